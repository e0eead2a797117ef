import RenderCore

/// Turns schema `doc` strings into KDoc comments, one string per line, indentation left to the
/// templates.
enum KotlinDoc {
    /// `/** text */` for one line, a `/** ... */` block for more, nothing for no doc, for
    /// `{{#doc}}{{.}}{{/doc}}`: one line is a string, which the section renders once as `.`, with
    /// no list allocated to hold it. The block is built in one array of template strings, each line
    /// escaped and prefixed in one step, not in an array of strings mapped into a second one.
    static func comment(_ doc: String?) -> TemplateValue {
        let lines = DocText.lines(doc)
        switch lines.count {
        case 0: return .list([])
        case 1: return .string("/** " + escape(lines[0]) + " */")
        default:
            var comment: [TemplateValue] = []
            comment.reserveCapacity(lines.count + 2)
            comment.append("/**")
            for line in lines { comment.append(.string(line.isEmpty ? " *" : " * " + escape(line))) }
            comment.append(" */")
            return .list(comment)
        }
    }

    /// Text in a `/* */` or `//` comment. Kotlin block comments nest, so both `/*` and `*/` would
    /// unbalance one: the second character of each becomes an HTML entity, which KDoc's Markdown
    /// renders as the character.
    static func escape(_ text: String) -> String {
        commentText(text)
    }

    private static let commentText = CommentText(breaking: [
        SequenceBreak("/*", lastScalarWrittenAs: "&#42;"), SequenceBreak("*/", lastScalarWrittenAs: "&#47;"),
    ])
}
