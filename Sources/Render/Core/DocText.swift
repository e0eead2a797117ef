/// Turns a schema `doc` string into comment lines: split at every line break, wrapped at spaces,
/// runs of spaces collapsed and trailing spaces removed. Works on the UTF-8 bytes, never on
/// `Character`s: CRLF is one `Character`, and a line break glued into a grapheme cluster must
/// still split. Line breaks, spaces and tabs are whole scalars in UTF-8 and no other scalar's
/// bytes can match them, so splitting the bytes there splits the scalars there, and a line's
/// width counts scalars (bytes that are not UTF-8 continuation bytes). Backends pass each line
/// through their comment-text function.
public enum DocText {
    /// Longest line in scalars, not counting indentation and comment markers.
    public static let width = 96

    public static func lines(_ doc: String?) -> [String] {
        guard let doc, !doc.isEmpty else { return [] }
        return paragraphs(doc).flatMap(wrap)
    }

    /// The text between line breaks: LF, CR, CRLF (one break), NEL, LS and PS. A TAB becomes a
    /// space.
    /// Each paragraph is copied out whole once its end is found, not byte by byte.
    static func paragraphs(_ doc: String) -> [[UInt8]] {
        let bytes = Array(doc.utf8)
        var paragraphs: [[UInt8]] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let breakLength = lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                paragraphs.append(tabsAsSpaces(bytes[start..<index]))
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        paragraphs.append(tabsAsSpaces(bytes[start...]))
        return paragraphs
    }

    private static func tabsAsSpaces(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { $0 == UInt8(ascii: "\t") ? UInt8(ascii: " ") : $0 }
    }

    /// How many bytes the line break at `index` takes (CRLF is one break), or 0 when none starts
    /// there. NEL is C2 85, LS E2 80 A8 and PS E2 80 A9 in UTF-8.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// One pass over the paragraph: each word is measured as it is found and copied once.
    private static func wrap(_ paragraph: [UInt8]) -> [String] {
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        var current: [UInt8] = []
        var currentWidth = 0
        var index = 0
        while index < paragraph.count {
            guard paragraph[index] != space else {
                index += 1
                continue
            }
            let wordStart = index
            var wordWidth = 0
            while index < paragraph.count, paragraph[index] != space {
                if paragraph[index] & 0xC0 != 0x80 { wordWidth += 1 }
                index += 1
            }
            if !current.isEmpty, currentWidth + 1 + wordWidth > width {
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                currentWidth = 0
            }
            if !current.isEmpty {
                current.append(space)
                currentWidth += 1
            }
            current.append(contentsOf: paragraph[wordStart..<index])
            currentWidth += wordWidth
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }
}
