import Load

/// Remembers where each name was first declared and reports any later duplicate with a note
/// pointing back at the first one.
///
/// A value, not an object: a class's stored properties are checked for exclusive access at run
/// time on every use, which cost more than the comparisons of a schema's few names.
struct UniqueNames {
    private let kind: String
    private let diagnostics: DiagnosticCollector
    private let normalize: (String) -> String
    private let similar: ((_ name: String, _ first: String) -> String)?
    /// Each name as `normalize` folds it, in the order declared, beside the name as declared
    /// (two arrays, not one of pairs: the first array of a tuple type cost the Swift runtime 40K
    /// instructions to describe the type).
    private var normalizedNames: [String] = []
    private var firstDeclarations: [Located<String>] = []
    /// Where each normalized name is in `normalizedNames`, only once there are too many to
    /// search one by one: most lists of a schema hold a few names, and comparing a name with
    /// each costs less than hashing it.
    private var indexByName: [String: Int]?
    private static let mostSearchedNames = 16

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
        if let index = firstIndex(of: normalized) {
            let first = firstDeclarations[index]
            let message = name.value != first.value ? similar?(name.value, first.value) : nil
            diagnostics.error(
                message ?? "duplicate \(kind) '\(name.value)'", at: name.location,
                notes: [Diagnostic(.note, "\(kind) '\(first.value)' first declared here", at: first.location)])
            return false
        }
        if normalizedNames.isEmpty {
            // Room for as many names as are searched one by one, at once: growing from one
            // allocated both arrays four or five times for most lists of a schema.
            normalizedNames.reserveCapacity(Self.mostSearchedNames)
            firstDeclarations.reserveCapacity(Self.mostSearchedNames)
        }
        normalizedNames.append(normalized)
        firstDeclarations.append(name)
        if indexByName != nil {
            indexByName?[normalized] = normalizedNames.count - 1
        } else if normalizedNames.count > Self.mostSearchedNames {
            indexByName = Dictionary(uniqueKeysWithValues: normalizedNames.enumerated().map { ($1, $0) })
        }
        return true
    }

    /// Names are compared by length first, which tells most of them apart in one comparison.
    private func firstIndex(of normalized: String) -> Int? {
        if let indexByName { return indexByName[normalized] }
        let length = normalized.utf8.count
        return normalizedNames.firstIndex { $0.utf8.count == length && $0 == normalized }
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
