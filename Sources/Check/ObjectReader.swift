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
    let location: SourceLocation
    /// The first member of each key, in source order: the object's own list unless a key repeats.
    let members: [JSONMember]
    private let name: ObjectName
    private let diagnostics: DiagnosticCollector
    /// Where each key is in `members`.
    private let indexByKey: [String: Int]

    /// In the order asked for, repeats included, for `finish()`'s message.
    private var expectedKeys: [String] = []
    /// The places in `members` of the members a caller asked for.
    private var askedMembers: Set<Int> = []
    /// Keys a caller reported itself; `finish()` neither reports them nor lists them as expected.
    private var refusedKeys: Set<String> = []

    /// Returns nil, after reporting it, when `node` is not an object.
    init?(_ node: JSONNode, name: ObjectName, diagnostics: DiagnosticCollector) {
        self.name = name
        self.location = node.location
        self.diagnostics = diagnostics
        guard case .object(let list) = node.value else {
            members = []
            indexByKey = [:]
            diagnostics.error("\(name.text(id: nil)) must be an object, found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        var indexByKey: [String: Int] = [:]
        var firsts: [JSONMember] = []
        var repeats: [JSONMember] = []
        for member in list {
            if indexByKey[member.key] != nil {
                repeats.append(member)
            } else {
                indexByKey[member.key] = firsts.count
                firsts.append(member)
            }
        }
        self.indexByKey = indexByKey
        members = firsts
        for member in repeats {
            let first = members[indexByKey[member.key]!]
            diagnostics.error(
                "duplicate key '\(member.key)' in \(what)", at: member.keyLocation,
                notes: [Diagnostic(.note, "'\(member.key)' first appears here", at: first.keyLocation)])
        }
    }

    /// Names a whole object ("the schema", "the 'item' of a list").
    convenience init?(_ node: JSONNode, what: String, diagnostics: DiagnosticCollector) {
        self.init(node, name: .fixed(what), diagnostics: diagnostics)
    }

    /// What the object is, for diagnostics: "mode 'view'", "the schema".
    var what: String { name.text(id: member("id")?.value) }

    /// The first member named `key`.
    private func member(_ key: String) -> JSONMember? {
        indexByKey[key].map { members[$0] }
    }

    /// Whether the object has `key`, without asking for it (a format is told apart by its keys).
    func contains(_ key: String) -> Bool { indexByKey[key] != nil }

    /// Where `key` itself is written, when the object has it, for a caller that refuses the key
    /// with its own, clearer error than `finish()` would give.
    func refuse(_ key: String) -> SourceLocation? {
        refusedKeys.insert(key)
        return member(key)?.keyLocation
    }

    /// The raw node for `key`, reporting its absence when required.
    func node(_ key: String, required: Bool) -> JSONNode? {
        expectedKeys.append(key)
        guard let index = indexByKey[key] else {
            if required { diagnostics.error("\(what) is missing the required key '\(key)'", at: location) }
            return nil
        }
        askedMembers.insert(index)
        return members[index].value
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

    /// Reports every key nobody asked for.
    func finish() {
        for (index, member) in members.enumerated() {
            guard !askedMembers.contains(index), !refusedKeys.contains(member.key) else { continue }
            let expected = expectedKeys.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error("unexpected key '\(member.key)' in \(what); expected \(expected)", at: member.keyLocation)
        }
    }

    private func mistyped(_ key: String, _ node: JSONNode, expected: String) {
        diagnostics.error("'\(key)' in \(what) must be \(expected), found \(node.value.kindDescription)", at: node.location)
    }
}

/// What an object is, put into words only when a diagnostic quotes it.
enum ObjectName {
    /// Named in full: "the schema", "the 'item' of a list".
    case fixed(String)
    /// An element of a list: by its id when it has one ("mode 'view'"), else by its position
    /// ("mode #2"), followed by " of " and `owner` when given ("flag 'x' of message 'open'").
    case element(kind: String, index: Int, owner: String?)
    /// A part of another object: "the 'limits' of app 'word'".
    case part(String, of: ObjectReader)

    /// The name, given the value of the object's `id` key when it has one.
    func text(id: JSONNode?) -> String {
        switch self {
        case .fixed(let text):
            return text
        case .element(let kind, let index, let owner):
            let element: String
            if case .string(let id)? = id?.value { element = "\(kind) '\(id)'" } else { element = "\(kind) #\(index + 1)" }
            return owner.map { "\(element) of \($0)" } ?? element
        case .part(let part, let whole):
            return "\(part) of \(whole.what)"
        }
    }
}
