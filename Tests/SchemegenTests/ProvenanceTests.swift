import Driver
import Foundation
import IR
import RenderCore
import Testing
import Write

/// A generated file changes only when its own contents change: the schemegen version and the
/// schema's SHA-256 live in each folder's provenance file alone, so build tools recompile only
/// the files an edit reaches.
@Suite("Provenance")
struct ProvenanceTests {
    private static let provenanceName = ".OfficeLink.schemegen.json"

    private func run(_ arguments: [String]) -> (status: ExitCode, output: String) {
        var output = ""
        let status = CommandLineTool(standardOutput: { output += $0 + "\n" }, standardError: { _ in }).run(arguments)
        return (status, output)
    }

    /// Every file under `folder`, dot-files included, by path relative to it.
    private func files(in folder: String) throws -> [String: (bytes: Data, modified: Date)] {
        var files: [String: (bytes: Data, modified: Date)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            let full = folder + "/" + path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: URL(fileURLWithPath: full)), try #require(attributes[.modificationDate] as? Date))
        }
        return files
    }

    /// Generates schema.json, edits one mode's doc, generates again: exactly the files that
    /// mention that doc, and each folder's provenance file, are rewritten; every other file keeps
    /// its bytes and its modification time. `--check` in between lists the same files.
    @Test(arguments: ["drop-in", "package"])
    func aDocEditRewritesOnlyTheFilesThatShowIt(layout: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        let out = folder.appendingPathComponent("Generated").path
        let oldDoc = "Open the document read-only."
        let newDoc = "Open the document without editing it."
        let original = try String(contentsOf: TestSupport.file("schema.json"), encoding: .utf8)
        try #require(original.components(separatedBy: oldDoc).count == 2)
        try Data(original.utf8).write(to: schema)
        let arguments = ["generate", "--schema", schema.path, "--out", out, "--layout", layout]
        #expect(run(arguments).status == .success)

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in try files(in: out).keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out + "/" + path)
        }
        let before = try files(in: out)
        try Data(original.replacingOccurrences(of: oldDoc, with: newDoc).utf8).write(to: schema)

        let check = run(arguments + ["--check"])
        #expect(check.status == .stale)
        let stale = Set(check.output.split(separator: "\n").compactMap { line in
            line.hasPrefix("stale: \(out)/") ? String(line.dropFirst("stale: \(out)/".count)) : nil
        })
        #expect(run(arguments).status == .success)
        let after = try files(in: out)

        #expect(Set(after.keys) == Set(before.keys))
        let mentioning = Set(after.keys.filter { path in
            after[path]!.bytes.range(of: Data(newDoc.utf8)) != nil || before[path]!.bytes.range(of: Data(oldDoc.utf8)) != nil
        })
        let provenance = Set(after.keys.filter { $0.hasSuffix("/" + Self.provenanceName) })
        #expect(provenance.count == Backends.languages.count)
        #expect(!mentioning.isEmpty && mentioning.isDisjoint(with: provenance))
        let expected = mentioning.union(provenance)
        #expect(expected.count < after.count, "the edit should leave some files alone")
        let rewritten = Set(after.keys.filter { after[$0]!.bytes != before[$0]!.bytes })
        let touched = Set(after.keys.filter { after[$0]!.modified != past })
        #expect(rewritten == expected)
        #expect(touched == expected)
        #expect(stale == expected)
    }

    /// Another schemegen version changes the provenance files and nothing else, in both layouts
    /// and for both grammars: rendered, and as the writer plans it over the earlier version's files.
    @Test(arguments: ["schema.json", "Tests/Schemas/url-generic.json"], [OutputLayout.dropIn, .package])
    func anotherSchemegenVersionRewritesOnlyTheProvenanceFiles(schemaPath: String, layout: OutputLayout) throws {
        let input = SchemaInput(fileName: "schema.json", bytes: try TestSupport.bytes(schemaPath))
        let current = try Pipeline.module(from: input)
        let provenance = current.provenance
        let next = IRModule(
            name: current.name, doc: current.doc,
            provenance: Provenance(
                generatorVersion: provenance.generatorVersion + ".1", schemaFileName: provenance.schemaFileName,
                schemaSHA256: provenance.schemaSHA256),
            modes: current.modes, apps: current.apps, enums: current.enums, messages: current.messages,
            errorKinds: current.errorKinds)
        let before = try Pipeline.output(current, backends: Backends.all, layout: layout, templates: .bundled).files
        let after = try Pipeline.output(next, backends: Backends.all, layout: layout, templates: .bundled).files
        #expect(before.map(\.pathUnderSharedFolder) == after.map(\.pathUnderSharedFolder))
        let provenanceName = ProvenanceFile.name(for: current)
        let differing = zip(before, after).filter { $0.bytes != $1.bytes }.map(\.0.pathUnderSharedFolder)
        #expect(differing == Backends.languages.map { "\($0)/\(provenanceName)" })

        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func outputFiles(_ files: [RenderedFile]) -> [OutputFile] {
            files.map { OutputFile(path: folder.path + "/" + $0.pathUnderSharedFolder, bytes: $0.bytes) }
        }
        let proof = OwnershipProof(schemaName: current.name)
        try AtomicWriter.apply(OutputPlanner.plan(outputFiles(before), folders: [folder.path], proof: proof))
        let plan = try OutputPlanner.plan(outputFiles(after), folders: [folder.path], proof: proof)
        let planned = plan.changes.map { change -> String in
            guard case .update(let file, _) = change else { return "not an update: \(change)" }
            return String(file.path.dropFirst(folder.path.count + 1))
        }
        #expect(planned == differing)
    }
}
