import Load

/// One difference between two schema versions, located in whichever file shows it best: a
/// removal where the old file declared it, anything else where the new file does.
public struct SchemaChange: Sendable, Equatable {
    public enum Side: Int, Sendable, Comparable {
        case old
        case new

        public static func < (lhs: Side, rhs: Side) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let rule: EvolutionRule
    /// What changed, naming the element by its ids and tokens: "mode 'read' (token 'r') removed".
    public let message: String
    public let side: Side
    public let location: SourceLocation

    /// Worst class first, then the old file before the new one, then in file order.
    static func reportOrder(_ lhs: SchemaChange, _ rhs: SchemaChange) -> Bool {
        (lhs.rule.changeClass, lhs.side, lhs.location) < (rhs.rule.changeClass, rhs.side, rhs.location)
    }
}
