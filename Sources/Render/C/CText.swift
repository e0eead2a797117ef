import RenderCore

/// C's string literals and comment text: the shared loops of RenderCore with C's escapes and
/// delimiters.
extension CNaming {
    /// A C string literal holding exactly the UTF-8 bytes of `text`: printable ASCII as is,
    /// every other byte as a three-digit octal escape (which, unlike `\x`, cannot run on into a
    /// following digit), and `?` after `?` as `\?`, so no trigraph forms.
    public static func stringLiteral(_ text: String) -> String {
        literal(text)
    }

    private static let literal = StringLiteral(
        escapes: ["\"": "\\\"", "\\": "\\\\"], breaks: [SequenceBreak("??", lastScalarWrittenAs: "\\?")],
        escapesNonASCII: true,
        spell: { scalar in
            scalar.utf8.map { byte in
                let octal = String(byte, radix: 8)
                return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }.concatenated()
        })

    /// A doc string as comment lines: `/** text */` when it fits on one line, else a block.
    public static func docComment(_ lines: [String]) -> [String] {
        if lines.isEmpty { return [] }
        if lines.count == 1 { return [["/** ", commentText(lines[0]), " */"].concatenated()] }
        var comment = ["/**"]
        comment.reserveCapacity(lines.count + 2)
        for line in lines { comment.append(bodyLine(line)) }
        comment.append(" */")
        return comment
    }

    /// Doc lines as the inside of a block comment, ` * text` each.
    public static func commentBody(_ lines: [String]) -> [String] {
        lines.map(bodyLine)
    }

    private static func bodyLine(_ line: String) -> String {
        line.isEmpty ? " *" : " * " + commentText(line)
    }

    /// Text inside a `/* */` comment: `*/` would end it and `/*` trips `-Wcomment`, so each gets
    /// a space (`* /`, `/ *`); a trigraph (`??` then one of `=/'()!<>-`) is converted even in a
    /// comment in C99 (`??/` at a line's end splices lines, and GCC warns), so it gets one too.
    public static func commentText(_ text: String) -> String {
        comment(text)
    }

    private static let comment = CommentText(
        breaking: [SequenceBreak("*/", lastScalarWrittenAs: " /"), SequenceBreak("/*", lastScalarWrittenAs: " *")]
            + "=/'()!<>-".unicodeScalars.map { SequenceBreak("??\($0)", lastScalarWrittenAs: " \($0)") })
}
