/// A value a template variable can be given (RFC 6570 section 2.3). A variable with no value is
/// undefined; so are an empty list and an empty associative array, which expand to nothing.
public enum VariableValue: Equatable, Sendable {
    case string(String)
    case list([String])
    /// An associative array, in the order its pairs are written out.
    case pairs([KeyValuePair])

    /// Whether RFC 6570 counts the value as undefined: an empty list or associative array.
    var isUndefined: Bool {
        switch self {
        case .string: return false
        case .list(let items): return items.isEmpty
        case .pairs(let pairs): return pairs.isEmpty
        }
    }
}

public struct KeyValuePair: Equatable, Sendable {
    public let key: String
    public let value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
