/// A kind of change between two schema versions, and how much it breaks. docs/evolution.md's
/// "Schema evolution" table lists every rule with an example, and `Tests/Evolution/<name>/`
/// holds a pair of schemas showing it.
public struct EvolutionRule: Sendable, Hashable {
    /// Kebab-case, printed after each change: `[wire-breaking: mode-removed]`.
    public let name: String
    public let changeClass: ChangeClass
    /// Why the change is in its class, in one line.
    public let summary: String

    init(_ name: String, _ changeClass: ChangeClass, _ summary: String) {
        self.name = name
        self.changeClass = changeClass
        self.summary = summary
    }

    /// Every rule, breaking ones first, as the table of docs/evolution.md lists them.
    public static let all: [EvolutionRule] = wireBreaking + sourceBreaking + compatible
}
