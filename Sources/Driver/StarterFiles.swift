/// What `schemegen init` writes: a small schema using both grammars, and a config naming it.
/// `Tests/init.sh` generates every language from them and compiles each strictly.
enum StarterFiles {
    static let schemaName = "schema.json"
    static let configName = "schemegen.json"

    static let schema = """
        {
          "schemaVersion": 2,
          "name": "MyLink",
          "doc": "A starter protocol: edit it, then run 'schemegen generate'. docs/schema.md lists every key.",
          "modes": [
            { "id": "view", "token": "v", "doc": "Open the document for reading.", "default": true },
            { "id": "edit", "token": "e", "doc": "Open the document for editing." }
          ],
          "descriptors": [
            { "id": "url", "key": "u", "type": "url", "schemes": ["https"], "doc": "The document to open." },
            { "id": "passback", "key": "p", "type": "scheme", "doc": "The scheme of the app to return to." },
            { "id": "title", "key": "title", "type": "text", "doc": "The title of the new note." }
          ],
          "messages": [
            { "id": "open", "scheme": "app", "doc": "The pipe grammar: myapp:v|u|https://example.com/a.txt|p|caller",
              "fields": [ { "descriptor": "url", "required": true }, { "descriptor": "passback" } ] },
            { "id": "add", "doc": "The URL grammar: myapp://add?title=Milk",
              "carriers": [ { "app": "myApp", "host": "add" } ],
              "fields": [ { "descriptor": "title", "required": true } ] }
          ],
          "apps": [ { "id": "myApp", "name": "My App", "scheme": "myapp", "doc": "The app that opens these URLs." } ]
        }

        """

    static let config = """
        {
          "schema": "schema.json",
          "out": "Generated"
        }

        """
}
