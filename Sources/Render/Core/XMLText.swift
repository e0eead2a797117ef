/// Text for the XML files the backends write (the Swift property list, the Android manifest
/// fragment), on Unicode scalars.
public enum XMLText {
    /// `text` safe inside `<!-- -->`: XML forbids `--` in a comment, so the second `-` of each pair
    /// gets a space before it, and a `-` right before the comment's end, so a final `-` is
    /// followed by a space.
    public static func comment(_ text: String) -> String {
        let safe = commentText(text)
        return safe.unicodeScalars.last == "-" ? safe + " " : safe
    }

    private static let commentText = CommentText(breaking: [SequenceBreak("--", lastScalarWrittenAs: " -")])

    /// `text` as character data or a double-quoted attribute value: `&`, `<`, `>` and `"` as
    /// entities. Text with none of them (every scheme and package name) is itself: appending it
    /// scalar by scalar cost about 3K instructions a name.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `byte` is the UTF-8 of a scalar `escaped` writes as an entity: all four are ASCII,
    /// and no other scalar's UTF-8 holds an ASCII byte.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }
}
