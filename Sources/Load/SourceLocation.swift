/// A position in a source file: 1-based line, and 1-based column counted in UTF-8 bytes
/// (the convention of compilers' `file:line:col:` diagnostics).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The same line, `columns` further right.
    func movedRight(by columns: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + columns)
    }
}
