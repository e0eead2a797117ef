import IR

/// One target language: reads the IR, renders its templates, returns the files to write.
/// A backend knows nothing of the other backends, the schema, or the file system.
public protocol Backend: Sendable {
    /// The `--lang` name and the folder of its templates under `Templates/`.
    var language: String { get }
    func render(_ module: IRModule, templates: TemplateStore) throws(TemplateError) -> [GeneratedFile]
}

/// A file a backend produced, with a path relative to the language's output folder.
public struct GeneratedFile: Equatable, Sendable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
