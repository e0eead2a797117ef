import Foundation

extension CommandLineTool {
    /// `schemegen breaking`: reads the schema (the config's, as `generate` does) and its earlier
    /// version (a file, or the schema's own path at a git revision), then prints the comparison.
    func runBreaking(_ options: CommandLineOptions) -> ExitCode {
        guard let settings = settings(for: options) else { return .usage }
        guard let newBytes = FileBytes.contents(of: settings.schemaPath) else {
            standardError("schemegen: error: cannot read the schema file \(settings.schemaPath)")
            return .schemaUnreadable
        }
        let old: SchemaVersion
        if let revision = options.againstRevision {
            do {
                old = SchemaVersion(
                    label: "\(revision):\(settings.schemaPath)", bytes: try GitRevision.contents(of: settings.schemaPath, at: revision))
            } catch {
                standardError("schemegen: error: \(error.message)")
                return .schemaUnreadable
            }
        } else {
            let path = options.againstPath ?? ""
            guard let bytes = FileBytes.contents(of: path) else {
                standardError("schemegen: error: cannot read the schema file \(path)")
                return .schemaUnreadable
            }
            old = SchemaVersion(label: path, bytes: bytes)
        }
        let outcome = BreakingCheck.run(
            old: old, new: SchemaVersion(label: settings.schemaPath, bytes: newBytes), wireOnly: options.wireOnly)
        outcome.errors.forEach(standardError)
        outcome.report.forEach(standardOutput)
        return outcome.status
    }
}
