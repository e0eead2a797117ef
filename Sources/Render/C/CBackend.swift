import IR
import RenderCore

/// Renders a C99 header and source, `<prefix>.h` and `<prefix>.c`, from `Templates/c/`.
/// The template context is described in `CContext.swift` and `CMessageContext.swift`.
public struct CBackend: Backend {
    public let language = "c"

    public let options = [
        BackendOption(
            name: "prefix",
            help: "prefix of every public C name and of the file names (default: the schema name in lowercase)",
            problem: { value in
                CNaming.isValidPrefix(value)
                    ? nil : "a C prefix is letters and digits, starting with a letter, in words joined by single underscores"
            }),
    ]

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let prefix = options["prefix"] ?? module.name.lowercased()
        guard CNaming.isValidPrefix(prefix) else {
            throw TemplateError(
                "the C prefix '\(prefix)' must be letters and digits, starting with a letter, in words joined by single underscores",
                template: "\(language)/Header.h.mustache", line: 0)
        }
        let context = try CContext.module(module, prefix: prefix)
        let base = prefix.lowercased()
        return [
            GeneratedFile(
                path: base + ".h",
                bytes: CAPIHash.stamped(try templates.render(folder: language, name: "Header.h", context: context), prefix: prefix)),
            GeneratedFile(path: base + ".c", bytes: try templates.render(folder: language, name: "Source.c", context: context)),
        ]
    }
}
