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

    /// Renders every requested language; the first template error stops all of them.
    /// `options` maps a language to the values of its backend options.
    public static func render(
        _ module: IRModule, backends: [any Backend], options: [String: [String: String]] = [:], templates: TemplateStore
    ) throws(TemplateError) -> [RenderedFile] {
        var files: [RenderedFile] = []
        for backend in backends {
            for file in try backend.render(module, options: options[backend.language] ?? [:], templates: templates) {
                files.append(RenderedFile(language: backend.language, path: file.path, contents: file.contents))
            }
        }
        return files
    }
}
