import Driver
import Foundation
import Testing
import Write

/// `schemegen registration`: the app comes from `--app` or the config, an unknown one is a
/// usage error with a suggestion, the files are checked like `generate`'s, and the config's
/// `registration` section is checked with located diagnostics.
@Suite("schemegen registration")
struct RegistrationCommandTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
            .run(arguments)
        return (status, output, errors)
    }

    private let schema = TestSupport.file("schema.json").path
    private let spotify = TestSupport.file("Examples/protocols/spotify.json").path

    @Test func needsAnAppAndSuggestsTheNearestUnknownOne() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = run(["registration", "--schema", schema, "--out", folder.path])
        #expect(missing.status == .usage)
        #expect(missing.errors.contains("registration needs --app APP-ID"))
        let unknown = run(["registration", "--schema", schema, "--out", folder.path, "--app", "wrod"])
        #expect(unknown.status == .usage)
        #expect(unknown.errors.contains("unknown app 'wrod'"))
        #expect(unknown.errors.contains("did you mean 'word'?"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(run(["generate", "--app", "word"]).status == .usage)
    }

    @Test func writesTheFilesAndChecksThem() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["registration", "--schema", schema, "--out", folder.path, "--app", "word"]
        let stale = run(arguments + ["--check"])
        #expect(stale.status == .stale)
        #expect(stale.output.contains("run 'schemegen registration --app word' to update them"))
        let written = run(arguments)
        #expect(written.status == .success)
        #expect(written.output.contains("schemegen: 3 written"))
        let plist = try String(contentsOfFile: folder.path + "/registration/ios/CFBundleURLTypes.plist", encoding: .utf8)
        #expect(plist.contains("<string>ms-word</string>"))
        let filters = try String(contentsOfFile: folder.path + "/registration/android/intent-filters.xml", encoding: .utf8)
        #expect(filters.contains(#"<data android:scheme="ms-word" />"#))
        #expect(run(arguments + ["--check"]).status == .success)
    }

    @Test func theConfigNamesTheAppAndTheHTTPSCredentials() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
        let config = folder.appendingPathComponent("schemegen.json")
        try Data(#"""
            { "schema": "\#(spotify)", "outputs": { "registration": "platform" },
              "registration": { "app": "spotify", "android": { "package": "com.spotify.music", "sha256CertFingerprints": ["\#(fingerprint)"] },
                                "ios": { "appIDs": ["ABCDE12345.com.spotify.client"] } } }
            """#.utf8).write(to: config)
        let result = run(["registration", "--config", config.path])
        #expect(result.status == .success)
        #expect(result.errors.contains("warning: carrier resource/web: Android: "))
        let association = try String(contentsOfFile: folder.path + "/platform/ios/open.spotify.com/apple-app-site-association", encoding: .utf8)
        #expect(association.contains(#""appIDs": ["ABCDE12345.com.spotify.client"]"#))
        #expect(association.contains(#"{ "/": "/track/?*", "comment": "resource, carrier web" },"#))
        let links = try String(contentsOfFile: folder.path + "/platform/android/assetlinks.json", encoding: .utf8)
        #expect(links.contains(#""package_name": "com.spotify.music""#))
        // The generate command shares the config and leaves the platform folder alone.
        #expect(run(["generate", "--config", config.path, "--lang", "swift", "--out", folder.path + "/gen"]).status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/platform/android/assetlinks.json"))
    }

    @Test func aBrokenRegistrationSectionIsReportedWhereItIs() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("schemegen.json")
        try Data("{\n  \"registration\": {\n    \"android\": { \"sha256CertFingerprints\": [\"ab:cd\"] },\n    \"ios\": { \"appIDs\": [\"x\"], \"team\": 1 }\n  }\n}\n".utf8)
            .write(to: config)
        let result = run(["registration", "--config", config.path, "--app", "word", "--schema", schema])
        #expect(result.status == .usage)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("3:45: error: a SHA-256 fingerprint is 32 pairs of uppercase hex digits") })
        #expect(lines.contains { $0.contains("4:25: error: an app id is TEAMID.bundle.id") })
        #expect(lines.contains { $0.contains("4:31: error: unexpected key 'team'") })
    }

    /// The JSON files have no comments: their header is the strings of a `"//"` array, which the
    /// writer must still read as its proof, or a second run could not overwrite them.
    @Test(arguments: [
        ("default", "OfficeLink"), ("things", "Things"), ("obsidian", "Obsidian"), ("shortcuts", "Shortcuts"),
        ("spotify", "Spotify"), ("url-generic", "UrlGeneric"),
    ])
    func everyGoldenFileIsProvenItsSchemas(folder: String, schema: String) throws {
        let root = TestSupport.file("Tests/Goldens/registration/\(folder)/registration")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(paths.count >= 3)
        for path in paths {
            let contents = try Data(contentsOf: root.appendingPathComponent(path))
            #expect(OwnershipProof(schemaName: schema).owner(of: contents) == .thisSchema, "\(folder)/\(path)")
        }
    }
}
