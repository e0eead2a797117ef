import Load

/// A checked `schemegen.json`: what a plain `schemegen` run in a repository generates, and where.
/// Paths are as written, relative to the config file's folder.
public struct Config: Sendable, Equatable {
    public let schema: String?
    public let languages: [String]?
    /// The folder each language goes into by default, as `<out>/<language>`.
    public let out: String?
    /// Per-language output folders, overriding `<out>/<language>`.
    public let outputs: [String: String]
    /// Backend options by language, then option name (`{"kotlin": {"package": "…"}}`).
    public let options: [String: [String: String]]
    /// `drop-in` (loose source files) or `package` (a package per language); nil when not given.
    public let layout: String?
    /// The version the package layout's manifests carry: `MAJOR.MINOR.PATCH`, digits only, as
    /// CMake's `project(VERSION)` needs.
    public let packageVersion: String?
    /// The `registration` section, for `schemegen registration`.
    public let registration: RegistrationConfig?

    /// The values `layout` may take.
    public static let layouts = ["drop-in", "package"]
}

/// Checks a config file against the languages and backend options this build knows.
public enum ConfigChecker {
    /// - Parameter backends: every language and the option names its backend accepts.
    public static func check(_ root: JSONNode, backends: [String: [String]]) throws(CheckFailure) -> Config {
        let diagnostics = DiagnosticCollector()
        let config = read(root, backends: backends, diagnostics: diagnostics)
        guard let config, diagnostics.diagnostics.isEmpty else { throw CheckFailure(diagnostics: diagnostics.sorted) }
        return config
    }

    private static func read(_ root: JSONNode, backends: [String: [String]], diagnostics: DiagnosticCollector) -> Config? {
        guard let object = ObjectReader(root, what: "the config", diagnostics: diagnostics) else { return nil }
        _ = object.string("$schema", required: false)
        let schema = object.string("schema", required: false)
        let out = object.string("out", required: false)
        let languages = object.array("languages", required: false).map { list in
            list.value.compactMap { language($0, backends: backends, diagnostics: diagnostics) }
        }
        let outputs = stringMap(object.node("outputs", required: false), what: "'outputs'", diagnostics: diagnostics) { key, location in
            checkLanguage(key, at: location, backends: backends, diagnostics: diagnostics)
        }
        let options = backendOptions(object.node("options", required: false), backends: backends, diagnostics: diagnostics)
        let layout = object.string("layout", required: false)
        if let layout, !Config.layouts.contains(layout.value) {
            diagnostics.error("unknown layout '\(layout.value)'; expected 'drop-in' or 'package'", at: layout.location)
        }
        let packageVersion = object.string("packageVersion", required: false)
        if let packageVersion, !isPackageVersion(packageVersion.value) {
            diagnostics.error(
                "'packageVersion' must be MAJOR.MINOR.PATCH in digits, such as 1.2.0, found '\(packageVersion.value)'",
                at: packageVersion.location)
        }
        let registration = object.node("registration", required: false).flatMap { RegistrationConfig.read($0, diagnostics: diagnostics) }
        object.finish()
        return Config(
            schema: schema?.value, languages: languages, out: out?.value, outputs: outputs, options: options,
            layout: layout?.value, packageVersion: packageVersion?.value, registration: registration)
    }

    /// Three dot-separated numbers without leading zeros.
    static func isPackageVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 9 && part.allSatisfy { ("0"..."9").contains($0) } && (part == "0" || part.first != "0")
        }
    }

    private static func language(_ node: JSONNode, backends: [String: [String]], diagnostics: DiagnosticCollector) -> String? {
        guard case .string(let name) = node.value else {
            diagnostics.error("'languages' must hold language names (strings), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return checkLanguage(name, at: node.location, backends: backends, diagnostics: diagnostics) ? name : nil
    }

    private static func checkLanguage(
        _ name: String, at location: SourceLocation, backends: [String: [String]], diagnostics: DiagnosticCollector
    ) -> Bool {
        guard backends[name] != nil else {
            diagnostics.error("unknown language '\(name)'; expected one of: \(backends.keys.sorted().joined(separator: ", "))", at: location)
            return false
        }
        return true
    }

    private static func backendOptions(
        _ node: JSONNode?, backends: [String: [String]], diagnostics: DiagnosticCollector
    ) -> [String: [String: String]] {
        guard let node else { return [:] }
        guard case .object(let members) = node.value else {
            diagnostics.error("'options' must be an object, found \(node.value.kindDescription)", at: node.location)
            return [:]
        }
        var options: [String: [String: String]] = [:]
        for member in members where checkLanguage(member.key, at: member.keyLocation, backends: backends, diagnostics: diagnostics) {
            let known = backends[member.key] ?? []
            options[member.key] = stringMap(member.value, what: "'options.\(member.key)'", diagnostics: diagnostics) { name, location in
                guard known.contains(name) else {
                    let expected = known.isEmpty ? "it has none" : "expected " + known.map { "'\($0)'" }.joined(separator: ", ")
                    diagnostics.error("unknown \(member.key) option '\(name)'; \(expected)", at: location)
                    return false
                }
                return true
            }
        }
        return options
    }

    /// An object of string values whose keys pass `acceptKey`.
    private static func stringMap(
        _ node: JSONNode?, what: String, diagnostics: DiagnosticCollector, acceptKey: (String, SourceLocation) -> Bool
    ) -> [String: String] {
        guard let node else { return [:] }
        guard case .object(let members) = node.value else {
            diagnostics.error("\(what) must be an object, found \(node.value.kindDescription)", at: node.location)
            return [:]
        }
        var map: [String: String] = [:]
        for member in members where acceptKey(member.key, member.keyLocation) {
            guard case .string(let value) = member.value.value else {
                diagnostics.error("'\(member.key)' in \(what) must be a string, found \(member.value.value.kindDescription)", at: member.value.location)
                continue
            }
            map[member.key] = value
        }
        return map
    }
}
