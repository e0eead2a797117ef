/// A context object's named values, kept in the order they were given and searched from the last
/// one back, so a name given twice reads as its last value.
///
/// Not a `Dictionary`: a template lookup walks the context stack outwards, and a dictionary hashes
/// the name again at every level (`Hasher` was a tenth of a run's instructions). An object holds
/// a few dozen names at most, and a `TemplateName` compares with another in one word.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    /// Names and values. Unlabelled, the literal's variadic array is this array's type exactly.
    private var members: [(TemplateName, TemplateValue)]

    /// Takes the literal's own array: building an object hashes nothing and copies nothing.
    public init(dictionaryLiteral elements: (TemplateName, TemplateValue)...) {
        self.init(members: elements)
    }

    init(members: [(TemplateName, TemplateValue)]) {
        self.members = members
    }

    /// The value named `name`; setting it replaces that value in place or adds the name last,
    /// and setting nil removes every member of that name, as a dictionary would.
    public subscript(name: TemplateName) -> TemplateValue? {
        get { index(of: name).map { members[$0].1 } }
        set {
            switch (index(of: name), newValue) {
            case (let index?, let value?): members[index].1 = value
            case (_?, nil): members.removeAll { $0.0.matches(name) }
            case (nil, let value?): members.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// This object with `other`'s members after its own, which it must not name (checked in debug
    /// builds): the members are copied once, where setting each name searched the whole object
    /// first. A context joins sets of names made by separate helpers this way.
    public consuming func adding(_ other: TemplateObject) -> TemplateObject {
        assert(other.members.allSatisfy { index(of: $0.0) == nil }, "a name given twice")
        members.append(contentsOf: other.members)
        return self
    }

    /// Where the member named `name` lies among the members of the object `value` points at; nil
    /// when `value` is no object or the object has no such member. For the renderer, which reads
    /// the context where it lies: members are compared by their summaries, read in place, and only
    /// a long member whose summary agrees has its text compared. Nothing in the scan can release
    /// the object, so reading it counts no reference.
    ///
    /// Four members a turn: a lookup passes about fifteen members before the one it finds, and the
    /// loop's own test and step, once per member, cost as much as the comparison.
    static func indexOfMember(named name: UnsafePointer<TemplateName>, in value: UnsafePointer<TemplateValue>) -> Int? {
        guard case .object(let object) = value.pointee else { return nil }
        return object.members.withUnsafeBufferPointer { (members) -> Int? in
            guard let start = members.baseAddress else { return nil }
            var end = start + members.count
            while end - start >= 4 {
                end -= 4
                if isMember(end + 3, named: name) { return end + 3 - start }
                if isMember(end + 2, named: name) { return end + 2 - start }
                if isMember(end + 1, named: name) { return end + 1 - start }
                if isMember(end, named: name) { return end - start }
            }
            while end > start {
                end -= 1
                if isMember(end, named: name) { return end - start }
            }
            return nil
        }
    }

    /// What `body` returns for the value of the member at `index` (from `indexOfMember`) of the
    /// object `value` points at, read in place: the pointer is valid inside `body`, while the
    /// members are borrowed.
    @inline(__always)
    static func withMember<Result>(
        at index: Int, in value: UnsafePointer<TemplateValue>, _ body: (UnsafePointer<TemplateValue>) -> Result
    ) -> Result {
        guard case .object(let object) = value.pointee else { preconditionFailure("no object holds member \(index)") }
        return object.members.withUnsafeBufferPointer { (members) in
            // Checked in debug builds only, as `UnsafeBufferPointer`'s subscript is: the renderer's
            // index comes from `indexOfMember` on this same object, and a check costs every lookup.
            assert(index >= 0 && index < members.count, "no member \(index) among \(members.count)")
            let member = UnsafeRawPointer(members.baseAddress! + index)
            return body(member.advanced(by: valueOffset).assumingMemoryBound(to: TemplateValue.self))
        }
    }

    /// Where a member's value lies in its `(TemplateName, TemplateValue)` pair: a tuple is laid out
    /// as a struct, each element at the first offset after the one before it that suits its alignment.
    static var valueOffset: Int {
        let alignment = MemoryLayout<TemplateValue>.alignment
        return (MemoryLayout<TemplateName>.size + alignment - 1) / alignment * alignment
    }

    @inline(__always)
    private static func isMember(_ member: UnsafePointer<(TemplateName, TemplateValue)>, named name: UnsafePointer<TemplateName>) -> Bool {
        member.pointee.0.summary == name.pointee.summary && (name.pointee.isWholeInSummary || member.pointee.0.text == name.pointee.text)
    }

    private func index(of name: TemplateName) -> Int? {
        members.lastIndex { $0.0.matches(name) }
    }
}
