import Driver
import Foundation
import Testing

/// Each `Tests/Schemas/broken/NAME.json` must make `schemegen validate` print exactly
/// `NAME.expected` (every diagnostic with its line and column) and exit with the schema-error
/// status; `generate` on it must write nothing.
@Suite("Schema diagnostics")
struct DiagnosticsTests {
    static let folder = TestSupport.file("Tests/Schemas/broken")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func thereAreBrokenSchemasToCheck() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func validatePrintsTheExpectedDiagnostics(name: String) throws {
        let schema = Self.folder.appendingPathComponent("\(name).json").path
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        var errors = ""
        let status = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
            .run(["validate", "--schema", schema])
        #expect(status == .schemaError)
        let actual = errors.replacingOccurrences(of: Self.folder.path + "/", with: "")
        #expect(actual == expected, "\(TestSupport.unifiedDiff(expected: expected, actual: actual, label: name))")
    }

    @Test(arguments: cases)
    func generateWritesNothing(name: String) throws {
        let output = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let target = output.appendingPathComponent("out")
        let status = CommandLineTool(standardOutput: { _ in }, standardError: { _ in })
            .run(["generate", "--schema", Self.folder.appendingPathComponent("\(name).json").path, "--out", target.path])
        #expect(status == .schemaError)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
