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
///
/// Recording is most of what is ever done with it (`generate` asks for no location), so a record
/// keeps the object's members as they are and a key's value is found when asked for.
public struct SchemaLocations: Sendable {
    private struct Record: Sendable {
        let element: SchemaElement
        let location: SourceLocation
        let members: [JSONMember]
        /// The index of the record before it whose element has the same key.
        let previousWithSameKey: Int?
    }

    /// In the order recorded.
    private var records: [Record] = []
    /// The last record of each key (`key(of:)`); the records of elements that share a key are
    /// chained through `previousWithSameKey` and told apart by their elements. The last, not the
    /// first: recording then claims the key and finds its earlier records in one lookup. Not keyed by
    /// `SchemaElement`, nor by its `hashValue`: the first dictionary keyed by a type of its own,
    /// or by `Int`, costs the Swift runtime a search of every protocol conformance in the binary
    /// (0.3M instructions, a fifth of loading and checking schema.json), while `String: Hashable`
    /// is found before any schema is read.
    private var lastRecordByKey: [String: Int] = [:]

    /// Where `element`'s object starts, or the value of its `key` when given; nil when the
    /// element, or that key of it, is not in the file.
    public func location(of element: SchemaElement, key: String? = nil) -> SourceLocation? {
        guard let record = recordIndex(of: element).map({ records[$0] }) else { return nil }
        guard let key else { return record.location }
        return record.members.first { $0.key == key }?.value.location
    }

    /// Makes room for `count` more records at once: each element of a list is recorded, and
    /// growing the table one record at a time rehashed it six times for schema.json. An empty
    /// table is made anew at that size: reserving room in the empty literal `[:]` goes through a
    /// path where the Swift runtime describes the table's type from its mangled name (17K
    /// instructions), which `init(minimumCapacity:)` does not.
    mutating func reserveCapacity(forMore count: Int) {
        records.reserveCapacity(records.count + count)
        if lastRecordByKey.isEmpty {
            lastRecordByKey = Dictionary(minimumCapacity: records.count + count)
        } else {
            lastRecordByKey.reserveCapacity(records.count + count)
        }
    }

    /// The first declaration wins: a later duplicate is a schema error anyway.
    mutating func record(_ element: SchemaElement, _ object: ObjectReader) {
        let key = Self.key(of: element)
        let previous = lastRecordByKey.updateValue(records.count, forKey: key)
        if recordIndex(of: element, from: previous) != nil {
            lastRecordByKey[key] = previous
            return
        }
        records.append(
            Record(element: element, location: object.location, members: object.members, previousWithSameKey: previous))
    }

    private func recordIndex(of element: SchemaElement) -> Int? {
        recordIndex(of: element, from: lastRecordByKey[Self.key(of: element)])
    }

    /// The record of `element` among `last` and the records chained before it.
    private func recordIndex(of element: SchemaElement, from last: Int?) -> Int? {
        var candidate = last
        while let index = candidate {
            if records[index].element == element { return index }
            candidate = records[index].previousWithSameKey
        }
        return nil
    }

    /// The element's ids, joined by `/`. Elements of different kinds share a key when their ids
    /// are the same (a mode and an app both named `edit`), as do ids that hold a `/` themselves;
    /// each such key's records are few.
    private static func key(of element: SchemaElement) -> String {
        switch element {
        case .schema:
            return ""
        case .mode(let id), .descriptor(let id), .message(let id), .abbreviation(let id), .app(let id), .appLimits(let id):
            return id
        case .enumValue(let owner, let id), .flag(let owner, let id), .field(let owner, let id), .carrier(let owner, let id),
            .callback(let owner, let id):
            return owner + "/" + id
        case .callbackField(let message, let kind, let descriptor):
            return message + "/" + kind + "/" + descriptor
        }
    }
}
