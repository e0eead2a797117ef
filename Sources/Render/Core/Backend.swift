import IR

/// One target language: reads the IR, renders its templates, returns the files to write.
/// A backend knows nothing of the other backends, the schema, or the file system.
public protocol Backend: Sendable {
    /// The `--lang` name and the folder of its templates under `Templates/`.
    var language: String { get }
    /// Settings a user may give as `--<language>-<name> VALUE` (for example `--kotlin-package`).
    var options: [BackendOption] { get }
    /// `options` holds the values the user set, keyed by option name; absent ones take defaults.
    func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile]
    /// `files`, what `render` returned for the same module and options, arranged as a package the
    /// language's own build tool builds with no glue (`generate --layout package`): the files
    /// moved where that tool looks for them, with its manifests and a README beside them.
    func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout
}

extension Backend {
    public var options: [BackendOption] { [] }
}

/// A setting of one backend, with the help text `--help` prints for it.
public struct BackendOption: Sendable {
    public let name: String
    public let help: String
    /// Why a value cannot be used, or nil when it can; the driver asks before rendering, so a bad
    /// value is a usage error rather than a failed render.
    public let problem: @Sendable (String) -> String?

    public init(name: String, help: String, problem: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.name = name
        self.help = help
        self.problem = problem
    }
}

/// A file a backend produced, with a path relative to the language's output folder.
public struct GeneratedFile: Equatable, Sendable {
    public let path: String
    /// The file's bytes as its render wrote them; moving a file to another path shares them.
    public let bytes: RenderedText

    public init(path: String, bytes: RenderedText) {
        self.path = path
        self.bytes = bytes
    }

    /// The file's text, copied out of `bytes`.
    public var contents: String { bytes.string }
}
