// Runs every case of Tests/Conformance/vectors.tsv against the generated Swift for schema.json.
// Usage: harness <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
import Foundation

struct VectorCase {
    let line: Int
    let name: String
    let action: String
    let message: String
    let uri: String
    var fields: [(name: String, value: String)]
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

func loadCases(_ path: String) throws -> [VectorCase] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var cases: [VectorCase] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.isEmpty || line.hasPrefix("#") { continue }
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        let fields = columns.dropFirst(4).map { column -> (name: String, value: String) in
            let equals = column.firstIndex(of: "=")!
            return (String(column[..<equals]), unescape(column[column.index(after: equals)...]))
        }
        cases.append(VectorCase(
            line: index + 1, name: String(columns[0]), action: String(columns[1]), message: String(columns[2]),
            uri: unescape(columns[3]), fields: fields))
    }
    return cases
}

struct Failure: Error { let reason: String }

extension VectorCase {
    var expectedError: String? { fields.first { $0.name == "error" }?.value }

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

func flag(_ text: String) -> Bool { text == "true" }

/// The fields a parsed message holds, in the vector file's canonical order.
func describe(_ message: OfficeLink.OpenMessage) -> [String] {
    var fields = ["app=\(message.app)", "mode=\(message.mode)", "url=\(message.url)"]
    if let passback = message.passback { fields.append("passback=\(passback)") }
    if let context = message.context { fields.append("context=\(context)") }
    return fields
}

func describe(_ message: OfficeLink.ReturnMessage) -> [String] {
    var fields = ["scheme=\(message.scheme)", "mode=\(message.mode)", "url=\(message.url)", "uploadPending=\(message.uploadPending)"]
    if let context = message.context { fields.append("context=\(context)") }
    return fields
}

func build(_ vector: VectorCase) throws -> String {
    switch vector.message {
    case "open":
        return try OfficeLink.OpenMessage(
            app: app(vector.required("app")), mode: mode(vector.value("mode")), url: vector.required("url"),
            passback: vector.value("passback"), context: vector.value("context")
        ).uriString()
    case "return":
        return try OfficeLink.ReturnMessage(
            scheme: vector.required("scheme"), mode: mode(vector.value("mode")), url: vector.required("url"),
            uploadPending: flag(vector.required("uploadPending")), context: vector.value("context")
        ).uriString()
    default:
        throw Failure(reason: "unknown message \(vector.message)")
    }
}

func parse(_ vector: VectorCase) throws -> [String] {
    switch vector.message {
    case "open": return describe(try OfficeLink.OpenMessage(parsing: vector.uri))
    case "return": return describe(try OfficeLink.ReturnMessage(parsing: vector.uri))
    default: throw Failure(reason: "unknown message \(vector.message)")
    }
}

/// Runs one case; returns nil when it passes, else why it failed.
func run(_ vector: VectorCase) -> String? {
    do {
        let actual: String
        let expected: String
        switch vector.action {
        case "build":
            actual = try build(vector)
            expected = vector.uri
        case "parse":
            actual = try parse(vector).joined(separator: "\t")
            expected = vector.fields.map { "\($0.name)=\($0.value)" }.joined(separator: "\t")
        default:
            return "unknown action \(vector.action)"
        }
        if let error = vector.expectedError { return "expected error \(error), got \(actual.debugDescription)" }
        return actual == expected ? nil : "expected \(expected.debugDescription), got \(actual.debugDescription)"
    } catch let error as OfficeLink.LinkError {
        guard let expectedError = vector.expectedError else { return "unexpected error \(error)" }
        return error.kind.rawValue == expectedError ? nil : "expected error \(expectedError), got \(error)"
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
