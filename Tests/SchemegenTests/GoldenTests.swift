import Check
import DocsBackend
import Driver
import Foundation
import Load
import RegistrationBackend
import RenderCore
import Testing
import Write

/// The golden files are the contract: every language's output for each test schema is checked
/// in under `Tests/Goldens/<schema>/<language>/`, and must match a fresh in-memory run byte for byte.
@Suite("Golden files")
struct GoldenTests {
    static let updateCommand = "bash Tests/update-goldens.sh"

    /// (schema file, golden folder)
    static let schemas = [
        ("schema.json", "default"), ("Tests/Schemas/landmine.json", "landmine"),
        ("Examples/protocols/things.json", "things"), ("Examples/protocols/obsidian.json", "obsidian"),
        ("Examples/protocols/shortcuts.json", "shortcuts"), ("Examples/protocols/spotify.json", "spotify"),
        ("Tests/Schemas/url-generic.json", "url-generic"),
    ]

    static func render(_ schemaPath: String, backends: [any Backend] = Backends.all) throws -> [RenderedFile] {
        let input = SchemaInput(
            fileName: URL(fileURLWithPath: schemaPath).lastPathComponent, bytes: try TestSupport.bytes(schemaPath))
        return try Pipeline.render(Pipeline.module(from: input), backends: backends, templates: .bundled)
    }

    /// The bytes a render wrote, as an array to compare.
    static func bytes(of file: RenderedFile) -> [UInt8] {
        file.bytes.withUnsafeBytes { Array($0) }
    }

    /// Every file byte for byte against `Tests/Goldens/<folder>`, which must hold no other file.
    static func expectGoldens(_ files: [RenderedFile], in folder: String) throws {
        let goldens = TestSupport.file("Tests/Goldens/\(folder)")
        for file in files {
            let golden = goldens.appendingPathComponent(file.pathUnderSharedFolder)
            let expected = (try? Data(contentsOf: golden)).map { [UInt8]($0) } ?? []
            // A Bool, so a failure shows the diff below rather than every byte of both files.
            let matches = Self.bytes(of: file) == expected
            #expect(
                matches,
                "\(folder)/\(file.pathUnderSharedFolder) differs from its golden. To accept the new output run: \(Self.updateCommand)\n\(TestSupport.unifiedDiff(expected: String(decoding: expected, as: UTF8.self), actual: file.contents, label: file.path))"
            )
            // The bytes are written as they are, unchecked: they must be the UTF-8 that making
            // them a `String` would have given (an invalid sequence would come back as U+FFFD).
            let isUTF8 = Self.bytes(of: file) == Array(file.contents.utf8)
            #expect(isUTF8, "\(folder)/\(file.pathUnderSharedFolder) is not valid UTF-8")
        }
        let goldenPaths = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: goldens.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
        #expect(Set(goldenPaths) == Set(files.map(\.pathUnderSharedFolder)), "stale or missing golden files; run: \(Self.updateCommand)")
    }

    @Test(arguments: schemas)
    func generatedFilesMatchTheGoldens(schemaPath: String, folder: String) throws {
        try Self.expectGoldens(Self.render(schemaPath), in: folder)
    }

    /// `schemegen docs`, kept apart from the languages' goldens because `generate` does not write it.
    @Test(arguments: schemas)
    func protocolReferenceMatchesItsGoldens(schemaPath: String, folder: String) throws {
        try Self.expectGoldens(Self.render(schemaPath, backends: [DocsBackend()]), in: "docs/\(folder)")
    }

    /// `schemegen registration`: each config of `Tests/Registration/configs` (its schema and app,
    /// read as the driver reads them) against `Tests/Goldens/registration/<config>`.
    @Test(arguments: ["default", "things", "obsidian", "shortcuts", "spotify", "url-generic"])
    func registrationFilesMatchTheirGoldens(config name: String) throws {
        let configPath = "Tests/Registration/configs/\(name).json"
        let config = try ConfigChecker.check(JSONParser.parse(TestSupport.bytes(configPath)), backends: ["registration": []])
        let schemaPath = try #require(config.schema.map { "Tests/Registration/configs/\($0)" })
        let appID = try #require(config.registration?.app)
        let input = SchemaInput(
            fileName: URL(fileURLWithPath: schemaPath).lastPathComponent, bytes: try TestSupport.bytes(schemaPath))
        let files = try Pipeline.render(
            Pipeline.module(from: input), backends: [RegistrationBackend()],
            options: ["registration": RegistrationOptions.values(appID: appID, config: config.registration)], templates: .bundled)
        try Self.expectGoldens(files, in: "registration/\(name)")
    }

    /// schema.json in the package layout, against `Tests/Goldens/default-package/`.
    @Test func packageLayoutMatchesItsGoldens() throws {
        let input = SchemaInput(fileName: "schema.json", bytes: try TestSupport.bytes("schema.json"))
        let output = try Pipeline.output(Pipeline.module(from: input), backends: Backends.all, layout: .package, templates: .bundled)
        let goldens = TestSupport.file("Tests/Goldens/default-package")
        for file in output.files {
            let expected = (try? Data(contentsOf: goldens.appendingPathComponent(file.pathUnderSharedFolder))).map { [UInt8]($0) } ?? []
            let matches = Self.bytes(of: file) == expected
            #expect(
                matches,
                "default-package/\(file.pathUnderSharedFolder) differs from its golden. To accept the new output run: \(Self.updateCommand)\n\(TestSupport.unifiedDiff(expected: String(decoding: expected, as: UTF8.self), actual: file.contents, label: file.path))"
            )
            let isUTF8 = Self.bytes(of: file) == Array(file.contents.utf8)
            #expect(isUTF8, "default-package/\(file.pathUnderSharedFolder) is not valid UTF-8")
            // Manifests in formats of their own (`#` comments, package.json's "//" strings) must
            // still prove to the writer whose they are, or it could not overwrite or delete them.
            #expect(
                OwnershipProof(schemaName: "OfficeLink").owner(of: Data(file.contents.utf8))
                    == TestSupport.expectedOwner(of: file.path), "\(file.path)")
        }
        let goldenPaths = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: goldens.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(Set(goldenPaths) == Set(output.files.map(\.pathUnderSharedFolder)), "stale or missing golden files; run: \(Self.updateCommand)")
        #expect(output.buildFolders == ["swift": [], "kotlin": ["build"], "typescript": ["dist"], "c": ["build"]])
    }

    @Test func everyLanguageProducesOutput() throws {
        let languages = Set(try Self.render("schema.json").map(\.language))
        #expect(languages == Set(Backends.languages))
    }

    @Test func outputIsDeterministic() throws {
        #expect(try Self.render("schema.json") == Self.render("schema.json"))
    }

    @Test func everyFileStartsWithTheGeneratedHeader() throws {
        for file in try Self.render("schema.json") {
            let head = String(file.contents.prefix(400))
            if TestSupport.expectedOwner(of: file.path) == .sharedRuntime {
                #expect(head.contains(GeneratedHeader.runtimeLines[0]), "\(file.path)")
                continue
            }
            #expect(head.contains("Generated by schemegen for schema OfficeLink from schema.json."), "\(file.path)")
            #expect(head.contains("Do not edit"), "\(file.path)")
        }
    }

    /// Each language's folder holds the provenance file, which alone names the schemegen version
    /// and the schema's whole SHA-256.
    @Test func eachFolderHasTheProvenanceFile() throws {
        let digest = SHA256.hexDigest(try TestSupport.bytes("schema.json"))
        let provenance = try Self.render("schema.json").filter { $0.path == ".OfficeLink.schemegen.json" }
        #expect(provenance.map(\.language) == Backends.languages)
        for file in provenance {
            let object = try #require(JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            #expect(object["schemegen"] as? String == SchemegenVersion.current)
            let schema = try #require(object["schema"] as? [String: String])
            #expect(schema == ["name": "OfficeLink", "file": "schema.json", "sha256": digest])
        }
    }
}
