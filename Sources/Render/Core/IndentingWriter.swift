/// The renderer's output: text is appended as it is rendered, and each standalone partial's
/// indentation is written in front of every non-empty line the partial produces, so nested
/// partials indent like nested code without their output being split and joined again.
///
/// Each partial included with indentation opens a level. A level's indentation goes before a
/// non-empty piece of text written at the start of one of that level's lines: right after the
/// level opens, or after a line break. A line break puts every open level at a line start; any
/// other text takes every level off it. So the levels at a line start are always the innermost
/// ones, from `firstLevelAtLineStart` on, and the prefix is their indentations, outermost first.
struct IndentingWriter {
    private var bytes: [UInt8] = []
    /// The open levels' indentations, outermost first.
    private var indentations: [ArraySlice<UInt8>] = []
    private var firstLevelAtLineStart = 0

    /// Everything written, as the file's contents: called once, when the render is done.
    func finished() -> RenderedText { RenderedText(bytes: bytes) }

    mutating func open(indentation: ArraySlice<UInt8>) {
        indentations.append(indentation)
    }

    mutating func close() {
        indentations.removeLast()
        firstLevelAtLineStart = min(firstLevelAtLineStart, indentations.count)
    }

    mutating func write(_ text: String) {
        if indentations.isEmpty {
            bytes += text.utf8
        } else {
            write(ArraySlice(text.utf8))
        }
    }

    /// Appends UTF-8 text: whole when no level is open, which is most of a render, else line by
    /// line, each non-empty line after the prefix its levels need.
    mutating func write(_ text: ArraySlice<UInt8>) {
        guard !indentations.isEmpty else {
            bytes += text
            return
        }
        var rest = text
        while let lineFeed = rest.firstIndex(of: UInt8(ascii: "\n")) {
            write(line: rest[...lineFeed])
            rest = rest[(lineFeed + 1)...]
        }
        write(line: rest)
    }

    /// Appends a template's text step, which holds no line break but maybe its last byte.
    mutating func write(line: ArraySlice<UInt8>) {
        guard !indentations.isEmpty else {
            bytes += line
            return
        }
        guard let first = line.first else { return }
        if first != UInt8(ascii: "\n") { writePrefixIfAtLineStart() }
        bytes += line
        if line.last == UInt8(ascii: "\n") { firstLevelAtLineStart = 0 }
    }

    /// Writes the indentation of the levels at a line start, before a line's first text.
    private mutating func writePrefixIfAtLineStart() {
        for indentation in indentations[firstLevelAtLineStart...] { bytes += indentation }
        firstLevelAtLineStart = indentations.count
    }
}
