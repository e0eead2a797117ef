import IR
import RenderCore

/// Renders a C99 header and source, `<prefix>.h` and `<prefix>.c`, from `Templates/c/`, and the
/// URI runtime they use, `schemegen_runtime.h` and `schemegen_runtime.c`: the same bytes for
/// every schema, so schemas generated into one folder share one copy and link into one program.
/// The template context is described in `CContext.swift` and `CMessageContext.swift`.
public struct CBackend: Backend {
    public let language = "c"

    public let options = [
        BackendOption(
            name: "prefix",
            help: "prefix of every public C name and of the file names (default: the schema name in lowercase)",
            problem: { value in
                CNaming.isValidPrefix(value)
                    ? nil : "a C prefix is letters and digits, starting with a letter, in words joined by single underscores, and not schemegen or schemegen_..., the runtime's"
            }),
    ]

    public init() {}

    /// The runtime's file names without their extension; no prefix may spell it (`CNaming.isValidPrefix`).
    static let runtimeFileStem = "schemegen_runtime"

    /// The runtime's context, its header lines alone: nothing of any schema.
    private static let runtimeContext: TemplateValue = [
        "header": .strings(GeneratedHeader.runtimeLines.map(CNaming.commentText)),
    ]

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let prefix = options["prefix"] ?? module.name.lowercased()
        guard CNaming.isValidPrefix(prefix) else {
            throw TemplateError(
                "the C prefix '\(prefix)' must be letters and digits, starting with a letter, in words joined by single underscores, and not schemegen or schemegen_..., the runtime's",
                template: "\(language)/Header.h.mustache", line: 0)
        }
        let context = try CContext.module(module, prefix: prefix)
        let base = prefix.lowercased()
        return [
            GeneratedFile(
                path: base + ".h",
                bytes: CAPIHash.stamped(try templates.render(folder: language, name: "Header.h", context: context), prefix: prefix)),
            GeneratedFile(path: base + ".c", bytes: try templates.render(folder: language, name: "Source.c", context: context)),
            GeneratedFile(
                path: Self.runtimeFileStem + ".h", bytes: try templates.render(folder: language, name: "Runtime.h", context: Self.runtimeContext)),
            GeneratedFile(
                path: Self.runtimeFileStem + ".c", bytes: try templates.render(folder: language, name: "Runtime.c", context: Self.runtimeContext)),
        ]
    }
}
