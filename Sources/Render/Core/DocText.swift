/// Turns a schema `doc` string into comment lines: split at every line break, wrapped at spaces,
/// runs of spaces collapsed and trailing spaces removed. Works on Unicode scalars, never on
/// `Character`s: CRLF is one `Character`, and a line break glued into a grapheme cluster must
/// still split. Backends pass each line through their comment-text function.
public enum DocText {
    /// Longest line in scalars, not counting indentation and comment markers.
    public static let width = 96

    public static func lines(_ doc: String?) -> [String] {
        guard let doc, !doc.isEmpty else { return [] }
        return paragraphs(doc).flatMap(wrap)
    }

    /// The text between line breaks: LF, CR, CRLF (one break), NEL, LS and PS. A TAB becomes a
    /// space.
    static func paragraphs(_ doc: String) -> [[Unicode.Scalar]] {
        var paragraphs: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in doc.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if scalar.isLineBreak {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(scalar == "\t" ? " " : scalar)
            }
        }
        return paragraphs
    }

    private static func wrap(_ paragraph: [Unicode.Scalar]) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for word in paragraph.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            }
            if !current.isEmpty { current.append(" ") }
            current.append(contentsOf: word)
        }
        lines.append(String(current))
        return lines
    }
}
