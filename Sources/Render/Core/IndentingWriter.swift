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
/// piece. Text is appended from the string's contiguous UTF-8 (`withUTF8`), a `memcpy`, rather
/// than through the generic `append(contentsOf:)` of its `UTF8View`, about 200 instructions a piece.
struct IndentingWriter {
    /// 16 KiB: most files fit without the buffer growing; the largest (the C header) grows a few times.
    private let bytes = OutputBytes(capacity: 1 << 14)
    /// Each open level's own indentation, and all of them from the outermost level on joined.
    private var levels: [(indentation: [UInt8], joined: [UInt8])] = []
    private var firstLevelAtLineStart = 0

    /// Everything written so far.
    var text: String { bytes.text }

    mutating func open(indentation: String) {
        let own = Array(indentation.utf8)
        levels.append((own, (levels.last?.joined ?? []) + own))
    }

    mutating func close() {
        levels.removeLast()
        firstLevelAtLineStart = min(firstLevelAtLineStart, levels.count)
    }

    /// Appends text that holds no line break.
    mutating func write(line piece: String) {
        guard !piece.isEmpty else { return }
        writePrefixIfAtLineStart()
        var piece = piece
        piece.withUTF8(bytes.append)
    }

    mutating func writeNewline() {
        bytes.append(Self.lineFeed)
        firstLevelAtLineStart = 0
    }

    /// Appends any text, line by line.
    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            guard !levels.isEmpty else {
                bytes.append(utf8)
                return
            }
            var rest = utf8[...]
            while let lineFeed = rest.firstIndex(of: Self.lineFeed) {
                write(lineBytes: UnsafeBufferPointer(rebasing: rest[..<lineFeed]))
                writeNewline()
                rest = rest[(lineFeed + 1)...]
            }
            write(lineBytes: UnsafeBufferPointer(rebasing: rest))
        }
    }

    private mutating func write(lineBytes: UnsafeBufferPointer<UInt8>) {
        guard !lineBytes.isEmpty else { return }
        writePrefixIfAtLineStart()
        bytes.append(lineBytes)
    }

    private mutating func writePrefixIfAtLineStart() {
        guard firstLevelAtLineStart < levels.count else { return }
        if firstLevelAtLineStart == 0 {
            levels[levels.count - 1].joined.withUnsafeBufferPointer(bytes.append)
        } else {
            for level in levels[firstLevelAtLineStart...] { level.indentation.withUnsafeBufferPointer(bytes.append) }
        }
        firstLevelAtLineStart = levels.count
    }

    private static let lineFeed = UInt8(ascii: "\n")
}
