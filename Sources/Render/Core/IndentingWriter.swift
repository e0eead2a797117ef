import Foundation

/// The renderer's output: text is appended as it is rendered, and each standalone partial's
/// indentation is written in front of every non-empty line the partial produces, so nested
/// partials indent like nested code without their output being split and joined again.
///
/// Each partial included with indentation opens a level. A level's indentation goes before a
/// non-empty piece of text written at the start of one of that level's lines: right after the
/// level opens, or after a line break. A line break puts every open level at a line start; any
/// other text takes every level off it. So the levels at a line start are always the innermost
/// ones, from `firstLevelAtLineStart` on, and the prefix is their indentations, outermost first:
/// one run of `indentations`, which holds every open level's indentation in order.
///
/// The output is collected as UTF-8 bytes (`OutputBytes`), which become the file's contents: appending
/// to one byte buffer is a copy, where appending to a `String` costs several hundred instructions a
/// piece. With no level open, which is most of a render, a piece of any length is one copy; with
/// levels open, a line is its prefix and then the line with its line break, two copies.
struct IndentingWriter {
    /// A page, grown by `realloc`, which extends the block in place at the top of the heap (the
    /// copies it makes were 1.7K instructions for schema.json). Starting at 96 KiB, so that every
    /// file fit unmoved, touched about 10 pages more in `generate --check` of schema.json (651
    /// against 661 page faults, six alternating rounds of ten) and 270 more at 10,000 descriptors.
    private let bytes = OutputBytes(capacity: 4 << 10)
    /// The open levels' indentations, outermost first, one after another.
    private var indentations: [UInt8] = []
    /// Where each open level's indentation starts in `indentations`.
    private var levelStarts: [Int] = []
    private var firstLevelAtLineStart = 0

    /// Everything written, as the file's contents: called once, when the render is done.
    func finished() -> RenderedText { RenderedText(taking: bytes) }

    mutating func open(indentation: UnsafeBufferPointer<UInt8>) {
        levelStarts.append(indentations.count)
        indentations.append(contentsOf: indentation)
    }

    mutating func close() {
        indentations.removeSubrange(levelStarts.removeLast()...)
        firstLevelAtLineStart = min(firstLevelAtLineStart, levelStarts.count)
    }

    /// Appends any text, line by line, from the string's own UTF-8 where it has it (every native
    /// string does), which needs no copy of the string as `withUTF8` does. Marked as releasing no
    /// object, which it does not (it copies bytes, and grows the byte buffer with `realloc`): so
    /// the renderer writes a variable's string where it lies in the context, where otherwise it
    /// copied the string first (a reference counted) in case this call released the context.
    @inline(never) @_effects(releasenone)
    mutating func write(_ value: String) {
        guard value.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil else { return }
        var value = value
        value.withUTF8 { write($0) }
    }

    /// Appends any UTF-8 text: in one copy when no level is open, else line by line. Inlined, so
    /// that the common piece, written with no level open, costs the renderer no call of its own.
    @inline(__always)
    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        if levelStarts.isEmpty {
            bytes.append(text)
        } else {
            writeIndented(text)
        }
    }

    private mutating func writeIndented(_ text: UnsafeBufferPointer<UInt8>) {
        guard var start = text.baseAddress else { return }
        let end = start + text.count
        // `memchr` finds each line feed a vector at a time, where a loop tests every byte.
        while let found = memchr(start, Int32(Self.lineFeed), end - start) {
            let lineEnd = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            if lineEnd - start > 1 { writePrefixIfAtLineStart() }
            bytes.append(UnsafeBufferPointer(start: start, count: lineEnd - start))
            firstLevelAtLineStart = 0
            start = lineEnd
        }
        guard start < end else { return }
        writePrefixIfAtLineStart()
        bytes.append(UnsafeBufferPointer(start: start, count: end - start))
    }

    /// Writes the indentation of the levels at a line start, before a line's first text.
    private mutating func writePrefixIfAtLineStart() {
        guard firstLevelAtLineStart < levelStarts.count else { return }
        let from = levelStarts[firstLevelAtLineStart]
        indentations.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[from...])) }
        firstLevelAtLineStart = levelStarts.count
    }

    private static let lineFeed = UInt8(ascii: "\n")
}
