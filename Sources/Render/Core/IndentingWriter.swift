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
    private(set) var text = ""
    /// Each open level's own indentation, and all of them from the outermost level on joined.
    private var levels: [(indentation: String, joined: String)] = []
    private var firstLevelAtLineStart = 0

    mutating func open(indentation: String) {
        levels.append((indentation, (levels.last?.joined ?? "") + indentation))
    }

    mutating func close() {
        levels.removeLast()
        firstLevelAtLineStart = min(firstLevelAtLineStart, levels.count)
    }

    /// Appends text that holds no line break.
    mutating func write(line piece: String) {
        guard !piece.isEmpty else { return }
        if firstLevelAtLineStart < levels.count {
            text += prefix
            firstLevelAtLineStart = levels.count
        }
        text += piece
    }

    mutating func writeNewline() {
        text += "\n"
        firstLevelAtLineStart = 0
    }

    /// Appends any text, line by line.
    mutating func write(_ value: String) {
        guard !levels.isEmpty else {
            text += value
            return
        }
        var lines = value.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).makeIterator()
        guard let first = lines.next() else { return }
        write(line: String(Substring(first)))
        while let line = lines.next() {
            writeNewline()
            write(line: String(Substring(line)))
        }
    }

    /// The indentations of the levels at a line start, outermost first.
    private var prefix: String {
        if firstLevelAtLineStart == 0 { return levels[levels.count - 1].joined }
        return levels[firstLevelAtLineStart...].map(\.indentation).joined()
    }
}
