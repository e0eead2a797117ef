@testable import RenderCore
import Testing
import Write

/// A render's bytes are a file's contents: kept as written, shared by copies until one is written.
@Suite("Rendered text")
struct RenderedTextTests {
    @Test func holdsAStringsUTF8() {
        let text = RenderedText("grüß 👋\n")
        #expect(text.count == "grüß 👋\n".utf8.count)
        #expect(text.withUnsafeBytes { Array($0) } == Array("grüß 👋\n".utf8))
        #expect(text.string == "grüß 👋\n")
    }

    @Test func writingACopyLeavesTheOriginalAsItWas() {
        let original = RenderedText("abc")
        var copy = original
        copy.withUnsafeMutableBytes { $0[0] = UInt8(ascii: "x") }
        #expect(original.string == "abc")
        #expect(copy.string == "xbc")
        #expect(original != copy)
        #expect(original == RenderedText("abc"))
    }

    /// More than the 96 KiB a render starts with: the buffer grows, then gives back its spare end.
    @Test func aRenderLargerThanItsFirstBufferKeepsEveryByte() throws {
        let line = String(repeating: "ü", count: 60) + "\n"
        let lines = Array(repeating: line, count: 2_000)
        let store = TemplateStore(files: ["t/Main.mustache": "{{#lines}}  {{.}}{{/lines}}end\n"])
        let rendered = try store.render(folder: "t", name: "Main", context: ["lines": .strings(lines)])
        let expected = lines.map { "  " + $0 }.joined() + "end\n"
        #expect(rendered.count == expected.utf8.count)
        #expect(rendered.withUnsafeBytes { Array($0) } == Array(expected.utf8))
    }

    @Test func anOutputFileComparesByItsBytes() {
        let text = RenderedText("same\n")
        #expect(OutputFile(path: "/a", bytes: text) == OutputFile(path: "/a", contents: "same\n"))
        #expect(OutputFile(path: "/a", bytes: text) != OutputFile(path: "/a", contents: "other\n"))
        #expect(OutputFile(path: "/a", bytes: text) != OutputFile(path: "/b", bytes: text))
        #expect(OutputFile(path: "/a", bytes: text).contents == "same\n")
    }
}
