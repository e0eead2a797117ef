import Check
import IR
import Load
import Lower
import RenderCore

/// A schema file's name and bytes: the pipeline's only input besides the templates.
public struct SchemaInput: Sendable {
    public let fileName: String
    public let bytes: [UInt8]

    public init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }
}

/// Everything wrong with a schema, as located diagnostics.
public struct SchemaError: Error, Sendable {
    public let diagnostics: [Diagnostic]
}

/// A generated file with its path inside its language's output folder.
public struct RenderedFile: Equatable, Sendable {
    public let language: String
    public let path: String
    public let contents: String

    /// Where the file goes under a shared output folder: `swift/OfficeLink.swift`.
    public var pathUnderSharedFolder: String { "\(language)/\(path)" }
}

/// How each language's files are laid out in its output folder.
public enum OutputLayout: String, Sendable {
    /// Source files to add to a project of one's own: what `render` writes.
    case dropIn = "drop-in"
    /// A package its language's build tool builds, from each backend's `package`.
    case package
}

/// Everything a run writes, and the folders the packages' build tools write into, by language.
public struct RenderedOutput: Sendable {
    public let files: [RenderedFile]
    /// Relative to each language's output folder; the writer leaves them alone.
    public let buildFolders: [String: [String]]
}

/// The stages in order: load -> check -> lower -> render. Writing is the caller's last step,
/// so everything is rendered in memory first and nothing is written if any stage fails.
public enum Pipeline {
    /// Load and check a schema (what `generate` and `breaking` both start with).
    public static func schema(from bytes: [UInt8]) throws(SchemaError) -> Schema {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SchemaError(diagnostics: [Diagnostic(.error, error.message, at: error.location)])
        }
        do {
            return try SchemaChecker.check(root)
        } catch {
            throw SchemaError(diagnostics: error.diagnostics)
        }
    }

    /// Load, check and lower a schema.
    public static func module(from input: SchemaInput) throws(SchemaError) -> IRModule {
        let schema = try schema(from: input.bytes)
        let provenance = Provenance(
            generatorVersion: SchemegenVersion.current,
            schemaFileName: input.fileName,
            schemaSHA256: SHA256.hexDigest(input.bytes))
        return Lowering.lower(schema, provenance: provenance)
    }

    /// Renders every requested language in the drop-in layout; a template error in any of them
    /// fails the whole render. `options` maps a language to the values of its backend options.
    public static func render(
        _ module: IRModule, backends: [any Backend], options: [String: [String: String]] = [:], templates: TemplateStore
    ) throws(TemplateError) -> [RenderedFile] {
        try output(module, backends: backends, options: options, layout: .dropIn, templates: templates).files
    }

    /// Renders every requested language in `layout`, the languages concurrently; `packageVersion` is
    /// the version the package layout's manifests carry. When several languages fail, the error is
    /// the first one's in `backends` order, as if they had rendered one after another.
    public static func output(
        _ module: IRModule, backends: [any Backend], options: [String: [String: String]] = [:], layout: OutputLayout,
        packageVersion: String = PackageLayout.defaultVersion, templates: TemplateStore
    ) throws(TemplateError) -> RenderedOutput {
        let outputs = backends.concurrentMap { backend in
            do throws(TemplateError) {
                return try languageOutput(
                    backend, module, options: options[backend.language] ?? [:], layout: layout, packageVersion: packageVersion,
                    templates: templates)
            } catch {
                return .failed(error)
            }
        }
        var files: [RenderedFile] = []
        var buildFolders: [String: [String]] = [:]
        for (backend, output) in zip(backends, outputs) {
            switch output {
            case .failed(let error):
                throw error
            case .rendered(let rendered, let folders):
                buildFolders[backend.language] = folders
                for file in rendered {
                    files.append(RenderedFile(language: backend.language, path: file.path, contents: file.contents))
                }
            }
        }
        return RenderedOutput(files: files, buildFolders: buildFolders)
    }

    /// One language's files in `layout`, and its package's build folders (nil in the drop-in layout).
    private static func languageOutput(
        _ backend: any Backend, _ module: IRModule, options: [String: String], layout: OutputLayout, packageVersion: String,
        templates: TemplateStore
    ) throws(TemplateError) -> LanguageOutput {
        let rendered = try backend.render(module, options: options, templates: templates)
        guard layout == .package else { return .rendered(files: rendered, buildFolders: nil) }
        let package = try backend.package(rendered, of: module, options: options, version: packageVersion, templates: templates)
        return .rendered(files: package.files, buildFolders: package.buildFolders)
    }

    /// What rendering one language came to. Its own type rather than a `Result`: the first
    /// `Result<…, TemplateError>` of a run costs the Swift runtime a search of every protocol
    /// conformance in the binary (for `TemplateError: Error`), a few percent of a whole run.
    private enum LanguageOutput: Sendable {
        /// The files, and the package's build folders (nil in the drop-in layout).
        case rendered(files: [GeneratedFile], buildFolders: [String]?)
        case failed(TemplateError)
    }
}
