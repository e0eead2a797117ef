/// The operator of an expression and its row of RFC 6570 appendix A's table, which is all the
/// expander needs to know about it.
public enum ExpressionOperator: Equatable, Sendable, CaseIterable {
    /// `{var}`
    case simple
    /// `{+var}`
    case reserved
    /// `{#var}`
    case fragment
    /// `{.var}`
    case label
    /// `{/var}`
    case pathSegment
    /// `{;var}`
    case pathParameter
    /// `{?var}`
    case query
    /// `{&var}`
    case queryContinuation

    /// The operator written after `{`, or nil for `{var}`.
    init?(symbol: Unicode.Scalar) {
        guard let found = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
        self = found
    }

    /// The character written after `{`; nil for the simple operator, which has none.
    public var symbol: Unicode.Scalar? {
        switch self {
        case .simple: return nil
        case .reserved: return "+"
        case .fragment: return "#"
        case .label: return "."
        case .pathSegment: return "/"
        case .pathParameter: return ";"
        case .query: return "?"
        case .queryContinuation: return "&"
        }
    }

    /// Written before the first defined variable of the expression: the symbol, except `+`,
    /// which only changes the allowed set.
    public var first: String {
        self == .reserved ? "" : symbol.map { String($0) } ?? ""
    }

    /// Written between two defined variables, and between exploded items.
    public var separator: String {
        switch self {
        case .simple, .reserved, .fragment: return ","
        case .label: return "."
        case .pathSegment: return "/"
        case .pathParameter: return ";"
        case .query, .queryContinuation: return "&"
        }
    }

    /// Whether each value is written as `name=value`.
    public var isNamed: Bool {
        switch self {
        case .pathParameter, .query, .queryContinuation: return true
        default: return false
        }
    }

    /// Written after the name of a named variable whose value is the empty string (`;x` but `?x=`).
    public var ifEmpty: String {
        switch self {
        case .query, .queryContinuation: return "="
        default: return ""
        }
    }

    /// Whether reserved characters and percent-encoded triplets of a value are copied as they
    /// are (the set U+R), rather than percent-encoded (the set U).
    public var allowsReserved: Bool {
        self == .reserved || self == .fragment
    }
}
