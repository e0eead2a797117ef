import IR

/// One language's output as a package (`generate --layout package`).
public struct PackageLayout: Equatable, Sendable {
    /// The package version when the config gives no `packageVersion`: a schema has no version.
    public static let defaultVersion = "0.0.0"

    public let files: [GeneratedFile]
    /// Folders, relative to the package, that its build tool writes into (`dist`, `build`). Build
    /// outputs can copy the generated header (tsc keeps comments, CMake configures the pkg-config
    /// file), so the writer must not take them for generated files it no longer produces.
    public let buildFolders: [String]

    public init(files: [GeneratedFile], buildFolders: [String]) {
        self.files = files
        self.buildFolders = buildFolders
    }

    /// The context members every package's README and manifests share: the README's header,
    /// the schema's name, doc and schema reference, and the version sentence. A backend adds its own.
    public static func sharedContext(
        _ module: IRModule, version: String, templates: TemplateStore
    ) throws(TemplateError) -> TemplateObject {
        [
            "readmeHeader": PackageReadme.header(module),
            "name": .string(module.name),
            "version": .string(version),
            "docLines": PackageReadme.docLines(module.doc),
            "versionNote": .string(PackageReadme.versionNote(version)),
            "reference": .string(try PackageReadme.reference(module, templates: templates)),
        ]
    }

    /// The files a package adds around the generated ones, each rendered from the template
    /// `template` of `folder` with `context`, at `path`.
    public static func render(
        _ files: KeyValuePairs<String, String>, folder: String, context: TemplateObject, templates: TemplateStore
    ) throws(TemplateError) -> [GeneratedFile] {
        var rendered: [GeneratedFile] = []
        for (path, template) in files {
            rendered.append(GeneratedFile(path: path, bytes: try templates.render(folder: folder, name: template, context: .object(context))))
        }
        return rendered
    }
}
