import Foundation
import IR
import Write

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// A pipe-grammar message with no rules and no callback, as the tests of one backend's names build them.
    static func pipeMessage(
        id: String, address: IRAddress, flags: [IRFlag], abbreviation: IRAbbreviation?, fields: [IRField], doc: String?
    ) -> IRMessage {
        IRMessage(
            id: id, fields: fields, rules: [], callback: nil,
            encoding: .pipe(IRPipeEncoding(address: address, flags: flags, abbreviation: abbreviation)), doc: doc)
    }

    /// The package root, found from this file's location so tests run from any directory.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: file(relativePath)))
    }

    /// The file names of the languages' URI runtimes, which every schema generated into one folder
    /// shares, so their header names no schema.
    static let runtimeFileNames: Set<String> = [
        "SchemegenRuntime.swift", "SchemegenRuntime.kt", "schemegenRuntime.ts", "schemegen_runtime.h", "schemegen_runtime.c",
    ]

    /// Who the writer must take a generated file at `path` for: a runtime is every schema's.
    static func expectedOwner(of path: String) -> OwnershipProof.Owner {
        runtimeFileNames.contains((path as NSString).lastPathComponent) ? .sharedRuntime : .thisSchema
    }

    /// A fresh empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schemegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `diff -u` of two texts, for failure messages.
    static func unifiedDiff(expected: String, actual: String, label: String) -> String {
        guard let folder = try? temporaryFolder() else { return "(no diff: cannot create a temporary folder)" }
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedURL = folder.appendingPathComponent("expected")
        let actualURL = folder.appendingPathComponent("actual")
        try? Data(expected.utf8).write(to: expectedURL)
        try? Data(actual.utf8).write(to: actualURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", "--label", "golden \(label)", "--label", "generated \(label)", expectedURL.path, actualURL.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "(no diff: cannot run diff)" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output.prefix(20_000), as: UTF8.self)
    }
}
