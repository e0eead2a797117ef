import Foundation

/// The renderer's output: text is appended as it is rendered, and each standalone partial's
/// indentation is written in front of every non-empty line the partial produces, so nested
/// partials indent like nested code without their output being split and joined again.
///
/// Each partial included with indentation opens a level. A level's indentation goes before a
/// non-empty piece of text written at the start of one of that level's lines: right after the
/// level opens, or after a line break. A line break puts every open level at a line start; any
/// other text takes every level off it. So the levels at a line start are always the innermost
/// ones, from `firstLevelAtLineStart` on, and the prefix is their indentations, outermost first.
///
/// The output is collected as UTF-8 bytes (`OutputBytes`) and made a `String` once: appending to
/// one byte buffer is a copy, where appending to a `String` costs several hundred instructions a
/// piece. With no level open, which is most of a render, a piece of any length is one copy.
struct IndentingWriter {
    /// 16 KiB: most files fit without the buffer growing; the largest (the C header) grows a few times.
    private let bytes = OutputBytes(capacity: 1 << 14)
    /// Each open level's indentation, in the text of the template that included the partial
    /// (which outlives the partial's render).
    private var levels: [UnsafeBufferPointer<UInt8>] = []
    private var firstLevelAtLineStart = 0

    /// Everything written so far.
    var text: String { bytes.text }

    mutating func open(indentation: UnsafeBufferPointer<UInt8>) {
        levels.append(indentation)
    }

    mutating func close() {
        levels.removeLast()
        firstLevelAtLineStart = min(firstLevelAtLineStart, levels.count)
    }

    /// Appends any text, line by line.
    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { write($0) }
    }

    /// Appends any UTF-8 text: in one copy when no level is open, else line by line.
    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        guard !levels.isEmpty else {
            bytes.append(text)
            return
        }
        guard var start = text.baseAddress else { return }
        let end = start + text.count
        // `memchr` finds each line feed a vector at a time, where a loop tests every byte.
        while let found = memchr(start, Int32(Self.lineFeed), end - start) {
            let lineFeed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            write(line: UnsafeBufferPointer(start: start, count: lineFeed - start))
            bytes.append(Self.lineFeed)
            firstLevelAtLineStart = 0
            start = lineFeed + 1
        }
        write(line: UnsafeBufferPointer(start: start, count: end - start))
    }

    /// Appends text that holds no line break, after the indentation of the levels at a line start.
    private mutating func write(line: UnsafeBufferPointer<UInt8>) {
        guard !line.isEmpty else { return }
        while firstLevelAtLineStart < levels.count {
            bytes.append(levels[firstLevelAtLineStart])
            firstLevelAtLineStart += 1
        }
        bytes.append(line)
    }

    private static let lineFeed = UInt8(ascii: "\n")
}
