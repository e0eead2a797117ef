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

    /// Every paragraph wrapped, in one pass over the doc's contiguous UTF-8 (read through a
    /// buffer pointer, which compiles to plain loops where array slices cost several times more).
    public static func lines(_ doc: String?) -> [String] {
        guard var doc, !doc.isEmpty else { return [] }
        return doc.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let breakLength = lineBreakLength(in: bytes, at: index)
                if breakLength > 0 {
                    wrap(UnsafeBufferPointer(rebasing: bytes[start..<index]), into: &lines)
                    index += breakLength
                    start = index
                } else {
                    index += 1
                }
            }
            wrap(UnsafeBufferPointer(rebasing: bytes[start...]), into: &lines)
            return lines
        }
    }

    /// How many bytes the line break at `index` takes (CRLF is one break), or 0 when none starts
    /// there: LF, CR, CRLF, NEL (C2 85), LS (E2 80 A8) and PS (E2 80 A9).
    private static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// One paragraph (the text between line breaks) as lines, in one pass: each word is measured
    /// as it is found, and each line is made from the paragraph's bytes, from its first word to
    /// its last, in one piece. A TAB separates words as a space does.
    private static func wrap(_ paragraph: UnsafeBufferPointer<UInt8>, into lines: inout [String]) {
        var lineStart = 0
        var lineEnd = 0
        var lineWidth = 0
        var lineHasWords = false
        var index = 0
        while index < paragraph.count {
            guard !isBlank(paragraph[index]) else {
                index += 1
                continue
            }
            let wordStart = index
            var wordWidth = 0
            while index < paragraph.count, !isBlank(paragraph[index]) {
                if paragraph[index] & 0xC0 != 0x80 { wordWidth += 1 }
                index += 1
            }
            if lineHasWords, lineWidth + 1 + wordWidth > width {
                lines.append(words(UnsafeBufferPointer(rebasing: paragraph[lineStart..<lineEnd])))
                lineHasWords = false
            }
            if lineHasWords {
                lineWidth += 1 + wordWidth
            } else {
                lineStart = wordStart
                lineWidth = wordWidth
                lineHasWords = true
            }
            lineEnd = index
        }
        lines.append(lineHasWords ? words(UnsafeBufferPointer(rebasing: paragraph[lineStart..<lineEnd])) : "")
    }

    /// The words of `bytes` (which start and end with one) joined by single spaces: the bytes
    /// themselves when every gap between words is one space already, as in most docs.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var previousIsSpace = false
        let isSingleSpaced = bytes.allSatisfy { byte in
            defer { previousIsSpace = byte == space }
            return byte != tab && !(byte == space && previousIsSpace)
        }
        if isSingleSpaced { return String(decoding: bytes, as: UTF8.self) }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var inGap = false
        for byte in bytes {
            if isBlank(byte) {
                inGap = true
            } else {
                if inGap { joined.append(space) }
                inGap = false
                joined.append(byte)
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    private static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}
