import IR
import RenderCore

/// Renders the TypeScript ES modules from `Templates/typescript/`: `<name>.ts` (`officeLink.ts`),
/// the schema's declarations, and `schemegenRuntime.ts`, the error type and URI codec every module
/// in the folder imports (`./schemegenRuntime.js`), the same bytes for every schema. The module's
/// declarations are rendered first, then the lines above them, whose imports name the runtime's
/// members the declarations use (`TypeScriptRuntimeImports`). The template context is described
/// in `TypeScriptContext.swift`.
public struct TypeScriptBackend: Backend {
    public let language = "typescript"

    /// The runtime's file name, the same in every output folder.
    public static let runtimeFileName = "schemegenRuntime.ts"

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let runtime = try templates.render(folder: language, name: "Runtime.ts", context: TypeScriptContext.runtime)
        var context = TypeScriptContext.module(module)
        let declarations = try templates.render(folder: language, name: "Declarations.ts", context: .object(context))
        let imports = TypeScriptRuntimeImports(declarations: declarations, runtime: runtime)
        context["hasRuntimeValues"] = .bool(!imports.values.isEmpty)
        context["runtimeValues"] = .strings(imports.values)
        context["hasRuntimeTypes"] = .bool(!imports.types.isEmpty)
        context["runtimeTypes"] = .strings(imports.types)
        let head = try templates.render(folder: language, name: "Module.ts", context: .object(context))
        return [
            GeneratedFile(path: TypeScriptNaming.fileName(module.name), bytes: RenderedText(head.string + declarations.string)),
            GeneratedFile(path: Self.runtimeFileName, bytes: runtime),
        ]
    }
}
