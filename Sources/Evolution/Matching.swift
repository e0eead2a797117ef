/// Pairs the elements of one list in two schema versions: first by id, then, among those left,
/// by wire identity (a token, key or scheme), so an element whose id changed while its wire
/// identity stayed is a rename, not a removal and an addition.
struct Matching<Element> {
    let pairs: [(old: Element, new: Element)]
    let removed: [Element]
    let added: [Element]

    init(old: [Element], new: [Element], id: (Element) -> String, wireIdentity: (Element) -> String) {
        self.init(old: old, new: new, id: id, oldWireIdentity: wireIdentity, newWireIdentity: wireIdentity)
    }

    /// For elements whose wire identity each version spells its own way.
    init(
        old: [Element], new: [Element], id: (Element) -> String,
        oldWireIdentity: (Element) -> String, newWireIdentity: (Element) -> String
    ) {
        var pairs: [(old: Element, new: Element)] = []
        var unmatchedNew = new
        var unmatchedOld: [Element] = []
        for element in old {
            if let index = unmatchedNew.firstIndex(where: { id($0) == id(element) }) {
                pairs.append((element, unmatchedNew.remove(at: index)))
            } else {
                unmatchedOld.append(element)
            }
        }
        var removed: [Element] = []
        for element in unmatchedOld {
            if let index = unmatchedNew.firstIndex(where: { newWireIdentity($0) == oldWireIdentity(element) }) {
                pairs.append((element, unmatchedNew.remove(at: index)))
            } else {
                removed.append(element)
            }
        }
        self.pairs = pairs
        self.removed = removed
        self.added = unmatchedNew
    }
}
