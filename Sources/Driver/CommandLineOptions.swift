import Foundation

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Action: Equatable {
        case generate
        case validate
        case help
        case version
    }

    var action: Action = .generate
    var schemaPath = "schema.json"
    var outputPath = "Generated"
    /// nil means every language.
    var languages: [String]?
    var templatesPath: String?

    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            switch first {
            case "generate": options.action = .generate
            case "validate": options.action = .validate
            case "help": options.action = .help
            default: throw UsageError(message: "unknown command '\(first)'; expected 'generate' or 'validate'")
            }
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": options.action = .help
            case "--version": options.action = .version
            case "--schema": options.schemaPath = try value(for: argument, from: &remaining)
            case "--out" where options.action == .generate: options.outputPath = try value(for: argument, from: &remaining)
            case "--templates": options.templatesPath = try value(for: argument, from: &remaining)
            case "--lang" where options.action == .generate:
                options.languages = try value(for: argument, from: &remaining)
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            default: throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        return options
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
            throw UsageError(message: "\(option) needs a value")
        }
        return value
    }

    static func help(languages: [String]) -> String {
        """
        schemegen: generates URI builders and parsers from a protocol schema.

        Usage:
          schemegen [generate] [--schema FILE] [--out DIR] [--lang LANG,...] [--templates DIR]
          schemegen validate [--schema FILE] [--templates DIR]
          schemegen --help | --version

        Commands:
          generate     Check the schema and write the generated code (the default).
          validate     Check the schema and render in memory; write nothing.

        Options:
          --schema FILE     The schema to read (default: schema.json).
          --out DIR         The output folder; each language gets a subfolder (default: Generated).
          --lang LIST       Comma-separated languages to generate (default: all): \(languages.joined(separator: ", ")).
          --templates DIR   Read templates from DIR instead of the ones built in.

        Exit status: 0 success, 2 usage error, 65 schema error, 66 schema unreadable,
        70 template error, 73 output not writable.
        """
    }
}
