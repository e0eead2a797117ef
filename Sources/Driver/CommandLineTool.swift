import Check
import DocsBackend
import Foundation
import IR
import RegistrationBackend
import RenderCore
import Write

/// The `schemegen` command: parses arguments, runs the pipeline, reports, returns the exit code.
/// Output goes through the two closures so tests can run it in-process.
public struct CommandLineTool {
    let standardOutput: (String) -> Void
    let standardError: (String) -> Void

    /// Each call prints one line, escaped here (`DiagnosticText.escaped`, line breaks included):
    /// paths from the command line and config, option values, and file contents in `--check`
    /// diffs reach the log too, and a build log acts on control characters and escape sequences.
    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = { standardOutput(DiagnosticText.escaped($0)) }
        self.standardError = { standardError(DiagnosticText.escaped($0)) }
    }

    /// A diagnostic and its notes, one line each (their text is escaped already).
    func printDiagnostic(_ diagnostic: Diagnostic, file: String) {
        diagnostic.formatted(file: file).split(separator: "\n").forEach { standardError(String($0)) }
    }

    /// Every language and the option names its backend accepts.
    private static let backendOptionNames = Dictionary(
        uniqueKeysWithValues: Backends.all.map { ($0.language, $0.options.map(\.name)) })

    public func run(_ arguments: [String]) -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments, backends: Self.backendOptionNames)
        } catch {
            standardError("schemegen: error: \(error.message)")
            standardError("Run 'schemegen --help' for usage.")
            return .usage
        }
        switch options.action {
        case .help:
            let backendOptions = Backends.all.flatMap { backend in
                backend.options.map { (flag: "\(backend.language)-\($0.name)", help: $0.help) }
            }
            CommandLineOptions.help(languages: Backends.languages, backendOptions: backendOptions)
                .split(separator: "\n", omittingEmptySubsequences: false).forEach { standardOutput(String($0)) }
            return .success
        case .version:
            standardOutput("schemegen \(SchemegenVersion.current)")
            return .success
        case .generate, .validate, .docs, .registration:
            return runPipeline(options)
        case .breaking:
            return runBreaking(options)
        case .initialize:
            return runInit(options)
        case .explain:
            return runExplain(options)
        case .build:
            return runBuild(options)
        }
    }

    /// The options merged with the config file; nil, after reporting why, when the config is
    /// unreadable or invalid.
    func settings(for options: CommandLineOptions) -> Settings? {
        // `docs` and `registration` write their own folders beside the languages', which they leave alone.
        let docs = [DocsBackend().language: [String]()]
        let registration = [RegistrationBackend().language: [String]()]
        let (outputs, others) = switch options.action {
        case .docs: (docs, Self.backendOptionNames.merging(registration) { own, _ in own })
        case .registration: (registration, Self.backendOptionNames.merging(docs) { own, _ in own })
        default: (Self.backendOptionNames, docs.merging(registration) { own, _ in own })
        }
        do {
            return try Settings.resolve(options, backends: outputs, otherOutputs: others)
        } catch {
            switch error {
            case .unreadable(let path):
                standardError("schemegen: error: cannot read the config file \(path)")
            case .invalid(let path, let diagnostics):
                for diagnostic in diagnostics { printDiagnostic(diagnostic, file: path) }
                standardError("schemegen: \(path) is not a valid config; nothing was written")
            }
            return nil
        }
    }

    private func runPipeline(_ options: CommandLineOptions) -> ExitCode {
        guard var settings = settings(for: options) else { return .usage }
        if options.action == .registration {
            guard let appID = options.appID ?? settings.registration?.app else {
                standardError("schemegen: error: registration needs --app APP-ID (or \"registration\": {\"app\": ...} in the config)")
                standardError("Run 'schemegen --help' for usage.")
                return .usage
            }
            settings.backendOptions[RegistrationBackend().language] = RegistrationOptions.values(appID: appID, config: settings.registration)
        }
        if let problem = Self.optionProblem(settings.backendOptions) {
            standardError("schemegen: error: \(problem)")
            return .usage
        }
        let backends: [any Backend]
        let templates: TemplateStore
        do {
            backends = switch options.action {
            case .docs: [DocsBackend()]
            case .registration: [RegistrationBackend()]
            default: try selectBackends(settings.languages)
            }
            templates = try options.templatesPath.map { try TemplateStore(directory: URL(fileURLWithPath: $0)) } ?? .bundled
        } catch let error as CommandLineOptions.UsageError {
            standardError("schemegen: error: \(error.message)")
            return .usage
        } catch {
            standardError("schemegen: error: cannot read the templates folder \(options.templatesPath ?? ""): \(error.localizedDescription)")
            return .usage
        }
        guard let bytes = FileBytes.contents(of: settings.schemaPath) else {
            standardError("schemegen: error: cannot read the schema file \(settings.schemaPath)")
            return .schemaUnreadable
        }
        let input = SchemaInput(fileName: Self.fileName(of: settings.schemaPath), bytes: bytes)
        let module: IRModule
        do {
            module = try Pipeline.module(from: input)
        } catch {
            for diagnostic in error.diagnostics { printDiagnostic(diagnostic, file: settings.schemaPath) }
            let count = error.diagnostics.count
            standardError("schemegen: \(count) error\(count == 1 ? "" : "s") in \(settings.schemaPath); nothing was written")
            return .schemaError
        }
        if options.action == .registration {
            let values = settings.backendOptions[RegistrationBackend().language] ?? [:]
            guard let appID = values["app"], module.apps.contains(where: { $0.id == appID }) else {
                let known = module.apps.map(\.id)
                let appID = values["app"] ?? ""
                standardError("schemegen: error: " + Suggestion.appended(
                    to: "unknown app '\(appID)'; the schema's apps are: \(known.isEmpty ? "none" : known.joined(separator: ", "))",
                    for: appID, among: known))
                return .usage
            }
            for warning in RegistrationBackend().warnings(module, options: values) { standardError("schemegen: warning: \(warning)") }
        }
        if options.action == .validate {
            let files: [RenderedFile]
            do {
                files = try Pipeline.output(
                    module, backends: backends, options: settings.backendOptions, layout: settings.layout,
                    packageVersion: settings.packageVersion, templates: templates).files
            } catch {
                return templateFailed(error)
            }
            standardOutput("\(DiagnosticText.path(settings.schemaPath)) is valid (\(files.count) file\(files.count == 1 ? "" : "s") would be generated)")
            return .success
        }
        return generate(
            module, backends: backends, settings: settings, templates: templates, check: options.check,
            command: options.action == .docs ? "docs" : options.action == .registration ? "registration --app \(settings.backendOptions[RegistrationBackend().language]?["app"] ?? "")" : "generate")
    }

    private func templateFailed(_ error: TemplateError) -> ExitCode {
        standardError("\(error)")
        standardError("schemegen: template error; nothing was written")
        return .templateError
    }

    /// The last component of a file's path. Not Foundation's `URL.lastPathComponent`: the first
    /// `URL` made from a relative path costs a run 0.5M instructions (most of them the runtime's
    /// search for `UInt8: Hashable`, for a `Set<UInt8>` inside URL parsing).
    static func fileName(of path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[bytes.index(after: slash)...])
    }

    /// The first backend option value its backend cannot use, described for the user.
    private static func optionProblem(_ values: [String: [String: String]]) -> String? {
        for backend in Backends.all {
            for option in backend.options {
                guard let value = values[backend.language]?[option.name], let problem = option.problem(value) else { continue }
                return "invalid \(backend.language) option \(option.name) '\(value)': \(problem)"
            }
        }
        return nil
    }

    private func selectBackends(_ languages: [String]) throws -> [any Backend] {
        try languages.map { language in
            guard let backend = Backends.named(language) else {
                throw CommandLineOptions.UsageError(message: Suggestion.appended(
                    to: "unknown language '\(language)'; expected one of: \(Backends.languages.joined(separator: ", "))",
                    for: language, among: Backends.languages))
            }
            return backend
        }
    }

    /// Locks the output folders, renders backend by backend while comparing each backend's files
    /// with the disk, then reports (`--check`) or applies the plan; the lock is held until the
    /// writes are done, and nothing is written unless every backend rendered.
    private func generate(
        _ module: IRModule, backends: [any Backend], settings: Settings, templates: TemplateStore, check: Bool,
        command: String
    ) -> ExitCode {
        let report = OutputReport(settings: settings, schemaName: module.name)
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(report.managedFolders, creating: check ? [] : report.writtenFolders) { folder in
                standardError("schemegen: waiting for another schemegen run writing into \(report.display(folder))")
            }
        } catch {
            standardError("schemegen: error: \(error); nothing was written")
            return .outputError
        }
        defer { lock.release() }
        var planner = OutputPlanner(proof: report.proof)
        let buildFolders: [String: [String]]
        do {
            buildFolders = try Pipeline.renderEachBackend(
                module, backends: backends, options: settings.backendOptions, layout: settings.layout,
                packageVersion: settings.packageVersion, templates: templates
            ) { files in report.compare(files, in: &planner) }
        } catch {
            return templateFailed(error)
        }
        let plan: OutputPlan
        do {
            plan = try report.plan(planner, buildFolders: buildFolders)
        } catch {
            for line in report.describeRefusals(error) { standardError("schemegen: error: \(line)") }
            standardError("schemegen: move those files or choose another output folder; nothing was written")
            return .outputError
        }
        if check {
            guard !plan.isUpToDate else {
                standardOutput("schemegen: \(plan.unchanged.count) file\(plan.unchanged.count == 1 ? "" : "s") up to date")
                return .success
            }
            report.describeStale(plan).forEach(standardOutput)
            let interrupted = plan.leftovers.isEmpty ? "" : " and \(plan.leftovers.count) staging folder\(plan.leftovers.count == 1 ? "" : "s") of an interrupted run"
            standardOutput("schemegen: \(plan.changes.count) of \(plan.changes.count + plan.unchanged.count) files out of date\(interrupted); run 'schemegen \(command)' to update them")
            return .stale
        }
        do {
            try AtomicWriter.apply(plan)
        } catch {
            standardError("schemegen: error: \(error)")
            guard error.unrestored.isEmpty else {
                for line in error.unrestored { standardError("schemegen: error: not restored: \(line)") }
                return .outputError
            }
            standardError("schemegen: every file was left as it was")
            return .outputError
        }
        for leftover in plan.leftovers { standardOutput("removed \(report.display(leftover)) (left by an interrupted run)") }
        var written = 0
        var deleted = 0
        for change in plan.changes {
            switch change {
            case .create(let file), .update(let file, _):
                written += 1
                standardOutput("wrote \(report.display(file.path))")
            case .delete(let path, _):
                deleted += 1
                standardOutput("deleted \(report.display(path)) (no longer generated)")
            }
        }
        standardOutput("schemegen: \(written) written, \(plan.unchanged.count) unchanged" + (deleted > 0 ? ", \(deleted) deleted" : ""))
        return .success
    }
}
