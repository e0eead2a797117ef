import Foundation
import RenderCore
import Write

/// The `schemegen` command: parses arguments, runs the pipeline, reports, returns the exit code.
/// Output goes through the two closures so tests can run it in-process.
public struct CommandLineTool {
    let standardOutput: (String) -> Void
    let standardError: (String) -> Void

    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    public func run(_ arguments: [String]) -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(
                arguments, backends: Dictionary(uniqueKeysWithValues: Backends.all.map { ($0.language, $0.options.map(\.name)) }))
        } catch {
            standardError("schemegen: error: \(error.message)\nRun 'schemegen --help' for usage.")
            return .usage
        }
        switch options.action {
        case .help:
            let backendOptions = Backends.all.flatMap { backend in
                backend.options.map { (flag: "\(backend.language)-\($0.name)", help: $0.help) }
            }
            standardOutput(CommandLineOptions.help(languages: Backends.languages, backendOptions: backendOptions))
            return .success
        case .version:
            standardOutput("schemegen \(SchemegenVersion.current)")
            return .success
        case .generate, .validate:
            return runPipeline(options)
        }
    }

    private func runPipeline(_ options: CommandLineOptions) -> ExitCode {
        let backends: [any Backend]
        let templates: TemplateStore
        do {
            backends = try selectBackends(options.languages)
            templates = try options.templatesPath.map { try TemplateStore(directory: URL(fileURLWithPath: $0)) } ?? .bundled
        } catch let error as CommandLineOptions.UsageError {
            standardError("schemegen: error: \(error.message)")
            return .usage
        } catch {
            standardError("schemegen: error: cannot read the templates folder \(options.templatesPath ?? ""): \(error.localizedDescription)")
            return .usage
        }
        guard let bytes = FileManager.default.contents(atPath: options.schemaPath) else {
            standardError("schemegen: error: cannot read the schema file \(options.schemaPath)")
            return .schemaUnreadable
        }
        let input = SchemaInput(fileName: URL(fileURLWithPath: options.schemaPath).lastPathComponent, bytes: Array(bytes))
        let files: [RenderedFile]
        do {
            let module = try Pipeline.module(from: input)
            files = try Pipeline.render(module, backends: backends, options: options.backendOptions, templates: templates)
        } catch let error as SchemaError {
            for diagnostic in error.diagnostics { standardError(diagnostic.formatted(file: options.schemaPath)) }
            let count = error.diagnostics.count
            standardError("schemegen: \(count) error\(count == 1 ? "" : "s") in \(options.schemaPath); nothing was written")
            return .schemaError
        } catch {
            standardError("\(error)\nschemegen: template error; nothing was written")
            return .templateError
        }
        if options.action == .validate {
            standardOutput("\(options.schemaPath) is valid (\(files.count) file\(files.count == 1 ? "" : "s") would be generated)")
            return .success
        }
        return write(files, into: options.outputPath)
    }

    private func selectBackends(_ languages: [String]?) throws -> [any Backend] {
        guard let languages else { return Backends.all }
        return try languages.map { language in
            guard let backend = Backends.named(language) else {
                throw CommandLineOptions.UsageError(
                    message: "unknown language '\(language)'; expected one of: \(Backends.languages.joined(separator: ", "))")
            }
            return backend
        }
    }

    private func write(_ files: [RenderedFile], into outputPath: String) -> ExitCode {
        let root = URL(fileURLWithPath: outputPath)
        let outputs = files.map { OutputFile(url: root.appendingPathComponent($0.path), contents: Data($0.contents.utf8)) }
        do {
            let report = try AtomicWriter.write(outputs)
            for url in report.written { standardOutput("wrote \(display(url, root: root, outputPath: outputPath))") }
            standardOutput("schemegen: \(report.written.count) written, \(report.unchanged.count) unchanged")
            return .success
        } catch {
            standardError("schemegen: error: \(error); nothing was written")
            return .outputError
        }
    }

    private func display(_ url: URL, root: URL, outputPath: String) -> String {
        outputPath + String(url.path.dropFirst(root.path.count))
    }
}
