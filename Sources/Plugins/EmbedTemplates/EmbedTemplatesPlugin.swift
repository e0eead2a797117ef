import Foundation
import PackagePlugin

/// Compiles the package's top-level `Templates/` folder into the target as string constants, so
/// the built `schemegen` works from any directory and needs no resource bundle beside it.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ into \(target.name)",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [templates.path, output.path],
                inputFiles: try templateFiles(in: templates),
                outputFiles: [output]
            ),
        ]
    }

    private func templateFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey]
        ) else { return [] }
        return try enumerator.compactMap { item in
            guard let url = item as? URL else { return nil }
            return try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true ? url : nil
        }
    }
}
