/// Bounds on the automata, so a contrived template ends in "too complex to decide" rather than
/// in unbounded time or memory.
public struct AutomatonLimits: Sendable {
    /// States of one template's automaton.
    public var states: Int
    /// Nodes a product search (two readings, or two templates) may visit.
    public var productStates: Int

    public init(states: Int = 20_000, productStates: Int = 2_000_000) {
        self.states = states
        self.productStates = productStates
    }
}
