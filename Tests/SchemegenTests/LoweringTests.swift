import Driver
import IR
import Testing

/// The four URL-grammar examples lower as /work/wt/URL-SCHEMA.md and docs/grammar.md say:
/// carriers, keys and types of fields, rules, and the callbacks' `x-` fields and messages.
@Suite("Lowering of the URL grammar")
struct LoweringTests {
    static func module(_ name: String) throws -> IRModule {
        let path = "Examples/protocols/\(name).json"
        return try Pipeline.module(from: SchemaInput(fileName: "\(name).json", bytes: TestSupport.bytes(path)))
    }

    static func message(_ id: String, in module: IRModule) throws -> IRMessage {
        try #require(module.messages.first { $0.id == id && $0.url != nil })
    }

    static func field(_ id: String, of message: IRMessage) throws -> IRField {
        try #require(message.fields.first { $0.id == id })
    }

    static let anyText = IRValueType.text(minLength: nil, maxLength: nil, allowed: nil)
    static let trueFalse = IRValueType.boolean(trueToken: "true", falseToken: "false")

    @Test func things() throws {
        let module = try Self.module("things")
        #expect(module.pipeMessages.isEmpty && module.modes.isEmpty)
        #expect(module.urlMessages.map(\.message.id) == [
            "add", "addSuccess", "addError", "addCancel", "update", "updateSuccess", "updateError", "updateCancel",
            "show", "showSuccess", "showError", "search", "version", "versionSuccess", "versionError",
        ])
        #expect(module.errorKinds.map(\.id).contains("unknownAction"))
        #expect(module.errorKinds.map(\.id).contains("conflictingDescriptors"))
        #expect(module.enums.map(\.id) == ["useClipboard"])

        let add = try Self.message("add", in: module)
        #expect(add.url?.carriers == [IRCarrier(id: "default", scheme: .app(appID: "things"), form: .hierarchical(host: "", path: [.literal("add")]), doc: nil)])
        #expect(add.fields.suffix(4).map(\.id) == ["xSource", "xSuccess", "xError", "xCancel"])
        #expect(add.fields.suffix(4).map(\.key) == ["x-source", "x-success", "x-error", "x-cancel"])
        #expect(try Self.field("xSource", of: add).value == Self.anyText)
        #expect(try Self.field("xCancel", of: add).value == .url(schemes: nil))
        #expect(add.fields.allSatisfy { !$0.isRequired })
        #expect(try Self.field("title", of: add).value == .text(minLength: nil, maxLength: 4000, allowed: nil))
        #expect(try Self.field("titles", of: add).value == .list(item: Self.anyText, separator: .character("\n")))
        #expect(try Self.field("tags", of: add).value == .list(item: Self.anyText, separator: .character(",")))
        #expect(try Self.field("useClipboard", of: add).value == .enumeration(enumID: "useClipboard"))
        let completed = try Self.field("completed", of: add)
        #expect(completed.value == Self.trueFalse && completed.defaultToken == "false" && completed.key == "completed")
        #expect(try Self.field("creationDate", of: add).value == .dateTime)
        #expect(try Self.field("checklistItems", of: add).key == "checklist-items")
        #expect(add.rules == [
            .overrides(winnerID: "titles", loserID: "title"), .overrides(winnerID: "listId", loserID: "list"),
            .overrides(winnerID: "headingId", loserID: "heading"), .overrides(winnerID: "canceled", loserID: "completed"),
        ])
        #expect(add.url?.plusMeansSpace == false && add.callback == nil)

        let addSuccess = try Self.message("addSuccess", in: module)
        #expect(addSuccess.url?.carriers == [IRCarrier(id: "default", scheme: .callback, form: .callback, doc: nil)])
        #expect(addSuccess.callback == IRCallback(requestID: "add", kind: .success))
        #expect(addSuccess.doc == "The to-dos were added.")
        #expect(addSuccess.fields.map(\.key) == ["x-things-id"])
        #expect(try Self.message("addCancel", in: module).fields.isEmpty)

        let update = try Self.message("update", in: module)
        #expect(update.fields.filter(\.isRequired).map(\.id) == ["authToken", "id"])
        #expect(try Self.field("authToken", of: update).value == .text(minLength: 1, maxLength: nil, allowed: nil))
        #expect(try Self.field("completed", of: update).defaultToken == nil)

        let show = try Self.message("show", in: module)
        #expect(show.fields.suffix(3).map(\.id) == ["xSource", "xSuccess", "xError"])
        #expect(try Self.message("search", in: module).fields.map(\.id) == ["query"])

        let versionSuccess = try Self.message("versionSuccess", in: module)
        #expect(versionSuccess.fields.map(\.isRequired) == [true, true])
        #expect(versionSuccess.fields.first?.value == .integer(min: 1, max: nil))
        #expect(try Self.message("version", in: module).fields.map(\.id) == ["xSource", "xSuccess", "xError"])
    }

    @Test func obsidian() throws {
        let module = try Self.module("obsidian")
        #expect(module.urlMessages.map(\.message.id) == [
            "open", "openSuccess", "openInVault", "new", "newSuccess", "search", "hookGetAddress",
            "hookGetAddressSuccess", "hookGetAddressError",
        ])
        let open = try Self.message("open", in: module)
        #expect(open.url?.carriers.map(\.form) == [.hierarchical(host: "open", path: [])])
        #expect(open.rules == [.overrides(winnerID: "path", loserID: "vault"), .overrides(winnerID: "path", loserID: "file")])

        let openInVault = try Self.message("openInVault", in: module)
        #expect(openInVault.url?.carriers.map(\.form) == [.hierarchical(host: "vault", path: [.field(fieldID: "vault"), .rest(fieldID: "file")])])
        #expect(openInVault.fields.map(\.key) == [nil, nil])
        #expect(openInVault.fields.map(\.isRequired) == [true, true])
        #expect(openInVault.keyedFields.isEmpty)

        let new = try Self.message("new", in: module)
        #expect(try Self.field("silent", of: new).value == .presence)
        #expect(new.rules == [
            .overrides(winnerID: "path", loserID: "vault"), .overrides(winnerID: "path", loserID: "file"),
            .overrides(winnerID: "file", loserID: "name"), .overrides(winnerID: "append", loserID: "overwrite"),
        ])
        #expect(new.fields.suffix(2).map(\.id) == ["xSource", "xSuccess"])

        let newSuccess = try Self.message("newSuccess", in: module)
        #expect(newSuccess.fields.map(\.key) == ["name", "url", "file"])
        #expect(try Self.field("resultUrl", of: newSuccess).value == .url(schemes: ["obsidian"]))
        #expect(try Self.field("resultFile", of: newSuccess).value == .url(schemes: ["file"]))
        #expect(try Self.message("hookGetAddressSuccess", in: module).fields.map(\.isRequired) == [true, true, false])
    }

    @Test func shortcuts() throws {
        let module = try Self.module("shortcuts")
        #expect(module.urlMessages.map(\.message.id) == [
            "runShortcut", "runShortcutSuccess", "runShortcutError", "runShortcutCancel", "openShortcut", "createShortcut",
        ])
        #expect(module.enums.map(\.id) == ["input"])
        #expect(module.enums.first?.cases.map(\.token) == ["text", "clipboard"])
        let run = try Self.message("runShortcut", in: module)
        #expect(run.url?.carriers.map(\.id) == ["direct", "callback"])
        #expect(run.url?.carriers.map(\.form) == [
            .hierarchical(host: "run-shortcut", path: []), .hierarchical(host: "x-callback-url", path: [.literal("run-shortcut")]),
        ])
        #expect(run.url?.carriers.first?.doc == "`shortcuts://run-shortcut`: no callbacks are called.")
        #expect(run.rules == [.requiredWhen(fieldID: "text", whenID: "input", tokens: ["text"])])
        #expect(run.fields.map(\.id) == ["name", "input", "text", "xSource", "xSuccess", "xError", "xCancel"])
        #expect(run.fields.map(\.isRequired) == [true, false, false, false, false, false, false])
        #expect(try Self.message("runShortcutCancel", in: module).doc == "The user canceled the shortcut.")
        #expect(try Self.message("createShortcut", in: module).fields.isEmpty)
    }

    @Test func spotify() throws {
        let module = try Self.module("spotify")
        #expect(module.urlMessages.map(\.message.id) == ["resource"])
        let resource = try Self.message("resource", in: module)
        let segments: [IRPathSegment] = [.field(fieldID: "type"), .field(fieldID: "id")]
        #expect(resource.url?.carriers.map(\.id) == ["uri", "web"])
        #expect(resource.url?.carriers.map(\.scheme) == [.app(appID: "spotify"), .literal("https")])
        #expect(resource.url?.carriers.map(\.form) == [.opaque(segments), .hierarchical(host: "open.spotify.com", path: segments)])
        #expect(resource.fields.map(\.key) == [nil, nil])
        #expect(resource.fields.map(\.isRequired) == [true, true])
        #expect(resource.fields.map(\.value) == [
            .enumeration(enumID: "type"), .text(minLength: 22, maxLength: 22, allowed: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        ])
        #expect(resource.fields.first?.doc == "What kind of resource the id names.")
    }

    /// Office's pipe grammar declares neither of the URL grammar's error kinds.
    @Test func pipeSchemaHasNoURLGrammarErrorKinds() throws {
        let module = try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: TestSupport.bytes("schema.json")))
        #expect(module.urlMessages.isEmpty)
        #expect(!module.errorKinds.map(\.id).contains("unknownAction"))
    }

    /// The kinds of value the pipe messages' fields hold: Office's URL, passback scheme, context
    /// and saved-flag fields, no enum; a schema of URL-grammar messages only has no pipe field.
    @Test func pipeValueKindsAreThoseOfThePipeFields() throws {
        let office = try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: TestSupport.bytes("schema.json")))
        #expect(office.pipeValueKinds == [.url, .scheme, .text, .boolean])
        #expect(try Self.module("things").pipeValueKinds.isEmpty)
    }

    /// A pipe URL's `schemes` are lowered as the URL grammar's are (lowercase): Office's document
    /// URL is http or https, its save folder any scheme.
    @Test func pipeURLSchemesAreLowered() throws {
        let office = try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: TestSupport.bytes("schema.json")))
        let open = try #require(office.messages.first { $0.id == "open" })
        #expect(open.fields.first { $0.id == "url" }?.value == .url(schemes: ["http", "https"]))
        #expect(open.fields.first { $0.id == "saveFolder" }?.value == .url(schemes: nil))
        #expect(office.usesPipeURLSchemes)
        #expect(try !Self.module("things").usesPipeURLSchemes)
    }

    /// One message model for both grammars: a pipe message is an `IRMessage` whose encoding is
    /// the pipe grammar's, every field under a key, with no rules or callback; a URL-grammar
    /// request and its callbacks' messages are `IRMessage`s too, after the pipe messages.
    @Test func bothGrammarsLowerToOneMessageModel() throws {
        let office = try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: TestSupport.bytes("schema.json")))
        #expect(office.messages.map(\.id) == ["open", "return"])
        let open = try #require(office.messages.first)
        let pipe = try #require(open.pipe)
        #expect(pipe.address == .app && pipe.flags.count == 1 && pipe.abbreviation?.fieldID == "url")
        #expect(open.url == nil && open.rules.isEmpty && open.callback == nil)
        #expect(open.fields.allSatisfy { $0.key != nil && $0.defaultToken == nil })
        let things = try Self.module("things")
        #expect(things.pipeMessages.isEmpty && things.urlMessages.count == things.messages.count)
        let addSuccess = try Self.message("addSuccess", in: things)
        #expect(addSuccess.pipe == nil && addSuccess.callback == IRCallback(requestID: "add", kind: .success))
    }

    /// The order the backends' lookups by scheme search in: shorter schemes first, schemes of a
    /// length byte by byte, each lowercased.
    @Test func appPlacesAreInSchemeOrder() throws {
        let office = try Pipeline.module(from: SchemaInput(fileName: "schema.json", bytes: TestSupport.bytes("schema.json")))
        let schemes = office.appPlacesBySchemeOrder.map { office.apps[$0].scheme.lowercased() }
        #expect(schemes.first == "ms-spd")
        #expect(schemes.last == "ms-powerpoint")
        #expect(Array(schemes.prefix(3)) == ["ms-spd", "ms-word", "onenote"])
        #expect(Set(office.appPlacesBySchemeOrder) == Set(office.apps.indices))
        for (earlier, later) in zip(schemes, schemes.dropFirst()) {
            #expect(earlier.utf8.count < later.utf8.count
                || (earlier.utf8.count == later.utf8.count && earlier.utf8.lexicographicallyPrecedes(later.utf8)))
        }
    }
}
