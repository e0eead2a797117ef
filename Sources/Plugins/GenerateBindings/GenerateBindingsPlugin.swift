import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-bindings [schemegen arguments]`
///
/// Runs `schemegen` in the root of the package the command is invoked on, so a Swift package
/// can regenerate (or `--check`) its bindings without installing the tool. With no arguments it
/// runs a plain `schemegen generate`, which reads `schemegen.json` when the package has one.
@main
struct GenerateBindingsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "schemegen").url
        process.arguments = arguments.isEmpty ? ["generate"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("schemegen exited with status \(process.terminationStatus)")
            throw GenerateBindingsError(status: process.terminationStatus)
        }
    }
}

struct GenerateBindingsError: Error, CustomStringConvertible {
    let status: Int32

    var description: String { "schemegen exited with status \(status)" }
}
