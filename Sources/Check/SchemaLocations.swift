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
        /// The index of the next record whose element has the same hash value.
        var nextWithSameHash: Int?
    }

    /// In the order recorded.
    private var records: [Record] = []
    /// The first record of each hash value of an element. Keyed by `hashValue`, not by
    /// `SchemaElement`: the first dictionary keyed by a type of its own costs the Swift runtime a
    /// search of every protocol conformance in the binary (0.3M instructions, a tenth of checking
    /// schema.json), while `Int: Hashable` is found before any schema is read. Elements whose
    /// hash values collide are chained through `nextWithSameHash`.
    private var firstRecordByHash: [Int: Int] = [:]

    /// Where `element`'s object starts, or the value of its `key` when given; nil when the
    /// element, or that key of it, is not in the file.
    public func location(of element: SchemaElement, key: String? = nil) -> SourceLocation? {
        guard let record = recordIndex(of: element).map({ records[$0] }) else { return nil }
        guard let key else { return record.location }
        return record.members.first { $0.key == key }?.value.location
    }

    /// The first declaration wins: a later duplicate is a schema error anyway.
    mutating func record(_ element: SchemaElement, _ object: ObjectReader) {
        let hash = element.hashValue
        let index = records.count
        if var last = firstRecordByHash[hash] {
            while true {
                if records[last].element == element { return }
                guard let next = records[last].nextWithSameHash else { break }
                last = next
            }
            records[last].nextWithSameHash = index
        } else {
            firstRecordByHash[hash] = index
        }
        records.append(Record(element: element, location: object.location, members: object.members))
    }

    private func recordIndex(of element: SchemaElement) -> Int? {
        var candidate = firstRecordByHash[element.hashValue]
        while let index = candidate {
            if records[index].element == element { return index }
            candidate = records[index].nextWithSameHash
        }
        return nil
    }
}
