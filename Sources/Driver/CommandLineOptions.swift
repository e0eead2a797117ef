import Check
import DocsBackend
import Foundation
import RegistrationBackend

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Action: Equatable {
        case generate
        case validate
        /// Compare the schema with an earlier version of it.
        case breaking
        /// Write a starter schema and config.
        case initialize
        /// Write the protocol reference for callers (Markdown).
        case docs
        /// Write the platform registration files of one app (iOS and Android).
        case registration
        /// Read a URI with the reference grammar and print what it is (JSON).
        case explain
        /// Build a message's URI with the reference grammar.
        case build
        case help
        case version
    }

    var action: Action = .generate
    /// Flags left nil fall back to the config file, then to the defaults in `Settings`.
    var schemaPath: String?
    var outputPath: String?
    var configPath: String?
    var languages: [String]?
    var templatesPath: String?
    /// Report what `generate` would change instead of writing.
    var check = false
    /// `breaking`: the earlier version, a file or the schema's own path at a git revision.
    var againstPath: String?
    var againstRevision: String?
    /// `breaking`: fail only on wire-breaking changes.
    var wireOnly = false
    /// `--layout drop-in|package`: loose source files, or a package per language.
    var layout: OutputLayout?
    /// Backend options by language and option name, from `--<language>-<name> VALUE`.
    var backendOptions: [String: [String: String]] = [:]
    /// `explain`: list every message and carrier tried (`--all`), parse strictly (`--strict`),
    /// try one message only (`--message`), or run a conformance vector file (`--vectors`).
    var listAttempts = false
    var strict = false
    var messageID: String?
    var vectorsPath: String?
    /// `build`: write the abbreviated form.
    var abbreviated = false
    /// `explain`: the URI; `build`: the message id, then `field=value` arguments.
    var operands: [String] = []
    /// `registration`: the app to declare.
    var appID: String?

    struct UsageError: Error, Equatable {
        let message: String
    }

    /// The commands, in the order usage errors list them.
    static let commands = ["generate", "validate", "breaking", "init", "docs", "registration", "explain", "build", "help"]
    /// Every option of every command, for "did you mean" (backend options are added per call).
    static let optionNames = [
        "--help", "--version", "--check", "--schema", "--config", "--out", "--templates", "--against", "--against-revision",
        "--wire-only", "--layout", "--lang", "--all", "--strict", "--message", "--vectors", "--abbreviated", "--app",
    ]

    /// `backends` lists, for each language, the option names its backend accepts. An option that
    /// takes a value is written `--opt VALUE` or `--opt=VALUE`.
    static func parse(_ arguments: [String], backends: [String: [String]] = [:]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            switch first {
            case "generate": options.action = .generate
            case "validate": options.action = .validate
            case "breaking": options.action = .breaking
            case "init": options.action = .initialize
            case "docs":
                options.action = .docs
                options.languages = [DocsBackend().language]
            case "registration":
                options.action = .registration
                options.languages = [RegistrationBackend().language]
            case "explain": options.action = .explain
            case "build": options.action = .build
            case "help": options.action = .help
            default:
                throw UsageError(message: Suggestion.appended(
                    to: "unknown command '\(first)'; expected 'generate', 'validate', 'breaking', 'init', 'docs', 'registration', 'explain' or 'build'",
                    for: first, among: commands))
            }
            remaining = remaining.dropFirst()
        }
        let takesOperands = options.action == .explain || options.action == .build
        while let argument = remaining.popFirst() {
            // A URI or a `field=value` never starts with `-`; after `--`, nothing is an option.
            if takesOperands, argument == "--" {
                options.operands += remaining
                break
            }
            if takesOperands, !argument.hasPrefix("-") {
                options.operands.append(argument)
                continue
            }
            let option = CommandLineOption(argument)
            switch option.name {
            case "-h", "--help":
                try option.noValue()
                options.action = .help
            case "--version":
                try option.noValue()
                options.action = .version
            case "--check" where options.action == .generate || options.action == .docs || options.action == .registration:
                try option.noValue()
                options.check = true
            case "--schema" where options.action != .initialize: options.schemaPath = try option.value(from: &remaining)
            case "--config" where options.action != .initialize: options.configPath = try option.value(from: &remaining)
            case "--out" where options.action == .generate || options.action == .initialize || options.action == .docs
                || options.action == .registration:
                options.outputPath = try option.value(from: &remaining)
            case "--templates" where options.action != .breaking && options.action != .initialize && !takesOperands:
                options.templatesPath = try option.value(from: &remaining)
            case "--against" where options.action == .breaking: options.againstPath = try option.value(from: &remaining)
            case "--against-revision" where options.action == .breaking:
                options.againstRevision = try option.value(from: &remaining)
            case "--wire-only" where options.action == .breaking:
                try option.noValue()
                options.wireOnly = true
            case "--layout" where options.action == .generate || options.action == .validate:
                let name = try option.value(from: &remaining)
                guard let layout = OutputLayout(rawValue: name) else {
                    throw UsageError(message: Suggestion.appended(
                        to: "unknown layout '\(name)'; expected 'drop-in' or 'package'", for: name, among: ["drop-in", "package"]))
                }
                options.layout = layout
            case "--lang" where options.action == .generate:
                options.languages = try option.value(from: &remaining)
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "--all" where options.action == .explain:
                try option.noValue()
                options.listAttempts = true
            case "--strict" where options.action == .explain:
                try option.noValue()
                options.strict = true
            case "--message" where options.action == .explain: options.messageID = try option.value(from: &remaining)
            case "--vectors" where options.action == .explain: options.vectorsPath = try option.value(from: &remaining)
            case "--app" where options.action == .registration: options.appID = try option.value(from: &remaining)
            case "--abbreviated" where options.action == .build:
                try option.noValue()
                options.abbreviated = true
            default:
                guard let (language, name) = backendOption(option.name, backends: backends), options.action != .initialize,
                    !takesOperands
                else {
                    let backendFlags = backends.flatMap { language, names in names.map { "--\(language)-\($0)" } }
                    throw UsageError(message: Suggestion.appended(
                        to: "unknown option '\(option.name)'", for: option.name, among: optionNames + backendFlags))
                }
                options.backendOptions[language, default: [:]][name] = try option.value(from: &remaining)
            }
        }
        if options.action == .breaking, (options.againstPath == nil) == (options.againstRevision == nil) {
            throw UsageError(message: "breaking needs one of --against FILE and --against-revision REV")
        }
        try checkOperands(options)
        return options
    }

    /// `explain` takes one URI (none with `--vectors`); `build` a message id and `field=value` arguments.
    private static func checkOperands(_ options: CommandLineOptions) throws(UsageError) {
        switch options.action {
        case .explain where options.vectorsPath != nil:
            guard options.operands.isEmpty else { throw UsageError(message: "explain --vectors takes no URI") }
        case .explain:
            guard options.operands.count == 1 else {
                throw UsageError(message: options.operands.isEmpty ? "explain needs a URI" : "explain takes one URI; quote it for the shell")
            }
        case .build:
            guard let message = options.operands.first else { throw UsageError(message: "build needs a message id, then field=value arguments") }
            if let stray = options.operands.dropFirst().first(where: { !$0.contains("=") }) {
                throw UsageError(message: "build: '\(stray)' is not field=value (after the message id \(message))")
            }
        default:
            return
        }
    }

    /// Splits `--kotlin-package` into ("kotlin", "package") when that backend has that option.
    private static func backendOption(_ argument: String, backends: [String: [String]]) -> (String, String)? {
        guard argument.hasPrefix("--") else { return nil }
        let flag = argument.dropFirst(2)
        for (language, names) in backends {
            for name in names where flag == "\(language)-\(name)" { return (language, name) }
        }
        return nil
    }

    /// `backendOptions` are (flag, help) pairs, for example ("--kotlin-package NAME", "…").
    static func help(languages: [String], backendOptions: [(flag: String, help: String)]) -> String {
        """
        schemegen: generates URI builders and parsers from a protocol schema.

        Usage:
          schemegen [generate] [--config FILE] [--schema FILE] [--out DIR] [--lang LANG,...]
                    [--templates DIR] [--layout drop-in|package] [--check]
          schemegen validate [--config FILE] [--schema FILE] [--templates DIR] [--layout drop-in|package]
          schemegen breaking (--against FILE | --against-revision REV) [--config FILE] [--schema FILE]
                    [--wire-only]
          schemegen init [--out DIR]
          schemegen docs [--config FILE] [--schema FILE] [--out DIR] [--templates DIR] [--check]
          schemegen registration --app APP-ID [--config FILE] [--schema FILE] [--out DIR] [--check]
          schemegen explain [--config FILE] [--schema FILE] [--all] [--strict] [--message ID] URI
          schemegen build [--config FILE] [--schema FILE] [--abbreviated] MESSAGE [FIELD=VALUE ...]
          schemegen --help | --version

        Commands:
          generate     Check the schema and write the generated code (the default).
          validate     Check the schema and render in memory; write nothing.
          breaking     Compare the schema with an earlier version of it and list every change:
                       wire-breaking, source-breaking or compatible (docs/evolution.md).
          init         Write a starter schema.json and schemegen.json into the current folder
                       (or --out DIR) for generate to use; overwrites nothing.
          docs         Write the protocol reference for the protocol's callers: <Name>.md in the
                       output folder's docs subfolder (Markdown, with Mermaid sequence diagrams).
          registration Write the platform declarations of the app APP-ID into the output folder's
                       registration subfolder: for iOS a CFBundleURLTypes Info.plist fragment and
                       an apple-app-site-association per https host, for Android <intent-filter>
                       elements and an assetlinks.json (docs/command-line.md).
          explain      Read URI with the schema's grammar and print, as JSON, its message, carrier
                       or app and mode, and typed fields; or the error, its byte offset and reason
                       (exit 1). --vectors FILE runs a conformance vector file instead.
          build        Print the URI the generated builders write for MESSAGE. Fields by id
                       (a list: one FIELD=ITEM per item); the address as app=ID or scheme=SCHEME,
                       mode=ID and flags=ID,ID (pipe grammar), carrier=ID or callbackUrl=URL (URL
                       grammar). An error prints as JSON (exit 1).

        Options (an option's value may also be attached: --lang=swift):
          --config FILE     Settings to use (default: schemegen.json in the current folder, if any).
                            Command-line flags override it.
          --schema FILE     The schema to read (default: schema.json).
          --out DIR         The output folder; each language gets a subfolder (default: Generated).
                            init: the folder to write the starter files into.
          --lang LIST       Comma-separated languages to generate (default: all): \(languages.joined(separator: ", ")).
          --templates DIR   Read templates from DIR instead of the ones built in.
          --layout drop-in|package
                            drop-in (default): source files to add to a project. package: each
                            language's folder is a package its own build tool builds (Package.swift,
                            build.gradle.kts, package.json, CMakeLists.txt), with a README.
          --check           Write nothing; exit 1 and list every missing, stale or extra file.
          --against FILE    breaking: the earlier version of the schema.
          --against-revision REV
                            breaking: the schema's own file as git revision REV holds it
                            (for example origin/main); nothing is checked out.
          --wire-only       breaking: fail only on wire-breaking changes.
          --all             explain: also list every message and carrier tried, and why it failed.
          --strict          explain: a parameter or key the message does not declare is an error.
          --message ID      explain: read the URI as this message only (a callback's message too).
          --vectors FILE    explain: run every case of a conformance vector file; print each
                            failure, then "N passed, N failed" (exit 1 when any fails).
          --abbreviated     build: write the abbreviated form <scheme>:<url>.
          --app APP-ID      registration: the app to declare (default: registration.app in the config).
        \(backendOptions.map { "  --\($0.flag) VALUE\n      \($0.help)\n" }.joined())
        Generate overwrites or deletes only files that carry its own header; a hand-written file
        in the output folder is an error. Generated files it no longer produces are deleted.

        Exit status: 0 success (or up to date, or nothing breaks), 1 stale (--check), breaking
        changes (breaking), or a URI or message the grammar refuses (explain, build), 2 usage
        error, 65 schema error, 66 schema unreadable, 70 template error, 73 output not writable or
        hand-written.
        """
    }
}
