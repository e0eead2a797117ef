import IR
import RenderCore

/// Renders one Kotlin/JVM file, `<package path>/<Name>.kt`, from `Templates/kotlin/`; beside it the
/// URI runtime it uses, `<package path>/SchemegenRuntime.kt`, the same bytes for every schema
/// generated into the package; and, when some app has a Play package, an Android manifest fragment,
/// `<package path>/AndroidManifest-queries.xml`, that declares those packages (Android 11+
/// package visibility) for the manifest merger. The template contexts are described in
/// `KotlinContext.swift`.
public struct KotlinBackend: Backend {
    public let language = "kotlin"

    public let options = [
        BackendOption(
            name: "package",
            help: "The Kotlin package of the generated code (default: the schema name in lowercase, e.g. officelink).",
            problem: { value in
                KotlinNaming.packageName(option: value, moduleName: "") == nil
                    ? "a Kotlin package is identifiers separated by dots" : nil
            }),
    ]

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        guard let package = KotlinNaming.packageName(option: options["package"], moduleName: module.name) else {
            throw TemplateError(
                "'\(options["package"] ?? "")' is not a Kotlin package name (identifiers separated by dots)",
                template: "--kotlin-package", line: 0)
        }
        let source = try templates.render(folder: language, name: "Module.kt", context: KotlinContext.module(module, package: package))
        let folder = KotlinNaming.folder(of: package)
        let runtime = try templates.render(folder: language, name: "Runtime.kt", context: KotlinContext.runtime(package: package))
        var files = [
            GeneratedFile(path: "\(folder)/\(module.name).kt", bytes: source),
            GeneratedFile(path: "\(folder)/\(Self.runtimeFileName)", bytes: runtime),
        ]
        if module.apps.contains(where: { $0.playPackage != nil }) {
            let manifest = try templates.render(folder: language, name: "AndroidManifest.xml", context: KotlinContext.manifest(module))
            files.append(GeneratedFile(path: "\(folder)/\(Self.manifestFileName)", bytes: manifest))
        }
        return files
    }

    /// The manifest fragment's file name, beside the Kotlin file.
    public static let manifestFileName = "AndroidManifest-queries.xml"

    /// The URI runtime's file name, beside the Kotlin file: the error type and the codecs every
    /// schema generated into the package shares, so two schemas there compile together.
    public static let runtimeFileName = "SchemegenRuntime.kt"
}
