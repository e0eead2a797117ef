import Check
import IR
import Reference

/// `schemegen explain` and `schemegen build`: the reference grammar (`Sources/Reference`) run on
/// the schema the config names, as `generate` would read it. Everything printed that holds URI or
/// schema text is JSON in ASCII, so no byte of it acts on a terminal.
extension CommandLineTool {
    /// The exit status of a URI or a message the grammar refuses, and of a failing vector file.
    static let refused = ExitCode.stale

    func runExplain(_ options: CommandLineOptions) -> ExitCode {
        let module: IRModule
        switch referenceModule(options) {
        case .success(let read): module = read
        case .failure(let failure): return failure.status
        }
        let reference = Reference(module: module)
        if let path = options.vectorsPath { return runVectors(path, reference) }
        if let messageID = options.messageID, reference.message(messageID) == nil {
            return usageError("the schema has no message '\(messageID)'; it has \(module.messages.map(\.id).joined(separator: ", "))")
        }
        let explanation = reference.explain(
            Array((options.operands.first ?? "").utf8), messageID: options.messageID, strict: options.strict)
        printJSON(explanation.json(listingAttempts: options.listAttempts))
        return explanation.parsed == nil ? Self.refused : .success
    }

    func runBuild(_ options: CommandLineOptions) -> ExitCode {
        let module: IRModule
        switch referenceModule(options) {
        case .success(let read): module = read
        case .failure(let failure): return failure.status
        }
        let reference = Reference(module: module)
        let messageID = options.operands.first ?? ""
        guard reference.message(messageID) != nil else {
            return usageError("the schema has no message '\(messageID)'; it has \(module.messages.map(\.id).joined(separator: ", "))")
        }
        guard let arguments = BuildArguments(arguments: Array(options.operands.dropFirst())) else {
            return usageError("build takes field=value arguments after the message id")
        }
        do {
            standardOutput(try reference.build(messageID, arguments, abbreviated: options.abbreviated))
            return .success
        } catch {
            printJSON(.object([JSONValue.Member("error", error.json(messageID: messageID))]))
            return Self.refused
        }
    }

    /// Each case of the file run through the reference: its failures, then `N passed, N failed`.
    private func runVectors(_ path: String, _ reference: Reference) -> ExitCode {
        guard let bytes = FileBytes.contents(of: path) else {
            standardError("schemegen: error: cannot read the vector file \(path)")
            return .usage
        }
        let cases: [VectorCase]
        do {
            cases = try VectorCase.cases(in: bytes)
        } catch {
            standardError("schemegen: error: \(path): \(error.reason)")
            return .usage
        }
        let runner = VectorRunner(reference: reference)
        var failed = 0
        for vector in cases {
            guard let failure = runner.failure(of: vector) else { continue }
            failed += 1
            standardOutput("FAIL \(path):\(vector.line) \(vector.name) (\(vector.action) \(vector.messageID)): \(failure)")
        }
        standardOutput("\(cases.count - failed) passed, \(failed) failed")
        return failed == 0 && !cases.isEmpty ? .success : Self.refused
    }

    private struct Failure: Error {
        let status: ExitCode
    }

    /// The schema read and lowered, or the status after reporting why it cannot be.
    private func referenceModule(_ options: CommandLineOptions) -> Result<IRModule, Failure> {
        guard let settings = settings(for: options) else { return .failure(Failure(status: .usage)) }
        guard let bytes = FileBytes.contents(of: settings.schemaPath) else {
            standardError("schemegen: error: cannot read the schema file \(settings.schemaPath)")
            return .failure(Failure(status: .schemaUnreadable))
        }
        do {
            return .success(try Pipeline.module(from: SchemaInput(fileName: Self.fileName(of: settings.schemaPath), bytes: bytes)))
        } catch {
            for diagnostic in error.diagnostics { printDiagnostic(diagnostic, file: settings.schemaPath) }
            standardError("schemegen: \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s") in \(settings.schemaPath)")
            return .failure(Failure(status: .schemaError))
        }
    }

    private func usageError(_ message: String) -> ExitCode {
        standardError("schemegen: error: \(message)")
        standardError("Run 'schemegen --help' for usage.")
        return .usage
    }

    private func printJSON(_ value: JSONValue) {
        value.text.split(separator: "\n").forEach { standardOutput(String($0)) }
    }
}
