import IR
import RenderCore

/// Renders one Swift file, `<Name>.swift`, from `Templates/swift/`.
/// The template context is described in `SwiftContext.swift`.
public struct SwiftBackend: Backend {
    public let language = "swift"

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let contents = try templates.render(folder: language, name: "Module.swift", context: SwiftContext.module(module))
        return [GeneratedFile(path: "\(module.name).swift", contents: contents)]
    }
}
