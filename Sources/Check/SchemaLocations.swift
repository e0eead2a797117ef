import Load

/// An element of a checked schema, named by the ids that find it.
public enum SchemaElement: Hashable, Sendable {
    case schema
    case mode(String)
    case descriptor(String)
    case enumValue(descriptor: String, value: String)
    case message(String)
    case flag(message: String, flag: String)
    case field(message: String, descriptor: String)
    case abbreviation(message: String)
    /// A carrier of a URL-grammar message, by its id; a lone carrier without one is not recorded.
    case carrier(message: String, carrier: String)
    /// A callback of a URL-grammar message, by its kind (`success`).
    case callback(message: String, kind: String)
    case callbackField(message: String, kind: String, descriptor: String)
    case app(String)
    case appLimits(app: String)
}

/// Where each element of a checked schema was written: its object, and the value of each of its
/// keys. `Schema` holds no locations itself; tools that point into the file after checking (the
/// schema comparison) look them up here.
public struct SchemaLocations: Sendable {
    /// Keyed by `storageKey(of:)`, not by `SchemaElement`: the first dictionary keyed by a type
    /// of its own costs the Swift runtime a search of every protocol conformance in the binary
    /// (0.3M instructions, a tenth of checking schema.json), while `String: Hashable` is found
    /// before any schema is read.
    private var objects: [String: SourceLocation] = [:]
    private var values: [String: [String: SourceLocation]] = [:]

    /// Where `element`'s object starts, or the value of its `key` when given; nil when the
    /// element, or that key of it, is not in the file.
    public func location(of element: SchemaElement, key: String? = nil) -> SourceLocation? {
        let element = Self.storageKey(of: element)
        guard let key else { return objects[element] }
        return values[element]?[key]
    }

    /// The first declaration wins: a later duplicate is a schema error anyway.
    mutating func record(_ element: SchemaElement, _ object: ObjectReader) {
        let element = Self.storageKey(of: element)
        guard objects[element] == nil else { return }
        objects[element] = object.location
        values[element] = object.valueLocations
    }

    /// A different string for every element: its case, then each id with its length before it,
    /// so no id's text can run into the next one's.
    private static func storageKey(of element: SchemaElement) -> String {
        let (kind, ids): (String, [String]) =
            switch element {
            case .schema: ("schema", [])
            case .mode(let id): ("mode", [id])
            case .descriptor(let id): ("descriptor", [id])
            case .enumValue(let descriptor, let value): ("enumValue", [descriptor, value])
            case .message(let id): ("message", [id])
            case .flag(let message, let flag): ("flag", [message, flag])
            case .field(let message, let descriptor): ("field", [message, descriptor])
            case .abbreviation(let message): ("abbreviation", [message])
            case .carrier(let message, let carrier): ("carrier", [message, carrier])
            case .callback(let message, let kind): ("callback", [message, kind])
            case .callbackField(let message, let kind, let descriptor): ("callbackField", [message, kind, descriptor])
            case .app(let id): ("app", [id])
            case .appLimits(let app): ("appLimits", [app])
            }
        var key = kind
        for id in ids { key += " \(id.utf8.count):" + id }
        return key
    }
}
