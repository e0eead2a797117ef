import IR
import RenderCore

/// The protocol reference for the people who call a protocol (`schemegen docs`): one Markdown
/// file, `<Name>.md`, rendered from `Templates/docs/Protocol.md.mustache`. Not a language: the
/// driver renders it only for the `docs` command, into its own folder.
public struct DocsBackend: Backend {
    public let language = "docs"

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let bytes = try templates.render(folder: language, name: "Protocol.md", context: TemplateValue(ProtocolDocsContext(module)))
        return [GeneratedFile(path: "\(module.name).md", bytes: bytes)]
    }

    /// The reference is one file wherever it goes: no package around it.
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        PackageLayout(files: files, buildFolders: [])
    }
}
