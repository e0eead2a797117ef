import Check
import Evolution

/// One version of a schema to compare: how messages name it (a path, or `REV:path`) and its bytes.
public struct SchemaVersion: Sendable {
    public let label: String
    public let bytes: [UInt8]

    public init(label: String, bytes: [UInt8]) {
        self.label = label
        self.bytes = bytes
    }
}

/// `schemegen breaking` once both versions are read: checks each, compares them, and words the
/// outcome. Public so the evolution goldens run exactly what the command prints.
public enum BreakingCheck {
    public struct Outcome: Sendable {
        /// The report: a line per change, then the summary (standard output).
        public let report: [String]
        /// Each broken version's diagnostics (standard error).
        public let errors: [String]
        public let status: ExitCode
    }

    public static func run(old: SchemaVersion, new: SchemaVersion, wireOnly: Bool) -> Outcome {
        var errors: [String] = []
        var schemas: [Schema] = []
        for version in [old, new] {
            do {
                schemas.append(try Pipeline.schema(from: version.bytes))
            } catch {
                errors += error.diagnostics.flatMap { $0.formatted(file: version.label).split(separator: "\n").map(String.init) }
                let count = error.diagnostics.count
                errors.append("schemegen: \(count) error\(count == 1 ? "" : "s") in \(DiagnosticText.path(version.label)); nothing was compared")
            }
        }
        guard errors.isEmpty else { return Outcome(report: [], errors: errors, status: .schemaError) }
        let report = EvolutionReport(changes: SchemaComparison.changes(from: schemas[0], to: schemas[1]), wireOnly: wireOnly)
        return Outcome(
            report: report.lines(oldFile: old.label, newFile: new.label), errors: [],
            status: report.fails ? .breakingChanges : .success)
    }
}

extension ExitCode {
    /// `breaking` found a change that breaks: like stale output, a check that did not pass.
    public static let breakingChanges = ExitCode.stale
}
