/// A JSON value together with where it starts in the source, so later stages can point at it.
public struct JSONNode: Sendable {
    public let value: JSONValue
    public let location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One `"key": value` member of an object; objects keep their members in source order.
public struct JSONMember: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number keeps its literal text: the checker decides which numbers it accepts.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type's name as a user reads it in a diagnostic ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
