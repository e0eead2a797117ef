import RenderCore

/// Swift's string literals and comment text: the shared loops of RenderCore with Swift's escapes.
extension SwiftNaming {
    /// A Swift string literal holding exactly `text`; invisible scalars are written `\u{X}`.
    public static func stringLiteral(_ text: String) -> String {
        literal(text)
    }

    private static let literal = StringLiteral(escapes: StringLiteral.commonEscapes) { scalar in
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Text in a `//` or `///` line. The Swift templates use no block comment for schema text, and
    /// a line comment ends only at a line break, which comment text never holds: there is no
    /// delimiter to break.
    static func commentText(_ text: String) -> String {
        comment(text)
    }

    private static let comment = CommentText(breaking: [])

    /// A doc string as the text of `///` lines, for `{{#doc}}{{.}}{{/doc}}`: each line made a
    /// template string as it is escaped, so no array of strings is made to be mapped again. A
    /// line of text alone is a string, which the section renders once as `.`, with no list
    /// allocated to hold it (an empty string would render nothing).
    static func doc(_ doc: String?) -> TemplateValue {
        let lines = DocText.lines(doc)
        if lines.count == 1, !lines[0].isEmpty { return .string(commentText(lines[0])) }
        return .list(lines.map { .string(commentText($0)) })
    }
}
