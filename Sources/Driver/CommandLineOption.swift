/// One argument naming an option: `--name`, or `--name=value` with the value attached.
struct CommandLineOption {
    let name: String
    /// The text after the first `=` of a `--name=value` argument.
    private let attachedValue: String?

    init(_ argument: String) {
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attachedValue = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
            attachedValue = nil
        }
    }

    /// The option's value: attached (`--out=DIR`, which may start with `-`: the user attached it) or the next argument (`--out DIR`, which must not look like an option).
    func value(from remaining: inout ArraySlice<String>) throws(CommandLineOptions.UsageError) -> String {
        if let attachedValue {
            guard !attachedValue.isEmpty else { throw CommandLineOptions.UsageError(message: "\(name) needs a value") }
            return attachedValue
        }
        guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
            throw CommandLineOptions.UsageError(message: "\(name) needs a value")
        }
        return value
    }

    /// Refuses `--check=yes`: the option is a flag and takes no value.
    func noValue() throws(CommandLineOptions.UsageError) {
        guard attachedValue == nil else {
            throw CommandLineOptions.UsageError(message: "\(name) takes no value; write \(name) alone")
        }
    }
}
