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
            }.joined()
        })

    /// A doc string as comment lines, for `{{#doc}}{{.}}{{/doc}}`: `/** text */` when it fits on
    /// one line (a string, which the section renders once as `.`, with no list allocated to hold
    /// it), else a block. Each doc function builds the template's list of strings itself,
    /// not an array of strings to be mapped into a second one.
    public static func docComment(_ lines: [String]) -> TemplateValue {
        if lines.isEmpty { return .list([]) }
        if lines.count == 1 { return .string("/** " + commentText(lines[0]) + " */") }
        var comment: [TemplateValue] = []
        comment.reserveCapacity(lines.count + 2)
        comment.append("/**")
        for line in lines { comment.append(.string(bodyLine(line))) }
        comment.append(" */")
        return .list(comment)
    }

    /// A block comment of `lines` (at least one) then `noteLine`, a line of the generator's own
    /// given whole (` * ` and the note): fixed words and C identifiers, which hold no comment
    /// delimiter or trigraph, so it is written without `commentText`'s scan.
    static func docComment(_ lines: [String], noteLine: String) -> TemplateValue {
        var comment: [TemplateValue] = []
        comment.reserveCapacity(lines.count + 3)
        comment.append("/**")
        for line in lines { comment.append(.string(bodyLine(line))) }
        comment.append(.string(noteLine))
        comment.append(" */")
        return .list(comment)
    }

    /// Doc lines as the inside of a block comment, ` * text` each.
    public static func commentBody(_ lines: [String]) -> TemplateValue {
        .list(lines.map { .string(bodyLine($0)) })
    }

    private static func bodyLine(_ text: String) -> String {
        text.isEmpty ? " *" : " * " + commentText(text)
    }

    /// Text inside a `/* */` comment: `*/` would end it and `/*` trips `-Wcomment`, so each gets
    /// a space (`* /`, `/ *`); a trigraph (`??` then one of `=/'()!<>-`) is converted even in a
    /// comment in C99 (`??/` at a line's end splices lines, and GCC warns), so it gets one too.
    public static func commentText(_ text: String) -> String {
        comment(text)
    }

    /// The trigraphs written out rather than mapped from their last characters: the mapping and
    /// its string interpolations cost more than the rest of the list's making.
    private static let comment = CommentText(breaking: [
        SequenceBreak("*/", lastScalarWrittenAs: " /"), SequenceBreak("/*", lastScalarWrittenAs: " *"),
        SequenceBreak("??=", lastScalarWrittenAs: " ="), SequenceBreak("??/", lastScalarWrittenAs: " /"),
        SequenceBreak("??'", lastScalarWrittenAs: " '"), SequenceBreak("??(", lastScalarWrittenAs: " ("),
        SequenceBreak("??)", lastScalarWrittenAs: " )"), SequenceBreak("??!", lastScalarWrittenAs: " !"),
        SequenceBreak("??<", lastScalarWrittenAs: " <"), SequenceBreak("??>", lastScalarWrittenAs: " >"),
        SequenceBreak("??-", lastScalarWrittenAs: " -"),
    ])
}
