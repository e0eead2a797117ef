import IR
import RenderCore

/// Every file-scope name the generated header declares, chosen once so that no two collide.
///
/// C has one namespace for functions, types and enum constants, and joining words with `_` can
/// make two schema ids meet (an enum `mode` would declare `OFFICELINK_MODE_VIEW` twice). Fixed
/// names are claimed first, then modes, apps and messages, whose names cannot meet each other;
/// an enum that would clash is renamed `<id>_enum`, and a clash that remains is an error.
struct CNames {
    let prefix: String
    private(set) var taken: Set<String> = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Lowercase `<prefix>_<words>`.
    func lower(_ words: String...) -> String {
        ([prefix.lowercased()] + words).joined(separator: "_")
    }

    /// Uppercase `<PREFIX>_<WORDS>`.
    func upper(_ words: String...) -> String {
        ([prefix.uppercased()] + words.map { $0.uppercased() }).joined(separator: "_")
    }

    /// Claims `names` together, or none of them when any is taken (or repeated).
    mutating func claim(_ names: [String]) -> Bool {
        guard Set(names).count == names.count, taken.isDisjoint(with: names) else { return false }
        taken.formUnion(names)
        return true
    }

    /// Claims names that must be free, reporting the schema ids that clash when they are not.
    mutating func require(_ names: [String], for what: String) throws(TemplateError) {
        guard claim(names) else {
            let clash = names.first { taken.contains($0) } ?? names[0]
            throw TemplateError(
                "the C name \(clash) of \(what) clashes with another generated name; rename one in the schema",
                template: "c/Header.h.mustache", line: 0)
        }
    }

    /// The stem of an enum's names (`typeof` in `landmine_typeof`), clear of every name taken so far.
    mutating func enumStem(_ enumeration: IREnum) throws(TemplateError) -> String {
        let snake = CNaming.snakeCase(enumeration.id)
        if claim(enumNames(stem: snake, enumeration)) { return snake }
        try require(enumNames(stem: snake + "_enum", enumeration), for: "enum '\(enumeration.id)'")
        return snake + "_enum"
    }

    private func enumNames(stem: String, _ enumeration: IREnum) -> [String] {
        [lower(stem), lower(stem, "token"), lower(stem, "from", "token")]
            + enumeration.cases.map { upper(stem, CNaming.upperSnakeCase($0.id)) }
    }
}
