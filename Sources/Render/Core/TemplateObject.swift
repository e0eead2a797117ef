/// A context object's named values, kept in the order they were given; a name given twice reads
/// as its last value, as a dictionary literal's would. An object holds a few dozen names at most,
/// so a lookup is a search from the end.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    private var members: [(name: TemplateName, value: TemplateValue)]

    public init(dictionaryLiteral elements: (TemplateName, TemplateValue)...) {
        self.init(members: elements)
    }

    init(members: [(TemplateName, TemplateValue)]) {
        self.members = members.map { (name: $0.0, value: $0.1) }
    }

    /// The value named `name`; setting it replaces that value in place or adds the name last,
    /// and setting nil removes every member of that name, as a dictionary would.
    public subscript(name: TemplateName) -> TemplateValue? {
        get { members.last { $0.name == name }?.value }
        set {
            switch (members.lastIndex { $0.name == name }, newValue) {
            case (let index?, let value?): members[index].value = value
            case (_?, nil): members.removeAll { $0.name == name }
            case (nil, let value?): members.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// This object with `other`'s members after its own, which it must not name (checked in debug
    /// builds). A context joins sets of names made by separate helpers this way.
    public func adding(_ other: TemplateObject) -> TemplateObject {
        assert(other.members.allSatisfy { member in self[member.name] == nil }, "a name given twice")
        var joined = self
        joined.members += other.members
        return joined
    }
}
