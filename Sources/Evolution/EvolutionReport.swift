import Check

/// The changes between two schema files as printed: one compiler-style line per change, then a
/// summary, and whether the run fails.
public struct EvolutionReport: Sendable {
    public let changes: [SchemaChange]
    /// Only wire-breaking changes fail the run; source-breaking ones are warnings.
    public let wireOnly: Bool

    public init(changes: [SchemaChange], wireOnly: Bool) {
        self.changes = changes
        self.wireOnly = wireOnly
    }

    /// Whether a change breaks what the run was asked to protect.
    public var fails: Bool { changes.contains(where: fails) }

    private func fails(_ change: SchemaChange) -> Bool {
        switch change.rule.changeClass {
        case .wireBreaking: true
        case .sourceBreaking: !wireOnly
        case .compatible: false
        }
    }

    /// `error:` for a change that fails the run, `warning:` for a source-breaking one that does
    /// not (`--wire-only`), `note:` for a compatible one; each ends with `[class: rule]`.
    public func lines(oldFile: String, newFile: String) -> [String] {
        let changeLines = changes.map { change in
            let file = DiagnosticText.path(change.side == .old ? oldFile : newFile)
            let severity = fails(change) ? "error" : change.rule.changeClass == .compatible ? "note" : "warning"
            let text = DiagnosticText.message("\(change.message) [\(change.rule.changeClass.rawValue): \(change.rule.name)]")
            return "\(file):\(change.location.line):\(change.location.column): \(severity): \(text)"
        }
        return changeLines + [summary(oldFile: oldFile, newFile: newFile)]
    }

    private func summary(oldFile: String, newFile: String) -> String {
        let files = "\(DiagnosticText.path(oldFile)) -> \(DiagnosticText.path(newFile))"
        guard !changes.isEmpty else { return "schemegen: \(files): no changes" }
        let counts = ChangeClass.allCases.map { changeClass in
            "\(changes.filter { $0.rule.changeClass == changeClass }.count) \(changeClass.rawValue)"
        }
        let total = changes.count == 1 ? "1 change" : "\(changes.count) changes"
        let verdict = fails ? "breaking" : "nothing breaks"
        let scope = wireOnly ? " on the wire" : ""
        return "schemegen: \(files): \(total) (\(counts.joined(separator: ", "))); \(verdict)\(scope)"
    }
}
