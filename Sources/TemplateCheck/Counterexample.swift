import URITemplate

/// One URI that two different value assignments both build: the proof a template is not reversible.
public struct Counterexample: Equatable, Sendable {
    public let uri: String
    public let first: [String: VariableValue]
    public let second: [String: VariableValue]
    /// Which rule found it, for the diagnostic.
    public let reason: String
}

/// The round-trip checker's answer.
public enum RoundTripVerdict: Equatable, Sendable {
    /// Every URI of the template has one reading; `byFastRule` when the sufficient rule (each
    /// value followed by a byte it never writes) already showed it.
    case reversible(byFastRule: Bool)
    case ambiguous(Counterexample)
    /// Refused by a rule that needs no counterexample (a variable without a type, or written twice).
    case refused(RefusalReason)
    case tooComplex(String)
}
