import Load

/// Remembers where each name was first declared and reports any later duplicate with a note
/// pointing back at the first one.
struct UniqueNames {
    private let kind: String
    private let diagnostics: DiagnosticCollector
    private let normalize: (String) -> String
    private let similar: ((_ name: String, _ first: String) -> String)?
    /// The first declaration of each name, by the name as `normalize` folds it.
    private var firstDeclarations: [String: Located<String>] = [:]

    /// `normalize` folds names that count as equal (for example lowercasing case-insensitive schemes).
    /// `similar`, when given, words the error for a name that is not the first one but folds to it
    /// (`fooUrl` after `fooURL`); an exact repeat is always a "duplicate".
    init(
        _ kind: String, diagnostics: DiagnosticCollector, normalize: @escaping (String) -> String = { $0 },
        similar: ((_ name: String, _ first: String) -> String)? = nil
    ) {
        self.kind = kind
        self.diagnostics = diagnostics
        self.normalize = normalize
        self.similar = similar
    }

    /// Returns false, after reporting it, when the name was already declared.
    @discardableResult
    mutating func insert(_ name: Located<String>) -> Bool {
        let normalized = normalize(name.value)
        if let first = firstDeclarations[normalized] {
            let message = name.value != first.value ? similar?(name.value, first.value) : nil
            diagnostics.error(
                message ?? "duplicate \(kind) '\(name.value)'", at: name.location,
                notes: [Diagnostic(.note, "\(kind) '\(first.value)' first declared here", at: first.location)])
            return false
        }
        firstDeclarations[normalized] = name
        return true
    }
}

extension UniqueNames {
    /// Ids of one kind that C must keep apart: the same words in other letter case (`fooUrl` and
    /// `fooURL`, both `foo_url`) would give C one name for both (`<PREFIX>_MODE_FOO_URL`).
    /// `cName` says what the id names in C, for the message.
    static func sameWords(_ kind: String, cName: String, diagnostics: DiagnosticCollector) -> UniqueNames {
        UniqueNames(kind, diagnostics: diagnostics, normalize: Rules.words) { name, first in
            "\(kind) '\(name)' has the same words as '\(first)' (\(Rules.words(name))): C, which spells ids in snake case, would give both the same \(cName)"
        }
    }
}
