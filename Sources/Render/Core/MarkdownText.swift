/// Schema text placed in Markdown so that it shows as written, whatever it holds: in the
/// protocol reference (`schemegen docs`) and the packages' READMEs.
public enum MarkdownText {
    /// Prose: every character Markdown or HTML would read as syntax gets a backslash, so a doc
    /// cannot open a link, a tag, emphasis or a table cell.
    public static func prose(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if "\\`*_[]<>|#!&~".unicodeScalars.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A code span: fenced by one more backtick than the longest run of backticks inside, with a
    /// space inside each fence when the text starts or ends with a backtick (CommonMark 6.1).
    public static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// Text for a table cell: a `|` ends a cell even inside a code span unless escaped (GFM 4.10),
    /// and a line break would end the row.
    public static func cell(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": result += "\\|"
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension MarkdownText {
    /// A doc as one table cell: its lines joined by spaces, the blank lines between paragraphs left out.
    public static func cellDoc(_ doc: String?) -> String {
        cell(DocText.lines(doc).filter { !$0.isEmpty }.map(prose).joined(separator: " "))
    }
}
