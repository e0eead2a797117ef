/// Turns a schema `doc` string into comment lines: split at newlines, wrapped at word
/// boundaries, trailing spaces removed. Backends add their comment markers and escapes.
public enum DocText {
    /// Longest line, not counting indentation and comment markers.
    public static let width = 96

    public static func lines(_ doc: String?) -> [String] {
        guard let doc, !doc.isEmpty else { return [] }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }
    }

    private static func wrap(_ paragraph: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        lines.append(current)
        return lines
    }
}
