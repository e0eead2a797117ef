// Runs the URL-grammar conformance vectors (Tests/Conformance/<app>.tsv) against the generated
// Swift of Examples/protocols/<app>.json. Usage: harness <app> <vectors.tsv>. Prints one line
// per failure, then "N passed, N failed". The per-message glue is in Mapping.swift, which
// run-url.sh writes from the schemas with mapping.py.
import Foundation

/// One FIELD=VALUE column; an `unknown=KEY=VALUE` column also has a key.
struct Column: Equatable {
    let name: String
    var key: String?
    let value: String

    var shown: String { key.map { "\(name)=\($0)=\(value)" } ?? "\(name)=\(value)" }
}

struct VectorCase {
    let line: Int
    let name: String
    let action: String
    let message: String
    let uri: String
    let fields: [Column]
}

struct Failure: Error { let reason: String }

/// Undoes the vector file's escapes: \\ \t \n \r \xHH.
func unescape(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var input = Array(text.utf8)[...]
    while let byte = input.popFirst() {
        guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else { bytes.append(byte); continue }
        switch next {
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "x"):
            bytes.append(UInt8(String(decoding: input.prefix(2), as: UTF8.self), radix: 16)!)
            input = input.dropFirst(2)
        default: bytes.append(next)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// NAME=VALUE, or unknown=KEY=VALUE, cut at the raw `=` before the escapes are undone.
func column(_ text: Substring) -> Column {
    let equals = text.firstIndex(of: "=")!
    let name = String(text[..<equals])
    let rest = text[text.index(after: equals)...]
    guard name == "unknown", let second = rest.firstIndex(of: "=") else { return Column(name: name, key: nil, value: unescape(rest)) }
    return Column(name: name, key: unescape(rest[..<second]), value: unescape(rest[rest.index(after: second)...]))
}

func loadCases(_ path: String) throws -> [VectorCase] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
        if line.isEmpty || line.hasPrefix("#") { return nil }
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        return VectorCase(
            line: index + 1, name: String(columns[0]), action: String(columns[1]), message: String(columns[2]),
            uri: unescape(columns[3]), fields: columns.dropFirst(4).map(column))
    }
}

/// A generated enum, found by the schema id of its case.
protocol IdentifiedCase {
    init?(id: String)
}

/// The input columns of a build case, read by type.
struct Inputs {
    let columns: [Column]

    func values(_ id: String) -> [String] { columns.filter { $0.name == id }.map(\.value) }

    func string(_ id: String) -> String? { values(id).first }

    func required(_ id: String) throws -> String {
        guard let value = string(id) else { throw Failure(reason: "the case has no \(id)=") }
        return value
    }

    func integer(_ id: String) throws -> Int64? {
        try string(id).map(integerValue)
    }

    func integerValue(_ text: String) throws -> Int64 {
        guard let value = Int64(text) else { throw Failure(reason: "\(text) is not an integer") }
        return value
    }

    func flag(_ id: String) -> Bool? { string(id).map { $0 == "true" } }

    func enumCase<Case: IdentifiedCase>(_ id: String, _ type: Case.Type) throws -> Case? {
        try string(id).map { try identified($0, type) }
    }

    /// One column per item; the empty list is one empty column.
    func list<Item>(_ id: String, _ item: (String) throws -> Item) throws -> [Item]? {
        let items = values(id)
        if items.isEmpty { return nil }
        return items == [""] ? [] : try items.map(item)
    }

    func requiredList<Item>(_ id: String, _ item: (String) throws -> Item) throws -> [Item] {
        guard let value = try list(id, item) else { throw Failure(reason: "the case has no \(id)=") }
        return value
    }

    func identified<Case: IdentifiedCase>(_ text: String, _ type: Case.Type) throws -> Case {
        guard let value = Case(id: text) else { throw Failure(reason: "no case \(text) of \(type)") }
        return value
    }

    func carrier<Carrier: CaseIterable>(_ type: Carrier.Type) throws -> Carrier? {
        try string("carrier").map { id in
            guard let carrier = Carrier.allCases.first(where: { "\($0)" == id }) else { throw Failure(reason: "no carrier \(id)") }
            return carrier
        }
    }
}

/// How the harness builds and parses one message.
struct MessageCase: Sendable {
    let build: @Sendable (Inputs) throws -> String
    let parse: @Sendable (String, Bool) throws -> [Column]
    /// The same parse from the `URL` an app is opened with.
    let parseURL: @Sendable (URL, Bool) throws -> [Column]
}

/// What a parse gave: its columns, or its error.
func outcome(_ parse: () throws -> [Column]) -> String {
    do { return shown(try parse()) } catch { return "\(error)" }
}

/// The columns a parsed message gives, read from its properties in declaration order: the
/// carrier and callback URL first, the fields, then the unknown parameters. A presence field
/// is listed only when set; an optional field only when present.
func describe(_ message: Any, presence: Set<String>) -> [Column] {
    var columns: [Column] = []
    for child in Mirror(reflecting: message).children {
        guard let label = child.label else { continue }
        switch label {
        case "unknownParameters":
            for unknown in child.value as? [Any] ?? [] {
                let keyAndValue = Mirror(reflecting: unknown).children.map { "\($0.value)" }
                columns.append(Column(name: "unknown", key: keyAndValue[0], value: keyAndValue[1]))
            }
        case "callbackURL":
            columns.append(Column(name: "callbackUrl", value: "\(child.value)"))
        default:
            let id = label.hasSuffix("_") ? String(label.dropLast()) : label
            guard let value = unwrapped(child.value) else { continue }
            if presence.contains(id) {
                if value as? Bool == true { columns.append(Column(name: id, value: "true")) }
            } else if let items = value as? [Any] {
                columns += items.isEmpty ? [Column(name: id, value: "")] : items.map { Column(name: id, value: text($0)) }
            } else {
                columns.append(Column(name: id, value: text(value)))
            }
        }
    }
    return columns
}

func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map(\.value)
}

/// A value as a vector writes it; an enum case prints as its name, which is its schema id.
func text(_ value: Any) -> String {
    let written = "\(value)"
    return Mirror(reflecting: value).displayStyle == .enum && written.hasSuffix("_") ? String(written.dropLast()) : written
}

func shown(_ columns: [Column]) -> String { columns.map(\.shown).joined(separator: "\t").debugDescription }

func run(_ vector: VectorCase, _ messages: [String: MessageCase]) -> String? {
    guard let message = messages[vector.message] else { return "no message \(vector.message)" }
    let expectedError = vector.fields.first { $0.name == "error" }?.value
    do {
        switch vector.action {
        case "build":
            let actual = try message.build(Inputs(columns: vector.fields))
            if let expectedError { return "expected error \(expectedError), got \(actual.debugDescription)" }
            return actual == vector.uri ? nil : "expected \(vector.uri.debugDescription), got \(actual.debugDescription)"
        case "parse", "parse-strict":
            let strict = vector.action == "parse-strict"
            // Where Foundation keeps the text as it is, `init(parsing: URL)` must agree with the text's parse.
            if let url = URL(string: vector.uri), url.absoluteString == vector.uri {
                let viaText = outcome { try message.parse(vector.uri, strict) }
                let viaURL = outcome { try message.parseURL(url, strict) }
                if viaURL != viaText { return "from URL(string:) \(viaURL), from its text \(viaText)" }
            }
            let actual = try message.parse(vector.uri, strict)
            if let expectedError { return "expected error \(expectedError), got \(shown(actual))" }
            return actual == vector.fields ? nil : "expected \(shown(vector.fields)), got \(shown(actual))"
        default:
            return "unknown action \(vector.action)"
        }
    } catch let failure as Failure {
        return "harness error: \(failure.reason)"
    } catch {
        guard let expectedError else { return "unexpected error \(error)" }
        let kind = "\(Mirror(reflecting: error).children.first { $0.label == "kind" }?.value ?? "")"
        return kind == expectedError ? nil : "expected error \(expectedError), got \(error)"
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let messages = applications[arguments[1]], let cases = try? loadCases(arguments[2]), !cases.isEmpty else {
    print("usage: harness <app> <vectors.tsv> (apps: \(applications.keys.sorted().joined(separator: ", ")))")
    exit(2)
}
var failed = 0
for vector in cases {
    if let reason = run(vector, messages) {
        failed += 1
        print("FAIL \(vector.name) (line \(vector.line)): \(reason)")
    }
}
print("\(cases.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
