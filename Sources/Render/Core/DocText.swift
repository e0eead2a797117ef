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

    /// Every paragraph wrapped, read from the doc's contiguous UTF-8 (through a buffer pointer,
    /// which compiles to plain loops where array slices cost several times more). Plain text
    /// (`isPlain`) is cut at spaces found by position; any other goes through `wrappedLines`.
    /// Either way each line is made from the doc's bytes in one piece.
    public static func lines(_ doc: String?) -> [String] {
        guard var doc, !doc.isEmpty else { return [] }
        // Most docs are one short line: the doc itself, with no copy made.
        return doc.withUTF8 { bytes in isPlain(bytes) ? plainLines(bytes) : wrappedLines(bytes) } ?? [doc]
    }

    /// Whether `bytes` are printable ASCII words (`!` to `~`) between single spaces, neither
    /// first nor last a space, as nearly every doc is: text `plainLines` wraps without measuring
    /// a word. Eight bytes at a time while eight remain, as `printableRun` reads them.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes[0] != space, bytes[bytes.count - 1] != space else { return false }
        var previousIsSpace = false
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            // Some byte is below space (exact as to whether one is), or above `~`.
            let below = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
            let above = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101 | word) & 0x8080_8080_8080_8080
            // The high bit of each space byte: a zero byte of `word ^ spaces`, found with no carry
            // between bytes.
            let others = word ^ 0x2020_2020_2020_2020
            let spaces = ~((others & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | others | 0x7F7F_7F7F_7F7F_7F7F)
            let twoSpaces = spaces & spaces << 8 != 0 || previousIsSpace && spaces & 0x80 != 0
            guard below | above == 0, !twoSpaces else { return false }
            previousIsSpace = spaces >> 63 != 0
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == space {
                if previousIsSpace { return false }
                previousIsSpace = true
            } else {
                guard byte &- 0x21 < 0x5E else { return false }
                previousIsSpace = false
            }
            index += 1
        }
        return true
    }

    /// The lines of plain text (`isPlain`), or nil when it is one line holding all of it. There a
    /// byte is a scalar and each gap one space, so a line ends at the last space at most `width`
    /// bytes after its start or, when its first word alone is wider, at the first space after it.
    private static func plainLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard bytes.count > width else { return nil }
        // Room for a line per half a line's width of text: wrapped prose fills most of each line,
        // so the array is made once where it grew from empty (two or three allocations a doc).
        var lines: [String] = []
        lines.reserveCapacity(bytes.count / (width / 2) + 1)
        var start = 0
        while bytes.count - start > width {
            var end = start + width
            while end > start, bytes[end] != space { end -= 1 }
            if end == start {
                end = start + width + 1
                while end < bytes.count, bytes[end] != space { end += 1 }
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            guard end < bytes.count else { return lines }
            start = end + 1
        }
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        return lines
    }

    /// The lines of `bytes`, or nil when they are one line holding all of them, in one pass: each
    /// word is measured as it is found, and a line runs from its first word to its last. A TAB
    /// separates words as a space does.
    private static func wrappedLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var lines: [String] = []
        var line = Line()
        var index = 0
        while true {
            let gapStart = index
            while index < bytes.count, isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            // Every line break starts with a control or with C2 or E2.
            let breakLength = bytes[index] < space || bytes[index] >= 0xC2 ? lineBreakLength(in: bytes, at: index) : 0
            if breakLength > 0 {
                lines.append(line.text(in: bytes))
                line = Line()
                index += breakLength
                continue
            }
            let wordStart = index
            var continuationBytes = 0
            while index < bytes.count {
                index += printableRun(in: bytes, at: index)
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte <= space {
                    if isBlank(byte) || byte == 0x0A || byte == 0x0D { break }
                } else if byte >= 0x80 {
                    if byte & 0xC0 == 0x80 {
                        continuationBytes += 1
                    } else if lineBreakLength(in: bytes, at: index) > 0 {
                        break
                    }
                }
                index += 1
            }
            let wordWidth = index - wordStart - continuationBytes
            if line.hasWords, line.width + 1 + wordWidth > width {
                lines.append(line.text(in: bytes))
                line = Line()
            }
            line.add(wordStart..<index, width: wordWidth, afterOneSpace: wordStart - gapStart == 1 && bytes[gapStart] == space)
        }
        if lines.isEmpty, line.isSingleSpaced, line.start == 0, line.end == bytes.count { return nil }
        lines.append(line.text(in: bytes))
        return lines
    }

    /// How many bytes from `index` on are printable ASCII other than space (`!` to `~`), the bytes
    /// of nearly every word, eight at a time while eight remain: a word's end is found in one or
    /// two steps instead of a test a byte.
    private static func printableRun(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var end = index
        while end + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self))
            // The high bit of each byte below `!` (exact up to the first such byte, where no
            // borrow has come from below), and of each byte above `~`.
            let below = (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080
            let above = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101 | word) & 0x8080_8080_8080_8080
            let others = below | above
            guard others == 0 else { return end + others.trailingZeroBitCount / 8 - index }
            end += 8
        }
        while end < bytes.count, bytes[end] &- 0x21 < 0x5E { end += 1 }
        return end - index
    }

    /// The line being filled: where its first word starts and its last ends in the doc's bytes.
    private struct Line {
        var start = 0
        var end = 0
        var width = 0
        var hasWords = false
        /// Whether every gap between its words is one space, so its text is the bytes as they are.
        var isSingleSpaced = true

        mutating func add(_ word: Range<Int>, width wordWidth: Int, afterOneSpace: Bool) {
            if hasWords {
                width += 1 + wordWidth
                isSingleSpaced = isSingleSpaced && afterOneSpace
            } else {
                start = word.lowerBound
                width = wordWidth
                hasWords = true
            }
            end = word.upperBound
        }

        func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            guard hasWords else { return "" }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return isSingleSpaced ? String(decoding: text, as: UTF8.self) : words(text)
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

    /// The words of `bytes` (which start and end with one) joined by single spaces.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
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
