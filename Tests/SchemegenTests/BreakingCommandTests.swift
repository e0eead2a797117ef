import Driver
import Foundation
import Testing

@Suite("schemegen breaking")
struct BreakingCommandTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
            .run(arguments)
        return (status, output, errors)
    }

    private func pair(_ name: String) -> [String] {
        let folder = TestSupport.file("Tests/Evolution/\(name)")
        return ["--against", folder.appendingPathComponent("old.json").path, "--schema", folder.appendingPathComponent("new.json").path]
    }

    @Test func exitsOneOnlyWhenSomethingBreaks() {
        #expect(run(["breaking"] + pair("no-changes")).status == .success)
        #expect(run(["breaking"] + pair("optional-field-added")).status == .success)
        #expect(run(["breaking"] + pair("mode-removed")).status.rawValue == 1)
        #expect(run(["breaking"] + pair("mode-renamed")).status.rawValue == 1)
    }

    /// The pair the per-language consumers are compiled against (Tests/Compatibility/*/run.sh) is
    /// what this command calls compatible, so the two checks agree on what "compatible" means.
    @Test func theCompatibilityPairIsReportedCompatible() {
        let result = run([
            "breaking", "--against", TestSupport.file("Tests/Compatibility/old.json").path,
            "--schema", TestSupport.file("Tests/Compatibility/new.json").path,
        ])
        #expect(result.status == .success)
        #expect(result.output.contains("(0 wire-breaking, 0 source-breaking, 10 compatible); nothing breaks"), "\(result.output)")
    }

    @Test func wireOnlyFailsOnlyOnWireBreakingChanges() {
        let renamed = run(["breaking", "--wire-only"] + pair("mode-renamed"))
        #expect(renamed.status == .success)
        #expect(renamed.output.contains(": warning: mode 'view' renamed to 'read' (token 'ofv') [source-breaking: mode-renamed]"))
        #expect(renamed.output.contains("nothing breaks on the wire"))
        let removed = run(["breaking", "--wire-only"] + pair("mode-removed"))
        #expect(removed.status.rawValue == 1)
        #expect(removed.output.contains("old.json:9:5: error: mode 'present' (token 'ofp') removed [wire-breaking: mode-removed]"))
    }

    @Test func aBrokenSchemaOnEitherSideIsReportedWithItsLocations() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{ "schemaVersion": 1, "name": "x" }"#.utf8).write(to: broken)
        let good = TestSupport.file("Tests/Evolution/no-changes/old.json").path
        let asOld = run(["breaking", "--against", broken.path, "--schema", good])
        #expect(asOld.status == .schemaError)
        #expect(asOld.errors.contains("\(broken.path):1:31: error: name 'x' must be an UpperCamelCase ASCII identifier"))
        #expect(asOld.output == "")
        let asNew = run(["breaking", "--against", good, "--schema", broken.path])
        #expect(asNew.status == .schemaError)
        #expect(asNew.errors.contains("in \(broken.path); nothing was compared"))
    }

    @Test func usageAndUnreadableFiles() {
        #expect(run(["breaking"]).status == .usage)
        #expect(run(["breaking", "--against", "a.json", "--against-revision", "HEAD"]).status == .usage)
        #expect(run(["generate", "--wire-only"]).status == .usage)
        #expect(run(["breaking", "--against-revision", "--schema", "x.json"]).errors.contains("--against-revision needs a value"))
        let missing = run(["breaking", "--against", "/nonexistent/old.json", "--schema", TestSupport.file("schema.json").path])
        #expect(missing.status == .schemaUnreadable)
        #expect(missing.errors.contains("cannot read the schema file /nonexistent/old.json"))
    }

    @Test func theSchemaDefaultsToTheConfigs() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestSupport.file("Tests/Evolution/mode-removed/new.json"), to: folder.appendingPathComponent("schema.json"))
        try Data(#"{ "schema": "schema.json" }"#.utf8).write(to: folder.appendingPathComponent("schemegen.json"))
        let result = run([
            "breaking", "--config", folder.appendingPathComponent("schemegen.json").path,
            "--against", TestSupport.file("Tests/Evolution/mode-removed/old.json").path,
        ])
        #expect(result.status.rawValue == 1)
        #expect(result.output.contains("-> \(folder.path)/schema.json: 1 change"))
    }

    @Test func againstRevisionReadsTheSchemaAtAGitRevisionWithoutACheckout() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemas = folder.appendingPathComponent("protocol")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let schema = schemas.appendingPathComponent("schema.json")
        try FileManager.default.copyItem(at: TestSupport.file("Tests/Evolution/flag-removed/old.json"), to: schema)
        let outside = run(["breaking", "--against-revision", "HEAD", "--schema", schema.path])
        #expect(outside.status == .schemaUnreadable)
        #expect(outside.errors.contains("at revision HEAD: not a git repository"))

        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["-c", "user.name=t", "-c", "user.email=t@t.invalid", "commit", "-qm", "v1"], in: folder)
        try FileManager.default.removeItem(at: schema)
        try FileManager.default.copyItem(at: TestSupport.file("Tests/Evolution/flag-removed/new.json"), to: schema)
        let result = run(["breaking", "--against-revision", "HEAD", "--schema", schema.path])
        #expect(result.status.rawValue == 1)
        #expect(result.output.contains("HEAD:\(schema.path):24:9: error: flag 'coAuthoring' (token 'ofc') of message 'open' removed [wire-breaking: flag-removed]"))

        let unknown = run(["breaking", "--against-revision", "nosuchbranch", "--schema", schema.path])
        #expect(unknown.status == .schemaUnreadable)
        #expect(unknown.errors.contains("at revision nosuchbranch:"))
        let uncommitted = schemas.appendingPathComponent("next.json")
        try FileManager.default.copyItem(at: schema, to: uncommitted)
        let notAtRevision = run(["breaking", "--against-revision", "HEAD", "--schema", uncommitted.path])
        #expect(notAtRevision.status == .schemaUnreadable)
        #expect(notAtRevision.errors.contains("path 'protocol/next.json' exists on disk, but not in 'HEAD'"))
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }
}
