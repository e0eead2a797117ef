import Load

/// Remembers where each name was first declared and reports any later duplicate with a note
/// pointing back at the first one.
final class UniqueNames {
    private let kind: String
    private let diagnostics: DiagnosticCollector
    private let normalize: (String) -> String
    private var firstSeen: [String: Located<String>] = [:]

    /// `normalize` folds names that count as equal (for example lowercasing case-insensitive schemes).
    init(_ kind: String, diagnostics: DiagnosticCollector, normalize: @escaping (String) -> String = { $0 }) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.normalize = normalize
    }

    /// Returns false, after reporting it, when the name was already declared.
    @discardableResult
    func insert(_ name: Located<String>) -> Bool {
        let normalized = normalize(name.value)
        if let first = firstSeen[normalized] {
            diagnostics.error(
                "duplicate \(kind) '\(name.value)'", at: name.location,
                notes: [Diagnostic(.note, "\(kind) '\(first.value)' first declared here", at: first.location)])
            return false
        }
        firstSeen[normalized] = name
        return true
    }
}
