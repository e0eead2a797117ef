import Load

/// A value with the place it was written, for diagnostics that point at it.
struct Located<Value> {
    let value: Value
    let location: SourceLocation
}

/// Reads one JSON object key by key, reporting missing, mistyped, duplicated and unexpected keys.
///
/// Every key a caller asks for becomes an expected key; `finish()` then reports the rest, so the
/// list of allowed keys lives in exactly one place: the code that reads them.
final class ObjectReader {
    /// What the object is, for diagnostics: "mode 'view'", "the schema".
    let what: String
    let location: SourceLocation
    private let diagnostics: DiagnosticCollector
    /// The first member of each key, in source order.
    private var members: [JSONMember] = []
    /// Where each key is in `members`, only for an object too large to search member by member.
    /// A schema's objects have a few keys each: comparing a key with each of them costs less
    /// than hashing it, and a dictionary for every object cost a tenth of checking schema.json.
    private var indexByKey: [String: Int]?
    private static let largestSearchedObject = 16
    private var expectedKeys: [String] = []
    /// Keys a caller reported itself; `finish()` neither reports them nor lists them as expected.
    private var refusedKeys: Set<String> = []

    /// Returns nil, after reporting it, when `node` is not an object.
    init?(_ node: JSONNode, what: String, diagnostics: DiagnosticCollector) {
        self.what = what
        self.location = node.location
        self.diagnostics = diagnostics
        guard case .object(let list) = node.value else {
            diagnostics.error("\(what) must be an object, found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        for member in list {
            if let first = self.member(member.key) {
                diagnostics.error(
                    "duplicate key '\(member.key)' in \(what)", at: member.keyLocation,
                    notes: [Diagnostic(.note, "'\(member.key)' first appears here", at: first.keyLocation)])
            } else {
                members.append(member)
                if indexByKey != nil {
                    indexByKey?[member.key] = members.count - 1
                } else if members.count > Self.largestSearchedObject {
                    indexByKey = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
                }
            }
        }
    }

    /// The first member named `key`.
    private func member(_ key: String) -> JSONMember? {
        if let indexByKey { return indexByKey[key].map { members[$0] } }
        return members.first { $0.key == key }
    }

    /// Whether the object has `key`, without asking for it (a format is told apart by its keys).
    func contains(_ key: String) -> Bool { member(key) != nil }

    /// Where `key` itself is written, when the object has it, for a caller that refuses the key
    /// with its own, clearer error than `finish()` would give.
    func refuse(_ key: String) -> SourceLocation? {
        refusedKeys.insert(key)
        return member(key)?.keyLocation
    }

    /// The raw node for `key`, reporting its absence when required.
    func node(_ key: String, required: Bool) -> JSONNode? {
        expectedKeys.append(key)
        guard let member = member(key) else {
            if required { diagnostics.error("\(what) is missing the required key '\(key)'", at: location) }
            return nil
        }
        return member.value
    }

    func string(_ key: String, required: Bool = true) -> Located<String>? {
        stringNode(key, required: required).map { Located(value: $0.text, location: $0.node.location) }
    }

    /// A string with its node, which can locate each of its characters.
    func stringNode(_ key: String, required: Bool = true) -> (text: String, node: JSONNode)? {
        guard let node = node(key, required: required) else { return nil }
        guard case .string(let text) = node.value else {
            mistyped(key, node, expected: "a string")
            return nil
        }
        return (text, node)
    }

    func bool(_ key: String) -> Located<Bool>? {
        guard let node = node(key, required: false) else { return nil }
        guard case .bool(let value) = node.value else {
            mistyped(key, node, expected: "true or false")
            return nil
        }
        return Located(value: value, location: node.location)
    }

    /// A whole number in `range`, written without fraction or exponent. Any other number (1.5,
    /// 2E+3, or 1e400, which no integer holds) is reported with the range it must be in.
    func integer(_ key: String, required: Bool = true, in range: ClosedRange<Int>) -> Located<Int>? {
        guard let literal = numberLiteral(key, required: required) else { return nil }
        guard let value = Int(literal.value), range.contains(value) else {
            diagnostics.error(
                "'\(key)' in \(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(literal.value)",
                at: literal.location)
            return nil
        }
        return Located(value: value, location: literal.location)
    }

    /// A number as written, for a caller that compares it itself.
    func numberLiteral(_ key: String, required: Bool = true) -> Located<String>? {
        guard let node = node(key, required: required) else { return nil }
        guard case .number(let literal) = node.value else {
            mistyped(key, node, expected: "a whole number")
            return nil
        }
        return Located(value: literal, location: node.location)
    }

    func array(_ key: String, required: Bool = true) -> Located<[JSONNode]>? {
        guard let node = node(key, required: required) else { return nil }
        guard case .array(let elements) = node.value else {
            mistyped(key, node, expected: "an array")
            return nil
        }
        return Located(value: elements, location: node.location)
    }

    /// Where the value of each key starts, for `SchemaLocations`.
    var valueLocations: [String: SourceLocation] {
        Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.location) })
    }

    /// Reports every key nobody asked for.
    func finish() {
        for member in members where !expectedKeys.contains(member.key) && !refusedKeys.contains(member.key) {
            let expected = expectedKeys.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error("unexpected key '\(member.key)' in \(what); expected \(expected)", at: member.keyLocation)
        }
    }

    private func mistyped(_ key: String, _ node: JSONNode, expected: String) {
        diagnostics.error("'\(key)' in \(what) must be \(expected), found \(node.value.kindDescription)", at: node.location)
    }
}
