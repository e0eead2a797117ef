import Check
import Driver
import Foundation
import Load
import Testing

/// Diagnostics quote schema text, and build logs read them: a schema must not be able to print a
/// CI workflow command (`::error ...` at the start of a line) or a terminal escape through them.
@Suite("Printing diagnostics")
struct DiagnosticFormattingTests {
    private func printed(_ message: String, file: String = "schema.json") -> String {
        Diagnostic(.error, message, at: SourceLocation(line: 3, column: 7)).formatted(file: file)
    }

    @Test func lineBreaksCannotStartAWorkflowCommand() {
        let line = printed("doc 'x\n::error file=x::pwned' and 'y\r::warning::z' and 'w\r\n::notice::v'")
        #expect(line == #"schema.json:3:7: error: doc 'x\u{A}::error file=x::pwned' and 'y\u{D}::warning::z' and 'w\u{D}\u{A}::notice::v'"#)
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func unicodeLineAndParagraphSeparatorsAndNELAreEscaped() {
        #expect(printed("a\u{2028}b\u{2029}c\u{85}d") == #"schema.json:3:7: error: a\u{2028}b\u{2029}c\u{85}d"#)
    }

    @Test func terminalEscapesControlsAndDELAreEscaped() {
        #expect(printed("id '\u{1B}[31mred' \u{0}\u{7}\u{7F}\u{9B}") == #"schema.json:3:7: error: id '\u{1B}[31mred' \u{0}\u{7}\u{7F}\u{9B}"#)
    }

    @Test func bidiAndOtherFormatCharactersAreEscaped() {
        #expect(printed("'a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{AD}f'") == #"schema.json:3:7: error: 'a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{AD}f'"#)
    }

    @Test func printableTextIncludingNonASCIIIsKept() {
        #expect(printed("name 'Café 😀 e\u{301}' tab\there") == "schema.json:3:7: error: name 'Café 😀 e\u{301}' tab\\u{9}here")
    }

    @Test func theFilePathIsEscapedToo() {
        let line = printed("bad", file: "dir/a\n::error::b\u{1B}[0m.json")
        #expect(line == #"dir/a\u{A}::error::b\u{1B}[0m.json:3:7: error: bad"#)
    }

    @Test func notesAreEscapedLikeTheirError() {
        let note = Diagnostic(.note, "'x\ny' first declared here", at: SourceLocation(line: 1, column: 2))
        let diagnostic = Diagnostic(.error, "duplicate 'x\ny'", at: SourceLocation(line: 4, column: 5), notes: [note])
        #expect(diagnostic.formatted(file: "s.json") == "s.json:4:5: error: duplicate 'x\\u{A}y'\ns.json:1:2: note: 'x\\u{A}y' first declared here")
    }

    @Test func aLongQuotedValueIsShortened() {
        let id = String(repeating: "a", count: 1_000_000)
        let line = printed("mode id '\(id)' must be a lowerCamelCase ASCII identifier")
        #expect(line == "schema.json:3:7: error: mode id '" + String(repeating: "a", count: 60) + "…' must be a lowerCamelCase ASCII identifier")
    }

    @Test func aQuotedValueOfEightyScalarsIsKept() {
        let id = String(repeating: "é", count: 80)
        #expect(printed("id '\(id)'") == "schema.json:3:7: error: id '\(id)'")
    }

    /// End to end: a schema whose ids carry a workflow command and a terminal escape.
    @Test func theCommandLinePrintsEveryDiagnosticOnOneEscapedLine() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        try Data(#"{"schemaVersion": 1, "name": "X\n::error file=x::pwned", "modes": [{"id": "\u001B[31m", "token": "v"}]}"#.utf8).write(to: schema)
        var errors: [String] = []
        let status = CommandLineTool(standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["validate", "--schema", schema.path])
        #expect(status == .schemaError)
        let lines = errors.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { !$0.hasPrefix("::") })
        #expect(!errors.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D })
        #expect(lines.contains { $0.hasSuffix(#"error: name 'X\u{A}::error file=x::pwned' must be an UpperCamelCase ASCII identifier, such as OfficeLink"#) })
        #expect(lines.contains { $0.contains(#"mode id '\u{1B}[31m' must be"#) })
    }
}
