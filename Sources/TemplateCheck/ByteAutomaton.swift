import URITemplate

/// A nondeterministic automaton over bytes whose byte transitions carry the `PartLabel` of the
/// template piece that writes them. State 0 is the start.
struct ByteAutomaton {
    struct Edge {
        let bytes: ByteSet
        let label: PartLabel
        let target: Int
    }

    private(set) var edges: [[Edge]] = [[]]
    private(set) var emptyMoves: [[Int]] = [[]]
    var accepting: Set<Int> = []

    var stateCount: Int { edges.count }

    mutating func addState() -> Int {
        edges.append([])
        emptyMoves.append([])
        return edges.count - 1
    }

    mutating func connect(_ from: Int, to target: Int, bytes: ByteSet, label: PartLabel) {
        edges[from].append(Edge(bytes: bytes, label: label, target: target))
    }

    mutating func connectEmpty(_ from: Int, to target: Int) {
        emptyMoves[from].append(target)
    }

    /// Reads `text` byte by byte from `from` to `target` (an empty move for empty text).
    mutating func connect(_ from: Int, to target: Int, text: [UInt8], label: PartLabel) {
        guard !text.isEmpty else { return connectEmpty(from, to: target) }
        var current = from
        for (index, byte) in text.enumerated() {
            let next = index == text.count - 1 ? target : addState()
            connect(current, to: next, bytes: ByteSet([byte]), label: label)
            current = next
        }
    }

    /// The same language and labels without empty moves: each state takes the byte transitions
    /// of every state it reaches by empty moves.
    func withoutEmptyMoves() -> ClosedAutomaton {
        var closedEdges: [[Edge]] = []
        var closedAccepting: [Bool] = []
        for state in 0..<stateCount {
            var reached: Set<Int> = [state]
            var pending = [state]
            while let current = pending.popLast() {
                for next in emptyMoves[current] where reached.insert(next).inserted {
                    pending.append(next)
                }
            }
            closedEdges.append(reached.sorted().flatMap { edges[$0] })
            closedAccepting.append(!reached.isDisjoint(with: accepting))
        }
        return ClosedAutomaton(edges: closedEdges, accepting: closedAccepting)
    }
}

/// A `ByteAutomaton` without empty moves, which the product searches walk. State 0 is the start.
struct ClosedAutomaton {
    let edges: [[ByteAutomaton.Edge]]
    let accepting: [Bool]
}

extension ByteSet {
    /// The member a witness shows: a lower-case letter, a digit or another unreserved character
    /// when there is one, so witnesses read like ordinary URIs.
    var preferredMember: UInt8? {
        Self.preferenceOrder.first(where: contains)
    }

    private static let preferenceOrder: [UInt8] =
        Array("abcdefghijklmnopqrstuvwxyz0123456789-._~ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        + (0...255).map { UInt8($0) }
}
