import Check
import Load

/// Compares two checked versions of a schema and lists every change, each with its rule.
public enum SchemaComparison {
    public static func changes(from old: Schema, to new: Schema) -> [SchemaChange] {
        let comparison = Comparison(old: old, new: new)
        comparison.compareRoot()
        comparison.compareModes()
        comparison.compareDescriptors()
        comparison.compareMessages()
        comparison.compareQueryMessages()
        comparison.compareApps()
        return comparison.changes.sorted {
            SchemaChange.reportOrder($0, $1) || (!SchemaChange.reportOrder($1, $0) && $0.message < $1.message)
        }
    }
}

/// The state of one comparison: both schemas, how their modes and descriptors correspond (other
/// elements refer to them), and the changes found so far.
final class Comparison {
    let old: Schema
    let new: Schema
    private(set) var changes: [SchemaChange] = []
    /// Old mode id -> new mode id, for every mode that survived (renamed or not).
    private(set) var modeIDs: [String: String] = [:]
    /// Old descriptor id -> new descriptor, for every descriptor that survived.
    private(set) var descriptors: [String: Schema.Descriptor] = [:]

    init(old: Schema, new: Schema) {
        self.old = old
        self.new = new
        let modes = Matching(old: old.modes, new: new.modes, id: \.id, wireIdentity: \.token)
        modeIDs = Dictionary(uniqueKeysWithValues: modes.pairs.map { ($0.old.id, $0.new.id) })
        let descriptors = Matching(old: old.descriptors, new: new.descriptors, id: \.id, wireIdentity: \.wireIdentity)
        self.descriptors = Dictionary(uniqueKeysWithValues: descriptors.pairs.map { ($0.old.id, $0.new) })
    }

    /// Records a change at `key` of `element` in the file of `side`; when that key is not written
    /// there, at the element itself, else at the nearest element it is written in.
    func report(
        _ rule: EvolutionRule, _ message: String, in side: SchemaChange.Side, at element: SchemaElement, key: String? = nil
    ) {
        let locations = (side == .old ? old : new).locations
        var location = key.flatMap { locations.location(of: element, key: $0) }
        var written: SchemaElement? = element
        while location == nil, let candidate = written {
            location = locations.location(of: candidate)
            written = candidate.parent
        }
        changes.append(SchemaChange(
            rule: rule, message: message, side: side, location: location ?? SourceLocation(line: 1, column: 1)))
    }

    /// A `doc` added, changed or removed, located where it is written.
    func compareDoc(_ oldDoc: String?, _ newDoc: String?, of what: String, old oldElement: SchemaElement, new newElement: SchemaElement) {
        guard oldDoc != newDoc else { return }
        let verb = oldDoc == nil ? "added" : newDoc == nil ? "removed" : "changed"
        if newDoc == nil {
            report(.docChanged, "doc of \(what) \(verb)", in: .old, at: oldElement, key: "doc")
        } else {
            report(.docChanged, "doc of \(what) \(verb)", in: .new, at: newElement, key: "doc")
        }
    }

    func compareRoot() {
        if old.name != new.name {
            report(.schemaRenamed, "schema name changed from '\(old.name)' to '\(new.name)'", in: .new, at: .schema, key: "name")
        }
        compareDoc(old.doc, new.doc, of: "the schema", old: .schema, new: .schema)
    }
}
