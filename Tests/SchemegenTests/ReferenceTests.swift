import Driver
import Foundation
import IR
import Reference
import Testing

/// The generator's own reference of the grammar (Sources/Reference) on a few cases of each
/// grammar, and `schemegen explain` and `schemegen build` around it: exit codes and JSON shape.
/// Every conformance vector runs through it in Tests/Conformance/reference-cli.sh.
@Suite("The reference grammar, explain and build")
struct ReferenceTests {
    private static func reference(_ schema: String) throws -> Reference {
        let bytes = try TestSupport.bytes(schema)
        return Reference(module: try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: bytes)))
    }

    private func parse(_ reference: Reference, _ uri: String, as messageID: String, strict: Bool = false) throws(ReferenceError) -> ParsedMessage {
        var attempts: [CarrierAttempt] = []
        return try reference.parse(Array(uri.utf8), as: messageID, strict: strict, attempts: &attempts)
    }

    private func arguments(_ pairs: [(String, String)]) -> BuildArguments {
        BuildArguments(pairs.map { ($0.0, Array($0.1.utf8)) })
    }

    /// The reference's error, or nil when `body` succeeds (or throws something else).
    private func error(_ body: () throws -> some Any) -> ReferenceError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? ReferenceError
        }
    }

    // MARK: The pipe grammar

    @Test func pipeParsesTypedFieldsAndKeepsUnknownPairsAside() throws {
        let office = try Self.reference("schema.json")
        let parsed = try parse(office, "MS-WORD:ofv|ofc|u|https://contoso/a.docx|c|a%20b|zz|1", as: "open")
        #expect(parsed.address == .app("word"))
        #expect(parsed.modeID == "view")
        #expect(parsed.flagIDs == ["coAuthoring"])
        #expect(parsed.values.map(\.fieldID) == ["url", "context"])
        #expect(parsed.values.map(\.value) == [.text("https://contoso/a.docx"), .text("a b")])
        #expect(parsed.unknown == [ParsedMessage.Unknown(key: Array("zz".utf8), value: Array("1".utf8))])
        let abbreviated = try parse(office, "ms-excel:https://contoso/b.xlsx", as: "open")
        #expect(abbreviated.isAbbreviated && abbreviated.modeID == "view")
    }

    @Test func pipeReportsTheFirstProblemWithItsOffset() throws {
        let office = try Self.reference("schema.json")
        #expect(error { try parse(office, "ms-word", as: "open") }?.kind == "missingScheme")
        #expect(error { try parse(office, "ms-word:ofe|u", as: "open") } == ReferenceError("malformed", "the key 'u' has no value", offset: 12))
        #expect(error { try parse(office, "ms-wordx:ofe|u|https://a/b", as: "open") }?.kind == "unknownApp")
        #expect(error { try parse(office, "onenote:nft|u|https://a/b", as: "open") }?.kind == "unsupportedMode")
        let strict = error { try parse(office, "ms-word:ofe|u|https://a/b|q|1", as: "open", strict: true) }
        #expect(strict?.kind == "unknownDescriptor" && strict?.offset == 26)
        let limits = error { try parse(office, "ms-word:ofe|u|https://a/b%3F.docx", as: "open") }
        #expect(limits?.kind == "invalidValue" && limits?.fieldID == "url")
    }

    @Test func pipeBuildsTheCanonicalAndTheAbbreviatedForm() throws {
        let office = try Self.reference("schema.json")
        let open = arguments([("app", "word"), ("context", "a|p"), ("url", "https://contoso/my doc.docx")])
        #expect(try office.build("open", open) == "ms-word:ofe|u|https://contoso/my%20doc.docx|c|a%7Cp")
        let short = arguments([("app", "excel"), ("url", "https://contoso/b.xlsx")])
        #expect(try office.build("open", short, abbreviated: true) == "ms-excel:https://contoso/b.xlsx")
        let back = arguments([("scheme", "cloud drive"), ("url", "https://a/b"), ("uploadPending", "true")])
        #expect(error { try office.build("return", back) } == ReferenceError("invalidValue", "'cloud drive' is not a valid scheme", fieldID: "scheme"))
        let mode = arguments([("app", "oneNote"), ("mode", "newFromTemplate"), ("url", "https://a/b")])
        #expect(error { try office.build("open", mode) }?.kind == "unsupportedMode")
    }

    // MARK: The URL grammar

    @Test func urlParsesCarriersDefaultsListsAndCallbacks() throws {
        let things = try Self.reference("Examples/protocols/things.json")
        let add = try parse(things, "things:///add?title=Milk&tags=a,b", as: "add")
        #expect(add.values.first { $0.fieldID == "tags" }?.value == .list([.text("a"), .text("b")]))
        #expect(add.values.first { $0.fieldID == "completed" }?.value == .boolean(false))
        let success = try parse(things, "myapp://cb?token=7&x-things-id=A1", as: "addSuccess")
        #expect(success.address == .callbackURL("myapp://cb?token=7"))
        let spotify = try Self.reference("Examples/protocols/spotify.json")
        let track = try parse(spotify, "spotify:track:6rqhFgbbKwnb9MLmUQDhG6", as: "resource")
        #expect(track.address == .carrier(id: "uri", isOneOfSeveral: true))
        #expect(track.values.map(\.value) == [.enumeration(caseID: "track"), .text("6rqhFgbbKwnb9MLmUQDhG6")])
    }

    @Test func urlReportsItsErrorKinds() throws {
        let things = try Self.reference("Examples/protocols/things.json")
        #expect(error { try parse(things, "things:///add?title=a#x", as: "add") } == ReferenceError("malformed", "the URI holds a '#'", offset: 21))
        #expect(error { try parse(things, "thongs:///add", as: "add") }?.kind == "unknownApp")
        #expect(error { try parse(things, "things:///ad", as: "add") }?.kind == "unknownAction")
        #expect(error { try parse(things, "things:///add?title=a&title=b", as: "add") }?.kind == "duplicateDescriptor")
        #expect(error { try parse(things, "things:///update?id=A&when=today", as: "update") }?.kind == "missingDescriptor")
    }

    @Test func urlBuildsInDeclaredOrderAndChecksTheRules() throws {
        let things = try Self.reference("Examples/protocols/things.json")
        let add = arguments([("tags", "Errand"), ("tags", "Home"), ("title", "Buy milk"), ("completed", "false")])
        #expect(try things.build("add", add) == "things:///add?title=Buy%20milk&tags=Errand%2CHome")
        let success = arguments([("callbackUrl", "myapp://cb?a?"), ("thingsIds", "A1")])
        #expect(try things.build("addSuccess", success) == "myapp://cb?a?&x-things-id=A1")
        #expect(error { try things.build("add", arguments([("tags", "a,b")])) }?.fieldID == "tags")
    }

    // MARK: The commands

    /// Runs the command in-process, returning its status and what it printed.
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
            .run(arguments)
        return (status, output, errors)
    }

    private func object(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private let schema = TestSupport.file("schema.json").path
    private let things = TestSupport.file("Examples/protocols/things.json").path

    @Test func explainPrintsTheMessageAsJSON() throws {
        let result = run(["explain", "--schema", schema, "ms-word:ofe|u|https://contoso/a.docx|c|\u{1B}[31m"])
        #expect(result.status == .success, "\(result.errors)")
        #expect(!result.output.unicodeScalars.contains("\u{1B}"))
        let json = try object(result.output)
        #expect(json["message"] as? String == "open" && json["grammar"] as? String == "pipe" && json["app"] as? String == "word")
        #expect(json["mode"] as? String == "edit" && json["abbreviated"] as? Bool == false)
        let fields = try #require(json["fields"] as? [String: Any])
        #expect(fields["context"] as? String == "\u{1B}[31m")
        let url = try object(run(["explain", "--schema", things, "things:///add?title=a&tags=x,y&zz=1"]).output)
        #expect(url["carrier"] as? String == "default")
        #expect((url["fields"] as? [String: Any])?["tags"] as? [String] == ["x", "y"])
        #expect((url["unknown"] as? [[String: String]]) == [["key": "zz", "value": "1"]])
    }

    @Test func explainReportsTheErrorAndEveryAttempt() throws {
        let result = run(["explain", "--schema", things, "--all", "things:///nowhere"])
        #expect(result.status.rawValue == 1)
        let json = try object(result.output)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["kind"] as? String == "unknownAction" && error["offset"] as? Int == 7 && error["reason"] is String)
        let tried = try #require(json["tried"] as? [[String: Any]])
        #expect(tried.count == 5 && tried.allSatisfy { ($0["error"] as? [String: Any])?["kind"] as? String == "unknownAction" })
        let strict = run(["explain", "--schema", things, "--strict", "--message", "add", "things:///add?title=a&zz=1"])
        #expect(strict.status.rawValue == 1 && strict.output.contains("\"unknownDescriptor\""))
    }

    @Test func buildPrintsTheURIOrTheErrorAndItsField() throws {
        let built = run(["build", "--schema", things, "add", "title=Buy milk", "when=today"])
        #expect(built.status == .success && built.output == "things:///add?title=Buy%20milk&when=today\n")
        let failed = run(["build", "--schema", schema, "open", "app=word", "url=relative"])
        #expect(failed.status.rawValue == 1)
        let error = try #require(try object(failed.output)["error"] as? [String: Any])
        #expect(error["kind"] as? String == "invalidValue" && error["field"] as? String == "url")
    }

    @Test func usageErrorsExitTwo() {
        #expect(run(["explain", "--schema", schema]).errors.contains("explain needs a URI"))
        #expect(run(["explain", "--schema", schema, "--message", "nope", "a:b"]).status == .usage)
        #expect(run(["build", "--schema", schema]).status == .usage)
        #expect(run(["build", "--schema", schema, "nope"]).status == .usage)
        #expect(run(["build", "--schema", schema, "open", "url"]).status == .usage)
        #expect(run(["build", "--strict", "open"]).status == .usage)
    }

    @Test func runsAVectorFile() {
        let result = run(["explain", "--schema", schema, "--vectors", TestSupport.file("Tests/Conformance/vectors.tsv").path])
        #expect(result.status == .success)
        #expect(result.output.hasSuffix(" passed, 0 failed\n"), "\(result.output)")
    }
}
