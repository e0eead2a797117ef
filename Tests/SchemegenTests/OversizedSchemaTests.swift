import Driver
import Foundation
import Testing

/// A schema over the 8 MiB limit is refused at once with a located diagnostic; before the limit,
/// a 26 MB schema took about a minute and 700 MB to check and generate.
@Suite("Oversized schemas")
struct OversizedSchemaTests {
    @Test func aSchemaOverEightMiBIsRefusedAtOnce() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("big.json")
        let doc = String(repeating: "x", count: 9 * 1024 * 1024)
        let bytes = Data(#"{"schemaVersion": 1, "name": "Big", "doc": "\#(doc)"}"#.utf8)
        try bytes.write(to: schema)
        var errors: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        let status = CommandLineTool(standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["validate", "--schema", schema.path])
        let elapsed = clock.now - start
        #expect(status == .schemaError)
        #expect(errors.first == "\(schema.path):1:1: error: the file has \(bytes.count) bytes; schemegen reads files of at most 8 MiB (8388608 bytes)")
        #expect(elapsed < .seconds(5), "refusing took \(elapsed)")
    }
}
