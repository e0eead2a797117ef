import Check
import Foundation
import Load
import RenderCore
import Write

/// What one run uses, after merging `schemegen.json` (if any) under the command-line flags.
struct Settings {
    /// The config file read automatically from the current directory when `--config` is not given.
    static let defaultConfigName = "schemegen.json"
    static let defaultSchema = "schema.json"
    static let defaultOut = "Generated"

    /// A language's output folder: its absolute, standardized path, and the path as the user
    /// spelled it, for messages.
    struct Folder {
        let path: String
        let spelled: String

        /// The absolute path of `relativePath` inside this folder.
        func path(of relativePath: String) -> String {
            path == "/" ? "/" + relativePath : path + "/" + relativePath
        }
    }

    let schemaPath: String
    let languages: [String]
    let folders: [String: Folder]
    /// The folder every other known language would be written to. When the languages come from
    /// the config (not `--lang`), their files there are no longer generated and are removed.
    let otherFolders: [String: Folder]
    let removesOtherLanguages: Bool
    var backendOptions: [String: [String: String]]
    let layout: OutputLayout
    /// The version the package layout's manifests carry.
    let packageVersion: String
    /// The config's `registration` section, if any (`schemegen registration`).
    let registration: RegistrationConfig?

    /// Why a config file could not be used.
    enum Failure: Error {
        case unreadable(String)
        case invalid(path: String, diagnostics: [Diagnostic])
    }

    /// `backends` are the outputs this run writes, with each one's option names; `otherOutputs`
    /// those a config may also name for another command (`docs` beside the languages), so one
    /// config serves both.
    static func resolve(
        _ options: CommandLineOptions, backends: [String: [String]], otherOutputs: [String: [String]]
    ) throws(Failure) -> Settings {
        let configPath = options.configPath
            ?? (FileBytes.exists(defaultConfigName) ? defaultConfigName : nil)
        let known = backends.merging(otherOutputs) { own, _ in own }
        let config = try configPath.map { path throws(Failure) in try load(path, backends: known) }
        let base = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().relativePath } ?? "."
        func inConfigFolder(_ path: String) -> String {
            path.hasPrefix("/") || base == "." ? path : base + "/" + path
        }
        let languages = options.languages ?? config?.languages ?? backends.keys.sorted()
        let out = options.outputPath ?? config?.out.map(inConfigFolder) ?? defaultOut
        var folders: [String: Folder] = [:]
        var otherFolders: [String: Folder] = [:]
        let currentDirectory = FolderPath.currentDirectory
        for language in backends.keys {
            let configured = options.outputPath == nil ? config?.outputs[language].map(inConfigFolder) : nil
            let spelled = configured ?? "\(out)/\(language)"
            let folder = Folder(path: FolderPath.standardized(spelled, in: currentDirectory), spelled: spelled)
            if languages.contains(language) {
                folders[language] = folder
            } else {
                otherFolders[language] = folder
            }
        }
        var backendOptions = config?.options ?? [:]
        for (language, values) in options.backendOptions {
            backendOptions[language, default: [:]].merge(values) { _, flag in flag }
        }
        return Settings(
            schemaPath: options.schemaPath ?? config?.schema.map(inConfigFolder) ?? defaultSchema,
            languages: languages, folders: folders, otherFolders: otherFolders,
            removesOtherLanguages: options.languages == nil, backendOptions: backendOptions,
            layout: options.layout ?? config?.layout.flatMap(OutputLayout.init(rawValue:)) ?? .dropIn,
            packageVersion: config?.packageVersion ?? PackageLayout.defaultVersion, registration: config?.registration)
    }

    private static func load(_ path: String, backends: [String: [String]]) throws(Failure) -> Config {
        guard let bytes = FileBytes.contents(of: path) else { throw .unreadable(path) }
        do {
            return try ConfigChecker.check(try JSONParser.parse(bytes), backends: backends)
        } catch let error as LoadError {
            throw .invalid(path: path, diagnostics: [Diagnostic(.error, error.message, at: error.location)])
        } catch let error as CheckFailure {
            throw .invalid(path: path, diagnostics: error.diagnostics)
        } catch {
            throw .unreadable(path)
        }
    }
}
