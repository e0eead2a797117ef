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
        write(ArraySlice(text.utf8))
    }

    /// Appends UTF-8 text line by line, each non-empty line after the prefix its levels need.
    mutating func write(_ text: ArraySlice<UInt8>) {
        var rest = text[...]
        while let lineFeed = rest.firstIndex(of: UInt8(ascii: "\n")) {
            if lineFeed > rest.startIndex { writePrefixIfAtLineStart() }
            bytes += rest[...lineFeed]
            firstLevelAtLineStart = 0
            rest = rest[(lineFeed + 1)...]
        }
        guard !rest.isEmpty else { return }
        writePrefixIfAtLineStart()
        bytes += rest
    }

    /// Writes the indentation of the levels at a line start, before a line's first text.
    private mutating func writePrefixIfAtLineStart() {
        for indentation in indentations[firstLevelAtLineStart...] { bytes += indentation }
        firstLevelAtLineStart = indentations.count
    }
}
