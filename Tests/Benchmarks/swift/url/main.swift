// Measures the generated Swift code for the URL grammar (Examples/protocols: things, spotify,
// obsidian) against Foundation doing comparable work, as main.swift does for the pipe grammar.
// Figures only: nothing here asserts on time.
//
// The inputs: a Things add with several parameters (some percent-encoded, lists, a flag, an
// x-success callback URL nested in the query); a Spotify web link; an Obsidian new note whose
// content is about 100 KB once written (Things caps its notes at 10,000 characters).
//
// The anchors do what a hand-written caller would do with Foundation alone:
// - parse: `URLComponents(string:)`, then `.queryItems` (each name and value decoded), or the
//   decoded `.path` split on `/`, counting the bytes of every piece so that none is skipped. The
//   generated parser does more: it checks the scheme, host, keys and every value by type.
// - build: `URLComponents` with `scheme`, `host`, `path` and `queryItems`, then `.string`. It
//   leaves more bytes unescaped in a query (`/`, `?`, `:`, `@`, ...) than the grammar does, so its
//   URI is a few bytes shorter.
//
// Usage: benchmark [rounds]   (default 7)
import Foundation

// MARK: Anchors

/// The URLComponents anchor for parsing: scheme, host, decoded path segments and query items.
func foundationParse(_ uri: String) -> Int {
    guard let components = URLComponents(string: uri), let scheme = components.scheme else { return 0 }
    var bytes = scheme.utf8.count + (components.host?.utf8.count ?? 0)
    for segment in components.path.split(separator: "/") {
        bytes += segment.utf8.count + 1
    }
    for item in components.queryItems ?? [] {
        bytes += item.name.utf8.count + (item.value?.utf8.count ?? 0) + 1
    }
    return bytes
}

/// The URLComponents anchor for building: the parts and the query items, then the string.
func foundationBuild(scheme: String, host: String, path: String, _ items: [URLQueryItem]) -> Int {
    var components = URLComponents()
    components.scheme = scheme
    components.host = host
    components.path = path
    if !items.isEmpty { components.queryItems = items }
    return components.string?.utf8.count ?? 0
}

// MARK: Rows

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 7 : 7
let parseAnchor = "URLComponents+queryItems"
let buildAnchor = "URLComponents with queryItems"

func compareParse(_ label: String, _ uri: String, _ generated: @escaping () throws -> Int) throws {
    let read = try generated()
    precondition(read > 0 && foundationParse(uri) > 0, "\(label) does not parse")
    try compare("url parse \(label) (\(uri.utf8.count) B)", rounds: rounds, generated: generated,
                anchor: parseAnchor, { foundationParse(uri) })
}

func compareBuild(_ label: String, _ generated: @escaping () throws -> Int, _ anchor: @escaping () -> Int) throws {
    let length = try generated()
    precondition(anchor() > 0, "the anchor does not build \(label)")
    try compare("url build \(label) (\(length) B)", rounds: rounds, generated: generated, anchor: buildAnchor, anchor)
}

let thingsAdd = "things:///add?title=Buy%20milk%20%26%20eggs"
    + "&notes=Whole%20milk%2C%202%20L%0AFree-range%20eggs%20%E2%80%94%20a%20dozen"
    + "&when=today&tags=Errand%2CHome&checklist-items=Milk%0AEggs%0ABread&list=Groceries&reveal=true"
    + "&x-success=myapp%3A%2F%2Fx-callback-url%2Fadded%3Fsource%3Dthings"
let spotifyWeb = "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6"
/// Text a caller would percent-encode: spaces, punctuation, Latin and CJK letters, newlines.
let sentence = "Q4 budget (draft): résumé & notes, 100% done / ok? €日\n"
let note = Obsidian.NewMessage(vault: "Work notes", name: "Q4 budget", content: String(repeating: sentence, count: 868))
let noteURI = try note.uriString()

try compareParse("Things add", thingsAdd) {
    let parsed = try Things.AddMessage(parsing: thingsAdd)
    return (parsed.notes?.utf8.count ?? 0) + (parsed.xSuccess?.utf8.count ?? 0) + (parsed.tags?.count ?? 0)
}
try compareParse("Spotify web link", spotifyWeb) { try Spotify.ResourceMessage(parsing: spotifyWeb).id.utf8.count }
try compareParse("100 KB note content", noteURI) { try Obsidian.NewMessage(parsing: noteURI).content?.utf8.count ?? 0 }

let add = try Things.AddMessage(parsing: thingsAdd)
let addItems = [
    URLQueryItem(name: "title", value: add.title), URLQueryItem(name: "notes", value: add.notes),
    URLQueryItem(name: "when", value: add.when), URLQueryItem(name: "tags", value: add.tags?.joined(separator: ",")),
    URLQueryItem(name: "checklist-items", value: add.checklistItems?.joined(separator: "\n")),
    URLQueryItem(name: "list", value: add.list), URLQueryItem(name: "reveal", value: "true"),
    URLQueryItem(name: "x-success", value: add.xSuccess),
]
try compareBuild("Things add", { try add.uriString().utf8.count }) {
    foundationBuild(scheme: "things", host: "", path: "/add", addItems)
}
let track = try Spotify.ResourceMessage(parsing: spotifyWeb)
try compareBuild("Spotify web link", { try track.uriString().utf8.count }) {
    foundationBuild(scheme: "https", host: "open.spotify.com", path: "/" + track.type.token + "/" + track.id, [])
}
let noteItems = [
    URLQueryItem(name: "vault", value: note.vault), URLQueryItem(name: "name", value: note.name),
    URLQueryItem(name: "content", value: note.content),
]
try compareBuild("100 KB note content", { try note.uriString().utf8.count }) {
    foundationBuild(scheme: "obsidian", host: "new", path: "", noteItems)
}
