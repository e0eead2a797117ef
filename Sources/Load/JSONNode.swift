/// A JSON value together with where it starts in the source, so later stages can point at it.
public struct JSONNode: Sendable {
    public let value: JSONValue
    public let location: SourceLocation
    /// The escapes of a string value, in order; empty for other values and for strings written
    /// without one.
    let escapes: [StringEscape]

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.init(value, at: location, escapes: [])
    }

    init(_ value: JSONValue, at location: SourceLocation, escapes: [StringEscape]) {
        self.value = value
        self.location = location
        self.escapes = escapes
    }

    /// Where the character at `offset` (in UTF-8 bytes) of this string value was written: at its
    /// own column, or at the backslash of the escape that wrote it. A JSON string never spans
    /// lines, so only the column moves.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        var shift = 0
        for escape in escapes {
            if offset < escape.decodedOffset { break }
            if offset < escape.decodedOffset + escape.decodedLength {
                return location.movedRight(by: 1 + escape.sourceOffset)
            }
            shift = escape.sourceOffset + escape.sourceLength - escape.decodedOffset - escape.decodedLength
        }
        return location.movedRight(by: 1 + offset + shift)
    }
}

/// One escape in a string literal (`\n`, `\u00e9`, a surrogate pair), measured in UTF-8 bytes
/// from just after the opening quote in the source, and from the start of the decoded text.
struct StringEscape: Sendable {
    let sourceOffset: Int
    let sourceLength: Int
    let decodedOffset: Int
    let decodedLength: Int
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
