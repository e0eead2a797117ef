import IR
import RenderCore

/// Renders one TypeScript ES module, `<name>.ts` (`officeLink.ts`), from `Templates/typescript/`.
/// The template context is described in `TypeScriptContext.swift`.
public struct TypeScriptBackend: Backend {
    public let language = "typescript"

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let source = try templates.render(folder: language, name: "Module.ts", context: TypeScriptContext.module(module))
        return [GeneratedFile(path: TypeScriptNaming.fileName(module.name), bytes: source)]
    }
}
