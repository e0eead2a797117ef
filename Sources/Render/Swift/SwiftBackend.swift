import IR
import RenderCore

/// Renders the Swift files from `Templates/swift/`: `<Name>.swift`, the bindings; when the schema
/// has apps, `<Name>-LSApplicationQueriesSchemes.plist`, the Info.plist entry that lets iOS answer
/// `canOpenURL` for their schemes; and when messages are addressed to apps, `<Name>Launcher.swift`,
/// which opens a message in its app or the app's App Store page; and `SchemegenRuntime.swift`, the
/// error type and codec every schema in the module shares, the same bytes for every schema. The context is described in
/// `SwiftContext.swift`. `--swift-platform-files no` leaves out the property list and the
/// launcher, for a library target or a server that only builds and parses URIs;
/// `--swift-access internal` makes every declaration internal, for bindings compiled into the
/// app's own module.
public struct SwiftBackend: Backend {
    public let language = "swift"

    public let options = [
        BackendOption(
            name: "platform-files",
            help: "yes (default) or no: whether to write the iOS launcher and the LSApplicationQueriesSchemes property list.",
            problem: { ["yes", "no"].contains($0) ? nil : "platform-files is yes or no" }),
        BackendOption(
            name: "access",
            help: "public (default) or internal: the access level of every generated declaration.",
            problem: { SwiftAccess(rawValue: $0) == nil ? "access is public or internal" : nil }),
    ]

    public init() {}

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        let context = SwiftContext.module(module, access: options["access"].flatMap(SwiftAccess.init) ?? .public)
        var files = [
            GeneratedFile(
                path: "\(module.name).swift", bytes: try templates.render(folder: language, name: "Module.swift", context: context)),
            GeneratedFile(
                path: "SchemegenRuntime.swift", bytes: try templates.render(folder: language, name: "Runtime.swift", context: SwiftContext.runtime)),
        ]
        guard options["platform-files"] != "no" else { return files }
        if !module.apps.isEmpty {
            files.append(GeneratedFile(
                path: "\(module.name)-LSApplicationQueriesSchemes.plist",
                bytes: try templates.render(folder: language, name: "QueriesSchemes.plist", context: context)))
        }
        if !module.apps.isEmpty, module.pipeMessages.contains(where: { $0.pipe.address == .app }) {
            files.append(GeneratedFile(
                path: "\(module.name)Launcher.swift",
                bytes: try templates.render(folder: language, name: "Launcher.swift", context: context)))
        }
        return files
    }
}
