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
    /// Where each key is in `members`, only for an object too large to search member by member.
    /// A schema's objects have a few keys each: comparing a key with each of them costs less
    /// than hashing it, and a dictionary for every object cost a tenth of checking schema.json.
    private let indexByKey: [String: Int]?
    private static let largestSearchedObject = 16

    // What callers asked for. Not checked for exclusive access at run time, as a class's stored
    // `var` is on every access: two for each key asked, some 250 in schema.json, and three in
    // each `finish()` cost its check 46K instructions. Each access is one statement of this
    // class's own, calling nothing that could reach the same property.

    /// In the order asked for, repeats included, for `finish()`'s message.
    @exclusivity(unchecked) private var expectedKeys: [String]
    /// Bit i set when a caller asked for `members[i]` (for the first 64 members), so `finish()`
    /// tells an asked member by a bit, not by comparing its key with every key asked for.
    @exclusivity(unchecked) private var askedMembers: UInt64 = 0
    /// Keys a caller reported itself; `finish()` neither reports them nor lists them as expected.
    @exclusivity(unchecked) private var refusedKeys: Set<String> = []

    /// Returns nil, after reporting it, when `node` is not an object.
    init?(_ node: JSONNode, name: ObjectName, diagnostics: DiagnosticCollector) {
        self.name = name
        // One allocation for the keys of nearly every object, where growing by appending
        // allocated four or five times.
        expectedKeys = []
        expectedKeys.reserveCapacity(Self.largestSearchedObject)
        self.location = node.location
        self.diagnostics = diagnostics
        guard case .object(let list) = node.value else {
            members = []
            indexByKey = nil
            diagnostics.error("\(name.text(id: nil)) must be an object, found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        var repeats: [Int] = []
        if list.count > Self.largestSearchedObject {
            var indexByKey: [String: Int] = [:]
            var firsts: [JSONMember] = []
            for (index, member) in list.enumerated() {
                if indexByKey[member.key] != nil {
                    repeats.append(index)
                } else {
                    indexByKey[member.key] = firsts.count
                    firsts.append(member)
                }
            }
            self.indexByKey = indexByKey
            members = firsts
        } else {
            indexByKey = nil
            for index in list.indices where Self.firstIndex(of: list[index].key, in: list[..<index]) != nil {
                repeats.append(index)
            }
            members = repeats.isEmpty ? list : list.indices.filter { !repeats.contains($0) }.map { list[$0] }
        }
        for index in repeats {
            let member = list[index]
            let first = self.member(member.key)!
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

    /// Where `key` is in `members`. Keys are compared by length first: most keys an object is
    /// searched for differ from most of its keys in length, and that test is one comparison.
    private static func firstIndex(of key: String, in members: ArraySlice<JSONMember>) -> Int? {
        let length = key.utf8.count
        return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// The first member named `key`.
    private func member(_ key: String) -> JSONMember? {
        memberIndex(key).map { members[$0] }
    }

    /// Where the first member named `key` is in `members`.
    private func memberIndex(_ key: String) -> Int? {
        if let indexByKey { return indexByKey[key] }
        return Self.firstIndex(of: key, in: members[...])
    }

    /// Whether the object has `key`, without asking for it (a format is told apart by its keys).
    func contains(_ key: String) -> Bool { memberIndex(key) != nil }

    /// Where `key` itself is written, when the object has it, for a caller that refuses the key
    /// with its own, clearer error than `finish()` would give.
    func refuse(_ key: String) -> SourceLocation? {
        refusedKeys.insert(key)
        return member(key)?.keyLocation
    }

    /// The raw node for `key`, reporting its absence when required.
    func node(_ key: String, required: Bool) -> JSONNode? {
        expectedKeys.append(key)
        guard let index = memberIndex(key) else {
            if required { diagnostics.error("\(what) is missing the required key '\(key)'", at: location) }
            return nil
        }
        if index < 64 { askedMembers |= 1 << index }
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
            let asked = index < 64 ? askedMembers & 1 << index != 0 : expectedKeys.contains(member.key)
            guard !asked, !refusedKeys.contains(member.key) else { continue }
            let expected = expectedKeys.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error("unexpected key '\(member.key)' in \(what); expected \(expected)", at: member.keyLocation)
        }
    }

    private func mistyped(_ key: String, _ node: JSONNode, expected: String) {
        diagnostics.error("'\(key)' in \(what) must be \(expected), found \(node.value.kindDescription)", at: node.location)
    }
}

/// What an object is, put into words only when a diagnostic quotes it: most objects are never
/// named, and naming each one as it was read cost a schema's check a fiftieth of its instructions.
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
