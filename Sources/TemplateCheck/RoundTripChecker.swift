import URITemplate

/// Decides whether a typed template is reversible: whether every URI it builds has exactly one
/// reading, so a matcher returns the values it was built from.
///
/// Rules that need no automaton come first, each with a counterexample; then the fast sufficient
/// rule; then the decision itself: the automaton of the template (`TemplateAutomatonBuilder`) is
/// searched against itself for two accepting paths that read the same bytes with different labels
/// at some byte (a variable boundary crossed elsewhere), breadth first, so the counterexample is a
/// shortest one.
public enum RoundTripChecker {
    public static func check(_ typed: TypedTemplate, limits: AutomatonLimits = AutomatonLimits()) -> RoundTripVerdict {
        let occurrences: [TypedTemplate.Occurrence]
        switch typed.occurrences() {
        case .success(let found): occurrences = found
        case .failure(let reason): return .refused(reason)
        }
        let rules = VariableRules(typed: typed, occurrences: occurrences)
        if let counterexample = rules.prefixCounterexample() ?? rules.copiedTripletCounterexample() ?? rules.emptyValueCounterexample() {
            return .ambiguous(counterexample)
        }
        if let refusal = rules.prefixRefusal() { return .refused(refusal) }
        let automaton = TemplateAutomatonBuilder.automaton(for: typed, purpose: .checking)
        guard automaton.stateCount <= limits.states else {
            return .tooComplex("the template's automaton has \(automaton.stateCount) states, more than \(limits.states)")
        }
        switch twoReadings(of: automaton.withoutEmptyMoves(), limit: limits.productStates) {
        case .none:
            return .reversible(byFastRule: FastRule.proves(typed))
        case .some(.failure(let tooComplex)):
            return .tooComplex(tooComplex.reason)
        case .some(.success(let readings)):
            let bytes = readings.first.map(\.byte)
            return .ambiguous(
                Counterexample(
                    uri: String(decoding: bytes, as: UTF8.self),
                    first: ValueExtraction.assignment(readings.first, of: occurrences),
                    second: ValueExtraction.assignment(readings.second, of: occurrences),
                    reason: "the URI splits into the template's parts in two ways"))
        }
    }

    typealias Reading = [(byte: UInt8, label: PartLabel)]

    /// Two accepting readings of one byte string whose labels differ somewhere, or nil when there
    /// are none, or a failure when the search passed `limit` nodes.
    static func twoReadings(of automaton: ClosedAutomaton, limit: Int) -> Result<(first: Reading, second: Reading), TooComplex>? {
        struct Node: Hashable {
            let left: Int
            let right: Int
            let diverged: Bool
        }
        struct Step {
            let from: Node
            let byte: UInt8
            let left: PartLabel
            let right: PartLabel
        }
        let start = Node(left: 0, right: 0, diverged: false)
        var steps: [Node: Step] = [:]
        var queue = [start]
        var seen: Set<Node> = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node.diverged && automaton.accepting[node.left] && automaton.accepting[node.right] {
                var first: Reading = []
                var second: Reading = []
                var current = node
                while let step = steps[current] {
                    first.append((step.byte, step.left))
                    second.append((step.byte, step.right))
                    current = step.from
                }
                return .success((first.reversed(), second.reversed()))
            }
            for leftEdge in automaton.edges[node.left] {
                for rightEdge in automaton.edges[node.right] {
                    guard let byte = leftEdge.bytes.intersection(rightEdge.bytes).preferredMember else { continue }
                    let next = Node(left: leftEdge.target, right: rightEdge.target, diverged: node.diverged || leftEdge.label != rightEdge.label)
                    guard seen.insert(next).inserted else { continue }
                    if seen.count > limit { return .failure(TooComplex("the search passed \(limit) pairs of states")) }
                    steps[next] = Step(from: node, byte: byte, left: leftEdge.label, right: rightEdge.label)
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

/// A search that passed its bound.
struct TooComplex: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
