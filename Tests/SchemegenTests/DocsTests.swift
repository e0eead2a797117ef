@testable import DocsBackend
import Driver
import Foundation
import RenderCore
import Reference
import Testing

@Suite("The protocol reference (schemegen docs)")
struct DocsTests {
    /// A typed context reads as an object of its stored properties, in order; nil is false.
    @Test func aTypedContextReadsAsItsProperties() throws {
        struct Row: TemplateContext {
            let id: String
            let note: String?
        }
        struct Page: TemplateContext {
            let title: String
            let isDraft: Bool
            let rows: [Row]
            let lines: [String]
        }
        let page = Page(title: "T", isDraft: true, rows: [Row(id: "a", note: nil), Row(id: "b", note: "n")], lines: ["x", "y"])
        let rendered = try TemplateStore(files: [
            "page/Page.txt.mustache": "{{title}}{{#isDraft}} (draft){{/isDraft}}\n{{#rows}}{{id}}:{{#note}}{{.}}{{/note}}{{^note}}-{{/note}};{{/rows}}\n{{#lines}}{{.}}{{/lines}}\n"
        ]).render(folder: "page", name: "Page.txt", context: TemplateValue(page))
        #expect(rendered.string == "T (draft)\na:-;b:n;\nxy\n")
    }

    /// Schema text cannot open Markdown or HTML syntax, end a table cell or row, or close a code span.
    @Test func schemaTextIsInertInMarkdown() {
        #expect(MarkdownText.prose("a *b* <i>[c](d)</i> | # ~x~ & `e`") == ##"a \*b\* \<i\>\[c\](d)\</i\> \| \# \~x\~ \& \`e\`"##)
        #expect(MarkdownText.code("a``b") == "```a``b```")
        #expect(MarkdownText.code("`x") == "`` `x ``")
        #expect(MarkdownText.cell("a|b\nc") == #"a\|b c"#)
        #expect(MarkdownText.cellDoc("one | two\n\nthree") == #"one \\| two three"#)
    }

    /// A doc that tries to break out of its table row stays one cell of one row.
    @Test func aHostileDocStaysInItsCell() throws {
        let schema = """
            {
              "schemaVersion": 1,
              "name": "Hostile",
              "modes": [ { "id": "view", "token": "v", "doc": "ends | the cell\\n| new | row |\\n<script>x</script>" } ],
              "descriptors": [ { "id": "ready", "key": "r", "type": "flag", "true": "yes", "false": "no" } ],
              "messages": [ { "id": "open", "scheme": "app", "fields": [ { "descriptor": "ready" } ] } ],
              "apps": [ { "id": "demo", "name": "Demo | <b>", "scheme": "demo" } ]
            }
            """
        let module = try Pipeline.module(from: SchemaInput(fileName: "hostile.json", bytes: Array(schema.utf8)))
        let files = try Pipeline.render(module, backends: [DocsBackend()], templates: .bundled)
        let page = try #require(files.first { $0.path == "Hostile.md" }).contents
        let modeRows = page.split(separator: "\n").filter { $0.hasPrefix("| `v`") }
        #expect(modeRows == [#"| `v` | `view` |  | ends \\| the cell \\| new \\| row \\| \<script\>x\</script\> |"#])
        #expect(page.contains(#"| Demo \\| \<b\> | `demo` | `demo` |  |"#))
        #expect(!page.contains("<script>") && !page.contains("<b>"))
    }

    /// Every example the reference shows is a URI of its message: the reference parser reads it back.
    @Test(arguments: GoldenTests.schemas.map(\.0))
    func everyExampleParsesAsItsMessage(schemaPath: String) throws {
        let input = SchemaInput(fileName: "schema.json", bytes: try TestSupport.bytes(schemaPath))
        let module = try Pipeline.module(from: input)
        let examples = module.messages.filter { $0.callback == nil }.compactMap { message in
            ExampleURI.build(message, of: module).map { (message.id, $0) }
        }
        #expect(!examples.isEmpty)
        for (messageID, uri) in examples {
            let explanation = Reference(module: module).explain(Array(uri.utf8), messageID: messageID)
            #expect(explanation.parsed?.messageID == messageID, "\(uri): \(String(describing: explanation.error))")
        }
    }
}
