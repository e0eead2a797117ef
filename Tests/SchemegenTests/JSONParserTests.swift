import Load
import Testing

@Suite("JSON loading with positions")
struct JSONParserTests {
    private func parse(_ text: String) throws(LoadError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    private func loadError(_ bytes: [UInt8]) -> LoadError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func recordsLocationsOfValuesAndKeys() throws {
        let root = try parse("{\n  \"a\": [1, true],\n  \"bb\": \"x\"\n}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "bb"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 9))
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(elements[1].location == SourceLocation(line: 2, column: 12))
    }

    @Test func keepsNumberLiteralsAndDecodesEscapes() throws {
        let root = try parse(#"["\u00e9\ud83d\ude00\n\"", -12.5e3, 586447913]"#)
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        guard case .string(let text) = elements[0].value else { Issue.record("not a string"); return }
        #expect(text == "é😀\n\"")
        guard case .number(let literal) = elements[1].value else { Issue.record("not a number"); return }
        #expect(literal == "-12.5e3")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("[1 2]", 1, 4, "expected ',' or ']' in the array"),
        ("{\n  \"a\": tru\n}", 2, 8, "expected a value (a string, number, object, array, true, false or null)"),
        ("\"abc", 1, 5, "unterminated string"),
        ("[01]", 1, 3, "expected ',' or ']' in the array"),
        ("{} x", 1, 4, "unexpected text after the JSON value"),
        ("\"ab\\ud800\"", 1, 4, "lone UTF-16 surrogate \\uD800 in a \\u escape: a string holds only whole characters"),
        ("\"\\uDC00\\ud800\"", 1, 2, "lone UTF-16 surrogate \\uDC00 in a \\u escape: a string holds only whole characters"),
        ("\"\\uD83D\\u0041\"", 1, 2, "lone UTF-16 surrogate \\uD83D in a \\u escape: a string holds only whole characters"),
        ("", 1, 1, "expected a value, found the end of the file"),
    ])
    func reportsSyntaxErrorsWithLocation(text: String, line: Int, column: Int, message: String) {
        let error = loadError(Array(text.utf8))
        #expect(error == LoadError(message, at: SourceLocation(line: line, column: column)))
    }

    @Test func reportsInvalidUTF8AtItsByte() {
        let bytes = Array("{\n \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(loadError(bytes) == LoadError("the file is not valid UTF-8", at: SourceLocation(line: 2, column: 8)))
    }

    @Test func rejectsDeepNestingInsteadOfOverflowingTheStack() {
        let depth = 100_000
        let bytes = Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8)
        #expect(loadError(bytes)?.message == "nesting deeper than \(JSONParser.maximumDepth) levels")
    }

    @Test(arguments: [
        ("CR", "\r"), ("LF", "\n"), ("CRLF", "\r\n"),
    ])
    func everyKindOfLineEndStartsOneLine(name: String, lineEnd: String) {
        let text = ["{", "  \"a\": 1,", "", "  \"b\": tru", "}"].joined(separator: lineEnd)
        #expect(loadError(Array(text.utf8)) == LoadError(
            "expected a value (a string, number, object, array, true, false or null)", at: SourceLocation(line: 4, column: 8)),
            "\(name)")
    }

    @Test func invalidUTF8IsLocatedAfterCROnlyLineEnds() {
        let bytes = Array("{\r\r \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(loadError(bytes) == LoadError("the file is not valid UTF-8", at: SourceLocation(line: 3, column: 8)))
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() {
        // Not JSON at all: the limit is checked before the first byte is looked at.
        let bytes = [UInt8](repeating: 0xFF, count: 8 * 1024 * 1024 + 1)
        #expect(loadError(bytes) == LoadError(
            "the file has 8388609 bytes; schemegen reads files of at most 8 MiB (8388608 bytes)", at: SourceLocation(line: 1, column: 1)))
    }

    @Test func aFileAtTheSizeLimitIsRead() throws {
        let padding = 8 * 1024 * 1024 - 2
        let bytes = Array("[".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: padding) + Array("]".utf8)
        guard case .array(let elements) = try JSONParser.parse(bytes).value else { Issue.record("not an array"); return }
        #expect(elements.isEmpty)
    }

    /// The parser skips a string's plain bytes eight at a time: a quote, backslash or control
    /// character must be found at every offset of a word, and after a byte outside ASCII.
    @Test(arguments: 0..<17)
    func findsWhereAStringStopsAtEveryOffset(_ offset: Int) throws {
        let plain = String(repeating: "a", count: offset)
        for (inside, decoded) in [("\\\"x", "\"x"), ("\\\\x", "\\x"), ("é\\nx", "é\nx")] {
            let root = try parse("[\"" + plain + inside + "\"]")
            guard case .array(let elements) = root.value, case .string(let text) = elements[0].value else {
                Issue.record("not an array of a string"); return
            }
            #expect(text == plain + decoded)
        }
        #expect(loadError(Array(("[\"" + plain + "\u{01}\"]").utf8))
            == LoadError("control character byte 0x1 in a string must be escaped", at: SourceLocation(line: 1, column: 3 + offset)))
    }
}
