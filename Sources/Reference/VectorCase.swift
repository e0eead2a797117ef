/// One case of a conformance vector file (the format is in the header of
/// Tests/Conformance/vectors.tsv): NAME, ACTION, MESSAGE, URI, then NAME=VALUE columns.
public struct VectorCase: Sendable {
    /// A `NAME=VALUE` column; `unknown=KEY=VALUE` also has a key.
    public struct Column: Equatable, Sendable {
        public let name: String
        public let key: [UInt8]?
        public let value: [UInt8]
    }

    public let line: Int
    public let name: String
    public let action: String
    public let messageID: String
    public let uri: [UInt8]
    public let columns: [Column]

    public var expectedError: String? { columns.first { $0.name == "error" }.map { URIBytes.shown($0.value) } }
    /// The columns but `error`.
    public var fields: [Column] { columns.filter { $0.name != "error" } }

    static let actions: Set<String> = ["build", "build-abbreviated", "parse", "parse-strict"]

    public struct FormatError: Error, Sendable {
        public let reason: String
    }

    /// Every case of a file's text; blank lines and lines starting with `#` are skipped.
    public static func cases(in text: [UInt8]) throws(FormatError) -> [VectorCase] {
        var cases: [VectorCase] = []
        var names: Set<String> = []
        for (index, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }), line.first != UInt8(ascii: "#") else { continue }
            let parts = line.split(separator: 0x09, omittingEmptySubsequences: false).map { URIBytes.shown($0) }
            guard parts.count >= 4, actions.contains(parts[1]) else {
                throw FormatError(reason: "line \(index + 1): needs NAME, ACTION (\(actions.sorted().joined(separator: "/"))), MESSAGE, URI")
            }
            guard names.insert(parts[0]).inserted else { throw FormatError(reason: "line \(index + 1): the name \(parts[0]) is used twice") }
            cases.append(VectorCase(
                line: index + 1, name: parts[0], action: parts[1], messageID: parts[2], uri: try unescaped(parts[3]),
                columns: try parts[4...].map(column)))
        }
        return cases
    }

    /// `NAME=VALUE`, or `unknown=KEY=VALUE`: cut at the raw `=` first, then unescaped.
    private static func column(_ text: String) throws(FormatError) -> Column {
        guard let equals = text.firstIndex(of: "=") else { throw FormatError(reason: "a column without '=': \(text)") }
        let name = String(text[..<equals])
        let rest = String(text[text.index(after: equals)...])
        guard name == "unknown" else { return Column(name: name, key: nil, value: try unescaped(rest)) }
        guard let second = rest.firstIndex(of: "=") else { throw FormatError(reason: "an unknown column without KEY=VALUE: \(text)") }
        return Column(
            name: name, key: try unescaped(String(rest[..<second])), value: try unescaped(String(rest[rest.index(after: second)...])))
    }

    /// Undoes `\\` `\t` `\n` `\r` and `\xHH`; everything else is the text's UTF-8.
    static func unescaped(_ text: String) throws(FormatError) -> [UInt8] {
        let raw = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "\\") else {
                bytes.append(raw[index])
                index += 1
                continue
            }
            let next = index + 1 < raw.count ? raw[index + 1] : 0
            switch next {
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "x"):
                guard index + 3 < raw.count, let high = URIBytes.hexValue(raw[index + 2]), let low = URIBytes.hexValue(raw[index + 3]) else {
                    throw FormatError(reason: "a bad escape in \(text)")
                }
                bytes.append(high << 4 | low)
                index += 2
            default:
                throw FormatError(reason: "a bad escape in \(text)")
            }
            index += 2
        }
        return bytes
    }
}
