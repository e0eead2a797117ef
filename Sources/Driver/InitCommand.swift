import Foundation

extension CommandLineTool {
    /// `schemegen init [--out DIR]`: writes the starter schema and config into DIR (the current
    /// folder by default), so `schemegen generate` run there has something to generate. An
    /// existing file of either name is left alone and nothing is written (exit 73, as for a
    /// hand-written file in generate's output).
    func runInit(_ options: CommandLineOptions) -> ExitCode {
        let folder = URL(fileURLWithPath: options.outputPath ?? ".", isDirectory: true)
        let files = [(StarterFiles.schemaName, StarterFiles.schema), (StarterFiles.configName, StarterFiles.config)]
        let existing = files.map { folder.appendingPathComponent($0.0).path }.filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            for path in existing { standardError("schemegen: error: \(path) already exists") }
            standardError("schemegen: init overwrites nothing; move those files or choose another folder with --out")
            return .outputError
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files {
                // withoutOverwriting: a file made since the check above is still left alone.
                try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .withoutOverwriting)
                standardOutput("wrote \(folder.appendingPathComponent(name).path)")
            }
        } catch {
            standardError("schemegen: error: \(error.localizedDescription)")
            return .outputError
        }
        standardOutput("schemegen: run 'schemegen generate' in \(folder.path) to generate the code")
        return .success
    }
}
