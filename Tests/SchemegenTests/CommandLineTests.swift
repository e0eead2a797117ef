import Driver
import RenderCore
import Foundation
import Testing

@Suite("The schemegen command")
struct CommandLineTests {
    /// Runs the command in-process, returning its status and what it printed.
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
            .run(arguments)
        return (status, output, errors)
    }

    private let schema = TestSupport.file("schema.json").path

    @Test func printsItsVersionAndHelp() {
        #expect(run(["--version"]).output == "schemegen \(SchemegenVersion.current)\n")
        let help = run(["--help"])
        #expect(help.status == .success)
        #expect(help.output.contains("schemegen validate"))
    }

    @Test func rejectsUnknownOptionsLanguagesAndCommands() {
        #expect(run(["--frobnicate"]).status == .usage)
        #expect(run(["generate", "--lang", "cobol"]).errors.contains("unknown language 'cobol'"))
        #expect(run(["transmogrify"]).status == .usage)
        #expect(run(["generate", "--out"]).errors.contains("--out needs a value"))
    }

    @Test func suggestsTheCloseOptionLanguageAndCommand() {
        #expect(run(["generate", "--chek"]).errors.contains("unknown option '--chek'; did you mean '--check'?"))
        #expect(run(["generate", "--lang", "swfit"]).errors.contains("did you mean 'swift'?"))
        #expect(run(["validat"]).errors.contains("did you mean 'validate'?"))
        #expect(!run(["--frobnicate"]).errors.contains("did you mean"))
    }

    /// `--opt=value` means `--opt value`; a flag given a value is refused.
    @Test func acceptsAnAttachedValue() throws {
        let output = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = run(["generate", "--schema=\(schema)", "--lang=swift,c", "--out=\(output.path)", "--c-prefix=ol"])
        #expect(result.status == .success, "\(result.errors)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(folders == ["c", "swift"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("c/ol.h").path))
        #expect(run(["validate", "--schema=\(schema)", "--layout=package"]).status == .success)
        #expect(run(["generate", "--out="]).errors.contains("--out needs a value"))
        let flag = run(["generate", "--schema", schema, "--check=yes"])
        #expect(flag.status == .usage)
        #expect(flag.errors.contains("--check takes no value"))
        #expect(run(["breaking", "--against", schema, "--wire-only=true"]).errors.contains("--wire-only takes no value"))
    }

    /// `init` writes both starter files, which `validate` then accepts through the config; a
    /// second `init` writes nothing and exits 73 (output not writable).
    @Test func initWritesAStarterAndOverwritesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["init", "--out", folder.path]).status == .success)
        let config = folder.appendingPathComponent("schemegen.json").path
        let validated = run(["validate", "--config", config])
        #expect(validated.status == .success, "\(validated.errors)")
        let schema = folder.appendingPathComponent("schema.json")
        try Data("{}".utf8).write(to: schema)
        try FileManager.default.removeItem(atPath: config)
        let again = run(["init", "--out", folder.path])
        #expect(again.status == .outputError)
        #expect(again.errors.contains("schema.json already exists"))
        #expect(try String(contentsOf: schema, encoding: .utf8) == "{}")
        #expect(!FileManager.default.fileExists(atPath: config))
    }

    /// Paths and option values come from the command line and the config, not only the schema:
    /// whatever the tool prints, no line may carry a control character or start a CI workflow
    /// command.
    @Test func everyPrintedLineIsEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemegen-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = folder.appendingPathComponent("x\n::error file=a::pwned \u{1B}[31m.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: schema, toPath: hostile.path)
        let printed = [
            run(["validate", "--schema", hostile.path]),
            run(["validate", "--schema", hostile.path + ".missing"]),
            run(["generate", "--lang", "c\n::error::x"]),
        ]
        for result in printed {
            for line in (result.output + result.errors).split(separator: "\n") {
                #expect(!line.hasPrefix("::"), "\(line)")
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
            }
        }
        #expect(printed[0].status == .success)
        #expect(printed[0].output.contains("x\\u{A}::error file=a::pwned \\u{1B}[31m.json is valid"))
    }

    @Test func rejectsBackendOptionValuesTheBackendCannotUse() {
        let kotlin = run(["generate", "--schema", schema, "--kotlin-package", "com.not valid"])
        #expect(kotlin.status == .usage)
        #expect(kotlin.errors.contains("invalid kotlin option package 'com.not valid': a Kotlin package is identifiers separated by dots"))
        let c = run(["validate", "--schema", schema, "--c-prefix", "1x"])
        #expect(c.status == .usage)
        #expect(c.errors.contains("invalid c option prefix '1x'"))
    }

    @Test func swiftPlatformFilesNoWritesOnlyTheBindings() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        let result = run(["generate", "--schema", schema, "--out", out, "--lang", "swift", "--swift-platform-files", "no"])
        #expect(result.status == .success)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out + "/swift")) == ["OfficeLink.swift", ".OfficeLink.schemegen.json", "SchemegenRuntime.swift"])
        let invalid = run(["validate", "--schema", schema, "--swift-platform-files", "maybe"])
        #expect(invalid.status == .usage)
        #expect(invalid.errors.contains("invalid swift option platform-files 'maybe': platform-files is yes or no"))
    }

    @Test func validateChecksWithoutWriting() {
        let result = run(["validate", "--schema", schema])
        #expect(result.status == .success)
        #expect(result.output.contains("is valid"))
    }

    @Test func reportsAnUnreadableSchema() {
        let result = run(["validate", "--schema", "/nonexistent/schema.json"])
        #expect(result.status == .schemaUnreadable)
        #expect(result.errors.contains("cannot read the schema file /nonexistent/schema.json"))
    }

    @Test func generateWritesOnceThenLeavesUnchangedFilesAlone() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        let first = run(["generate", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(first.status == .success)
        #expect(first.output.hasSuffix("schemegen: 5 written, 0 unchanged\n"))
        #expect(FileManager.default.fileExists(atPath: out + "/swift/OfficeLink.swift"))
        let second = run(["generate", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(second.output == "schemegen: 0 written, 5 unchanged\n")
    }

    @Test func checkReportsMissingStaleAndExtraFilesAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        let missing = run(["generate", "--check", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(missing.status == .stale)
        #expect(missing.output.contains("missing: \(out)/swift/OfficeLink.swift"))
        #expect(!FileManager.default.fileExists(atPath: out))

        #expect(run(["generate", "--schema", schema, "--out", out, "--lang", "swift"]).status == .success)
        #expect(run(["generate", "--check", "--schema", schema, "--out", out, "--lang", "swift"]).status == .success)

        let generated = out + "/swift/OfficeLink.swift"
        let text = try String(contentsOfFile: generated, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "public enum Mode", with: "public enum Moods").utf8).write(to: URL(fileURLWithPath: generated))
        let olderHeader = "// \(GeneratedHeader.marker) 0.0.1 for schema OfficeLink from old.json (sha256 0123456789ab).\n// \(GeneratedHeader.doNotEdit)\n"
        try Data(olderHeader.utf8).write(to: URL(fileURLWithPath: out + "/swift/Old.swift"))
        let stale = run(["generate", "--check", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(stale.status == .stale)
        #expect(stale.output.contains("stale: \(generated)"))
        #expect(stale.output.contains("-    public enum Moods"))
        #expect(stale.output.contains("+    public enum Mode"))
        #expect(stale.output.contains("no longer generated: \(out)/swift/Old.swift"))

        let fixed = run(["generate", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(fixed.output.contains("deleted \(out)/swift/Old.swift (no longer generated)"))
        #expect(run(["generate", "--check", "--schema", schema, "--out", out, "--lang", "swift"]).status == .success)
    }

    @Test func refusesToOverwriteAHandWrittenFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        try FileManager.default.createDirectory(atPath: out + "/swift", withIntermediateDirectories: true)
        try Data("// my own code\n".utf8).write(to: URL(fileURLWithPath: out + "/swift/OfficeLink.swift"))
        let result = run(["generate", "--schema", schema, "--out", out, "--lang", "swift"])
        #expect(result.status == .outputError)
        #expect(result.errors.contains("\(out)/swift/OfficeLink.swift was not written by schemegen for schema OfficeLink"))
        #expect(try String(contentsOfFile: out + "/swift/OfficeLink.swift", encoding: .utf8) == "// my own code\n")
    }

    @Test func aConfigFileSetsSchemaLanguagesAndFoldersAndFlagsOverrideIt() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestSupport.file("schema.json"), to: folder.appendingPathComponent("protocol.json"))
        let config = folder.appendingPathComponent("schemegen.json")
        try Data(#"{ "schema": "protocol.json", "languages": ["swift"], "outputs": { "swift": "ios/Generated" } }"#.utf8)
            .write(to: config)

        let configured = run(["generate", "--config", config.path])
        #expect(configured.status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/ios/Generated/OfficeLink.swift"))
        #expect(run(["generate", "--check", "--config", config.path]).status == .success)

        let overridden = run(["generate", "--config", config.path, "--out", folder.path + "/flags"])
        #expect(overridden.status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/flags/swift/OfficeLink.swift"))
    }

    /// `docs` writes the reference into its own folder, is checked like `generate`, and shares a
    /// config with it: a config naming the docs folder still generates, and `generate` leaves the
    /// reference alone.
    @Test func docsWritesTheReferenceChecksItAndSharesTheConfig() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestSupport.file("schema.json"), to: folder.appendingPathComponent("protocol.json"))
        let config = folder.appendingPathComponent("schemegen.json")
        try Data(#"{ "schema": "protocol.json", "languages": ["swift"], "outputs": { "swift": "ios", "docs": "reference" } }"#.utf8)
            .write(to: config)
        let reference = folder.path + "/reference/OfficeLink.md"

        let missing = run(["docs", "--check", "--config", config.path])
        #expect(missing.status == .stale)
        #expect(missing.output.contains("missing: \(reference)"))
        #expect(missing.output.contains("run 'schemegen docs' to update them"))
        #expect(run(["docs", "--config", config.path]).status == .success)
        #expect(try String(contentsOfFile: reference, encoding: .utf8).contains("# The OfficeLink URL protocol"))
        #expect(run(["docs", "--check", "--config", config.path]).status == .success)

        #expect(run(["generate", "--config", config.path]).status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/ios/OfficeLink.swift"))
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(run(["docs", "--lang", "swift", "--config", config.path]).status == .usage)
    }

    @Test func anInvalidConfigIsReportedWithItsLocation() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("schemegen.json")
        try Data("{\n  \"languages\": [\"swift\", \"cobol\"],\n  \"options\": { \"swift\": { \"color\": \"red\" } },\n  \"extra\": 1\n}\n".utf8)
            .write(to: config)
        let result = run(["generate", "--config", config.path])
        #expect(result.status == .usage)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.contains("2:26: error: unknown language 'cobol'") } != nil)
        #expect(lines.first { $0.contains("3:27: error: unknown swift option 'color'; expected 'platform-files', 'access'") } != nil)
        #expect(lines.first { $0.contains("4:3: error: unexpected key 'extra' in the config") } != nil)
        #expect(run(["generate", "--config", folder.path + "/missing.json"]).errors.contains("cannot read the config file"))
    }

    @Test func templatesFromAFolderOverrideTheBundledOnes() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: TestSupport.file("Templates"), to: templates)
        let module = templates.appendingPathComponent("swift/Module.swift.mustache")
        let original = try String(contentsOf: module, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "import Foundation", with: "import Foundation // custom").utf8)
            .write(to: module)
        let out = folder.appendingPathComponent("out").path
        #expect(run(["generate", "--schema", schema, "--out", out, "--lang", "swift", "--templates", templates.path]).status == .success)
        let generated = try String(contentsOfFile: out + "/swift/OfficeLink.swift", encoding: .utf8)
        #expect(generated.contains("import Foundation // custom"))
    }

    /// The output folders are locked (and made) before rendering, and each backend's files are
    /// compared as it renders: a template error in the first backend (C; the languages render in
    /// their names' order), in a later one, or in the last (TypeScript, after the others' files
    /// were compared) still leaves nothing behind.
    @Test(arguments: ["c/Header.h.mustache", "swift/Mode.swift.mustache", "typescript/Module.ts.mustache"])
    func aBrokenTemplateIsReportedAndNothingIsWritten(template: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: TestSupport.file("Templates"), to: templates)
        try Data("{{#unclosed}}\n".utf8).write(to: templates.appendingPathComponent(template))
        let out = folder.appendingPathComponent("out")
        let result = run(["generate", "--schema", schema, "--out", out.path, "--templates", templates.path])
        #expect(result.status == .templateError)
        #expect(result.errors.contains("\(template):1: error: section 'unclosed' is never closed"))
        #expect(result.errors.contains("schemegen: template error; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func layoutPackageWritesAPackagePerLanguageAndDropInRemovesIt() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        #expect(run(["generate", "--schema", schema, "--out", out, "--layout", "package"]).status == .success)
        for path in [
            "swift/Package.swift", "swift/Sources/OfficeLink/OfficeLink.swift", "kotlin/build.gradle.kts",
            "kotlin/src/main/kotlin/officelink/OfficeLink.kt", "kotlin/src/main/AndroidManifest.xml", "typescript/package.json",
            "typescript/tsconfig.json", "typescript/tsconfig.cjs.json", "typescript/src/officeLink.ts", "c/CMakeLists.txt", "c/officelink.pc.in",
            "c/include/officelink.h", "c/src/officelink.c", "c/README.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + path), "\(path)")
        }
        #expect(run(["generate", "--check", "--schema", schema, "--out", out, "--layout", "package"]).status == .success)
        #expect(run(["generate", "--check", "--schema", schema, "--out", out]).status == .stale)

        let dropIn = run(["generate", "--schema", schema, "--out", out, "--layout", "drop-in"])
        #expect(dropIn.status == .success)
        #expect(dropIn.output.contains("deleted \(out)/typescript/package.json (no longer generated)"))
        #expect(!FileManager.default.fileExists(atPath: out + "/c/CMakeLists.txt"))
        #expect(FileManager.default.fileExists(atPath: out + "/c/officelink.h"))
    }

    @Test func aPackageBuildFolderIsNotTakenForStaleOutput() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Generated").path
        #expect(run(["generate", "--schema", schema, "--out", out, "--lang", "typescript", "--layout", "package"]).status == .success)
        // What `tsc -p .` writes: the module with its header comments.
        let built = out + "/typescript/dist/officeLink.js"
        try FileManager.default.createDirectory(atPath: out + "/typescript/dist", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: out + "/typescript/src/officeLink.ts", toPath: built)
        #expect(run(["generate", "--check", "--schema", schema, "--out", out, "--lang", "typescript", "--layout", "package"]).status == .success)
        #expect(run(["generate", "--schema", schema, "--out", out, "--lang", "typescript", "--layout", "package"]).status == .success)
        #expect(FileManager.default.fileExists(atPath: built))
    }

    @Test func rejectsAnUnknownLayout() {
        let result = run(["generate", "--schema", schema, "--layout", "zip"])
        #expect(result.status == .usage)
        #expect(result.errors.contains("unknown layout 'zip'; expected 'drop-in' or 'package'"))
        let validate = run(["validate", "--schema", schema, "--layout", "package"])
        #expect(validate.status == .success)
        #expect(validate.output.contains("is valid (29 files would be generated)"))
    }

    @Test func theConfigSetsTheLayoutAndThePackageVersionAndTheFlagOverridesIt() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestSupport.file("schema.json"), to: folder.appendingPathComponent("schema.json"))
        let config = folder.appendingPathComponent("schemegen.json")
        try Data(#"{ "schema": "schema.json", "out": "Generated", "languages": ["typescript", "c"], "layout": "package", "packageVersion": "1.20.3" }"#.utf8)
            .write(to: config)
        #expect(run(["generate", "--config", config.path]).status == .success)
        let manifest = try String(contentsOfFile: folder.path + "/Generated/typescript/package.json", encoding: .utf8)
        #expect(manifest.contains(#""version": "1.20.3","#))
        let cmake = try String(contentsOfFile: folder.path + "/Generated/c/CMakeLists.txt", encoding: .utf8)
        #expect(cmake.contains("project(OfficeLink VERSION 1.20.3 "))
        #expect(run(["generate", "--config", config.path, "--check"]).status == .success)

        let dropIn = run(["generate", "--config", config.path, "--layout", "drop-in"])
        #expect(dropIn.status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Generated/typescript/officeLink.ts"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated/typescript/package.json"))
    }

    @Test func aConfigWithAnUnknownLayoutOrABadPackageVersionIsRefused() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("schemegen.json")
        try Data("{\n  \"layout\": \"zip\",\n  \"packageVersion\": \"1.02.0-beta\"\n}\n".utf8).write(to: config)
        let result = run(["generate", "--config", config.path])
        #expect(result.status == .usage)
        #expect(result.errors.contains("2:13: error: unknown layout 'zip'; expected 'drop-in' or 'package'"))
        #expect(result.errors.contains("3:21: error: 'packageVersion' must be MAJOR.MINOR.PATCH in digits, such as 1.2.0, found '1.02.0-beta'"))
    }
}
