import Foundation
import PackagePlugin

/// Generates a target's Swift bindings during `swift build`, as swift-openapi-generator does:
/// add `plugins: [.plugin(name: "SchemegenBuildTool", package: "schemegen")]` to a target holding
/// a schema file named `schema.json` or `<anything>.schema.json`, and the target compiles the
/// code schemegen generates from it; nothing is written into the package.
///
/// SwiftPM needs every output's name before the build runs, so the plugin reads the schema's
/// `name` (the module name, which names the files) and asks schemegen for the Swift bindings only
/// (`--swift-platform-files no`: no launcher, no property list, which a library target has no use for).
@main
struct SchemegenBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try SchemaCommands.commands(
            schemas: target.sourceFiles.map(\.url).filter(SchemaCommands.isSchema),
            tool: try context.tool(named: "schemegen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SchemegenBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try SchemaCommands.commands(
            schemas: target.inputFiles.map(\.url).filter(SchemaCommands.isSchema),
            tool: try context.tool(named: "schemegen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// One build command per schema file of a target.
enum SchemaCommands {
    static func isSchema(_ url: URL) -> Bool {
        url.lastPathComponent == "schema.json" || url.lastPathComponent.hasSuffix(".schema.json")
    }

    /// Every schema's run writes the URI runtime beside its bindings, the same file for each;
    /// only the first command names it as an output, so the target compiles one copy.
    static func commands(schemas: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        try schemas.enumerated().map { index, schema in
            let name = try moduleName(of: schema)
            let output = workDirectory.appending(path: name)
            return .buildCommand(
                displayName: "schemegen: Swift bindings for \(schema.lastPathComponent)",
                executable: tool,
                arguments: [
                    "generate", "--schema", schema.path, "--lang", "swift", "--swift-platform-files", "no",
                    "--out", output.path,
                ],
                inputFiles: [schema],
                outputFiles: [output.appending(path: "swift/\(name).swift")]
                    + (index == 0 ? [output.appending(path: "swift/SchemegenRuntime.swift")] : []))
        }
    }

    /// The schema's `name`; schemegen itself checks it (and everything else) when it runs.
    private static func moduleName(of schema: URL) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: schema))
        guard let name = (object as? [String: Any])?["name"] as? String,
            !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            throw SchemaNameError(schema: schema.path)
        }
        return name
    }
}

struct SchemaNameError: Error, CustomStringConvertible {
    let schema: String

    var description: String { "\(schema): no usable \"name\" (schemegen requires an UpperCamelCase name)" }
}
