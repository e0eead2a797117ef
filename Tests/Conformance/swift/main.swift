// Runs every case of Tests/Conformance/vectors.tsv against the generated Swift for schema.json.
// Usage: harness <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
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
    var fields: [Column]
}

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

/// NAME=VALUE, or unknown=KEY=VALUE: cut at the raw `=` signs first, then undo the escapes, so
/// a key may hold `\x3D`.
func column(_ text: Substring) -> Column {
    let equals = text.firstIndex(of: "=")!
    let name = String(text[..<equals])
    let rest = text[text.index(after: equals)...]
    guard name == "unknown" else { return Column(name: name, key: nil, value: unescape(rest)) }
    let second = rest.firstIndex(of: "=")!
    return Column(name: name, key: unescape(rest[..<second]), value: unescape(rest[rest.index(after: second)...]))
}

func loadCases(_ path: String) throws -> [VectorCase] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var cases: [VectorCase] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.isEmpty || line.hasPrefix("#") { continue }
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        cases.append(VectorCase(
            line: index + 1, name: String(columns[0]), action: String(columns[1]), message: String(columns[2]),
            uri: unescape(columns[3]), fields: columns.dropFirst(4).map(column)))
    }
    return cases
}

struct Failure: Error { let reason: String }

extension VectorCase {
    var expectedError: String? { value("error") }

    func value(_ name: String) -> String? { fields.first { $0.name == name }?.value }

    func required(_ name: String) throws -> String {
        guard let value = value(name) else { throw Failure(reason: "the case has no \(name)=") }
        return value
    }
}

func app(_ id: String) throws -> OfficeLink.App {
    guard let app = OfficeLink.App.allCases.first(where: { "\($0)" == id }) else { throw Failure(reason: "no app \(id)") }
    return app
}

func mode(_ id: String?) throws -> OfficeLink.Mode {
    guard let id else { return .defaultMode }
    guard let mode = OfficeLink.Mode.allCases.first(where: { "\($0)" == id }) else { throw Failure(reason: "no mode \(id)") }
    return mode
}

func flags(_ ids: String?) throws -> Set<OfficeLink.OpenMessage.Flag> {
    guard let ids else { return [] }
    return Set(try ids.split(separator: ",").map { id in
        guard let flag = OfficeLink.OpenMessage.Flag.allCases.first(where: { "\($0)" == id }) else {
            throw Failure(reason: "no flag \(id)")
        }
        return flag
    })
}

func flag(_ text: String) -> Bool { text == "true" }

/// The columns a parsed message gives, in the vector file's canonical order.
func describe(_ message: OfficeLink.OpenMessage) -> [Column] {
    var fields = [Column(name: "app", value: "\(message.app)"), Column(name: "mode", value: "\(message.mode)")]
    let set = OfficeLink.OpenMessage.Flag.allCases.filter { message.flags.contains($0) }
    if !set.isEmpty { fields.append(Column(name: "flags", value: set.map { "\($0)" }.joined(separator: ","))) }
    let optional: [(String, String?)] = [
        ("url", message.url), ("saveFolder", message.saveFolder), ("passback", message.passback), ("context", message.context),
        ("service", message.service), ("user", message.user), ("fileName", message.fileName), ("webOrApp", message.webOrApp),
    ]
    fields += optional.compactMap { name, value in value.map { Column(name: name, value: $0) } }
    return fields + unknowns(message.unknownDescriptors)
}

func describe(_ message: OfficeLink.ReturnMessage) -> [Column] {
    var fields = [
        Column(name: "scheme", value: message.scheme), Column(name: "mode", value: "\(message.mode)"),
        Column(name: "url", value: message.url), Column(name: "uploadPending", value: "\(message.uploadPending)"),
    ]
    if let context = message.context { fields.append(Column(name: "context", value: context)) }
    return fields + unknowns(message.unknownDescriptors)
}

func unknowns(_ pairs: [OfficeLink.UnknownDescriptor]) -> [Column] {
    pairs.map { Column(name: "unknown", key: $0.key, value: $0.value) }
}

func openMessage(_ vector: VectorCase) throws -> OfficeLink.OpenMessage {
    try OfficeLink.OpenMessage(
        app: app(vector.required("app")), mode: mode(vector.value("mode")), flags: flags(vector.value("flags")),
        url: vector.required("url"), saveFolder: vector.value("saveFolder"), passback: vector.value("passback"),
        context: vector.value("context"), service: vector.value("service"), user: vector.value("user"),
        fileName: vector.value("fileName"), webOrApp: vector.value("webOrApp"))
}

func build(_ vector: VectorCase) throws -> String {
    switch vector.message {
    case "open":
        return try openMessage(vector).uriString()
    case "return":
        return try OfficeLink.ReturnMessage(
            scheme: vector.required("scheme"), mode: mode(vector.value("mode")), url: vector.required("url"),
            uploadPending: flag(vector.required("uploadPending")), context: vector.value("context")
        ).uriString()
    default:
        throw Failure(reason: "unknown message \(vector.message)")
    }
}

func buildAbbreviated(_ vector: VectorCase) throws -> String {
    guard vector.message == "open" else { throw Failure(reason: "\(vector.message) has no abbreviated form") }
    return try openMessage(vector).abbreviatedURIString()
}

func parse(_ vector: VectorCase, strict: Bool) throws -> [Column] {
    switch vector.message {
    case "open": return describe(try OfficeLink.OpenMessage(parsing: vector.uri, strict: strict))
    case "return": return describe(try OfficeLink.ReturnMessage(parsing: vector.uri, strict: strict))
    default: throw Failure(reason: "unknown message \(vector.message)")
    }
}

/// The same parse from the `URL` an app is opened with.
func parse(_ url: URL, as vector: VectorCase, strict: Bool) throws -> [Column] {
    switch vector.message {
    case "open": return describe(try OfficeLink.OpenMessage(parsing: url, strict: strict))
    case "return": return describe(try OfficeLink.ReturnMessage(parsing: url, strict: strict))
    default: throw Failure(reason: "unknown message \(vector.message)")
    }
}

/// What a parse gave: its columns, or its error.
func outcome(_ parse: () throws -> [Column]) -> String {
    do { return shown(try parse()) } catch { return "\(error)" }
}

func shown(_ columns: [Column]) -> String { columns.map(\.shown).joined(separator: "\t").debugDescription }

/// Why the detail of a parse error is wrong for people, or nil: an `unknownApp` error quotes the
/// scheme as the URI writes it (the parser holds it as bytes, which Swift would print as a pointer).
func detailProblem(_ error: OfficeLink.LinkError, _ vector: VectorCase) -> String? {
    guard error.kind == .unknownApp, let colon = vector.uri.firstIndex(of: ":") else { return nil }
    let scheme = vector.uri[..<colon]
    return error.detail.contains("'\(scheme)'") ? nil : "the detail \(error.detail.debugDescription) does not quote the scheme '\(scheme)'"
}

/// Runs one case; returns nil when it passes, else why it failed.
func run(_ vector: VectorCase) -> String? {
    do {
        switch vector.action {
        case "build", "build-abbreviated":
            let actual = try vector.action == "build" ? build(vector) : buildAbbreviated(vector)
            if let error = vector.expectedError { return "expected error \(error), got \(actual.debugDescription)" }
            return actual == vector.uri ? nil : "expected \(vector.uri.debugDescription), got \(actual.debugDescription)"
        case "parse", "parse-strict":
            let strict = vector.action == "parse-strict"
            // Where Foundation keeps the text as it is, `init(parsing: URL)` must agree with the text's parse.
            if let url = URL(string: vector.uri), url.absoluteString == vector.uri {
                let viaText = outcome { try parse(vector, strict: strict) }
                let viaURL = outcome { try parse(url, as: vector, strict: strict) }
                if viaURL != viaText { return "from URL(string:) \(viaURL), from its text \(viaText)" }
            }
            let actual = try parse(vector, strict: strict)
            if let error = vector.expectedError { return "expected error \(error), got \(shown(actual))" }
            return actual == vector.fields ? nil : "expected \(shown(vector.fields)), got \(shown(actual))"
        default:
            return "unknown action \(vector.action)"
        }
    } catch let error as OfficeLink.LinkError {
        guard let expectedError = vector.expectedError else { return "unexpected error \(error)" }
        guard error.kind.rawValue == expectedError else { return "expected error \(expectedError), got \(error)" }
        return detailProblem(error, vector)
    } catch {
        return "harness error: \(error)"
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2, let cases = try? loadCases(arguments[1]), !cases.isEmpty else {
    print("usage: harness <vectors.tsv> (a readable file with at least one case)")
    exit(2)
}
var failed = 0
for vector in cases {
    if let reason = run(vector) {
        failed += 1
        print("FAIL \(vector.name) (line \(vector.line)): \(reason)")
    }
}
print("\(cases.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
