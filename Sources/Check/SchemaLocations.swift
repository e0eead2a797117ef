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
    private struct Record: Sendable {
        let location: SourceLocation
        let members: [JSONMember]
    }

    private var records: [SchemaElement: Record] = [:]

    /// Where `element`'s object starts, or the value of its `key` when given; nil when the
    /// element, or that key of it, is not in the file.
    public func location(of element: SchemaElement, key: String? = nil) -> SourceLocation? {
        guard let record = records[element] else { return nil }
        guard let key else { return record.location }
        return record.members.first { $0.key == key }?.value.location
    }

    /// The first declaration wins: a later duplicate is a schema error anyway.
    mutating func record(_ element: SchemaElement, _ object: ObjectReader) {
        if records[element] == nil {
            records[element] = Record(location: object.location, members: object.members)
        }
    }
}
