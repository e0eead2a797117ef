import URITemplate

/// The overlap checker's answer for two carriers.
public enum OverlapVerdict: Equatable, Sendable {
    /// No URI matches both.
    case disjoint
    /// A shortest URI both match.
    case overlap(witness: String)
    case refused(RefusalReason)
    case tooComplex(String)
}

/// Decides whether two templates' parse languages intersect (scheme and host compared ASCII
/// case-insensitively, nothing else): a breadth-first search of the product of their automata,
/// so the witness is a shortest URI both match (`xx://h/y/z` for `xx://h/{r}/z` and `xx://h/y/{r}`).
public enum OverlapChecker {
    public static func check(_ first: TypedTemplate, _ second: TypedTemplate, limits: AutomatonLimits = AutomatonLimits()) -> OverlapVerdict {
        for typed in [first, second] {
            if case .failure(let reason) = typed.occurrences() { return .refused(reason) }
        }
        let automata = [first, second].map { TemplateAutomatonBuilder.automaton(for: $0, purpose: .matching) }
        if let large = automata.first(where: { $0.stateCount > limits.states }) {
            return .tooComplex("a template's automaton has \(large.stateCount) states, more than \(limits.states)")
        }
        let left = automata[0].withoutEmptyMoves()
        let right = automata[1].withoutEmptyMoves()
        struct Node: Hashable {
            let left: Int
            let right: Int
        }
        struct Step {
            let from: Node
            let byte: UInt8
        }
        let start = Node(left: 0, right: 0)
        var steps: [Node: Step] = [:]
        var queue = [start]
        var seen: Set<Node> = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if left.accepting[node.left] && right.accepting[node.right] {
                var witness: [UInt8] = []
                var current = node
                while let step = steps[current] {
                    witness.append(step.byte)
                    current = step.from
                }
                return .overlap(witness: String(decoding: witness.reversed(), as: UTF8.self))
            }
            for leftEdge in left.edges[node.left] {
                for rightEdge in right.edges[node.right] {
                    guard let byte = leftEdge.bytes.intersection(rightEdge.bytes).preferredMember else { continue }
                    let next = Node(left: leftEdge.target, right: rightEdge.target)
                    guard seen.insert(next).inserted else { continue }
                    if seen.count > limits.productStates { return .tooComplex("the search passed \(limits.productStates) pairs of states") }
                    steps[next] = Step(from: node, byte: byte)
                    queue.append(next)
                }
            }
        }
        return .disjoint
    }
}
