import RenderCore

/// TypeScript's string literals and comment text: the shared loops of RenderCore with
/// TypeScript's escapes and delimiters.
extension TypeScriptNaming {
    /// A double-quoted TypeScript string literal holding exactly `text`. LS and PS, which end a
    /// string literal before ES2019, are escaped with every other invisible scalar.
    public static func stringLiteral(_ text: String) -> String {
        literal(text)
    }

    private static let literal = StringLiteral(escapes: StringLiteral.commonEscapes) { scalar in
        scalar.value < 0x100 ? "\\x" + StringLiteral.hex(scalar.value, width: 2) : StringLiteral.utf16Escape(scalar)
    }

    /// A TSDoc comment, one line per element, for `{{#doc}}{{.}}{{/doc}}`: `/** text */` for one
    /// line, a block for more. The block is built in one array of template strings, not in an
    /// array of strings mapped into a second one.
    public static func docComment(_ lines: [String]) -> TemplateValue {
        if lines.count == 1, let line = lines.first, !line.isEmpty { return .string("/** " + commentText(line) + " */") }
        guard !lines.isEmpty else { return .list([]) }
        var comment: [TemplateValue] = []
        comment.reserveCapacity(lines.count + 2)
        comment.append("/**")
        for line in lines { comment.append(.string(commentBodyLine(line))) }
        comment.append(" */")
        return .list(comment)
    }

    /// The inside of a block comment: ` * line` for each line.
    public static func commentBody(_ lines: [String]) -> TemplateValue {
        .list(lines.map { .string(commentBodyLine($0)) })
    }

    private static func commentBodyLine(_ line: String) -> String {
        line.isEmpty ? " *" : " * " + commentText(line)
    }

    /// Text in a `/* */` or `//` comment: `*/` is written `*\/`, so no text ends a comment early.
    static func commentText(_ text: String) -> String {
        comment(text)
    }

    private static let comment = CommentText(breaking: [SequenceBreak("*/", lastScalarWrittenAs: "\\/")])
}
