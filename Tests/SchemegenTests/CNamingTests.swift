import IR
import RenderCore
import Testing

@testable import CBackend

@Suite struct CNamingTests {
    @Test func snakeCaseSplitsWordsAndAcronyms() {
        #expect(CNaming.snakeCase("url") == "url")
        #expect(CNaming.snakeCase("uploadPending") == "upload_pending")
        #expect(CNaming.snakeCase("appStoreID") == "app_store_id")
        #expect(CNaming.snakeCase("fooURLPath") == "foo_url_path")
        #expect(CNaming.snakeCase("oneNote") == "one_note")
        #expect(CNaming.snakeCase("x1Y") == "x1_y")
        #expect(CNaming.upperSnakeCase("unknownApp") == "UNKNOWN_APP")
        #expect(CNaming.upperSnakeCase("powerPoint") == "POWER_POINT")
    }

    @Test func membersEscapeCAndCppKeywordsAndStandardMacros() {
        for keyword in ["register", "volatile", "char", "int", "default", "return", "switch", "typeof", "true", "class", "errno", "bool"] {
            #expect(CNaming.member(keyword) == keyword + "_")
        }
        for plain in ["null", "self", "value", "uri", "string", "kind", "error", "ok", "init", "fun"] {
            #expect(CNaming.member(plain) == plain)
        }
        #expect(CNaming.member("uploadPending") == "upload_pending")
    }

    @Test func prefixedNamesAndConstants() {
        #expect(CNaming.prefixed("OfficeLink", "openMessage") == "officelink_open_message")
        #expect(CNaming.constant("officelink", "error", "unknownApp") == "OFFICELINK_ERROR_UNKNOWN_APP")
        #expect(CNaming.constant("ol", "mode", "edit") == "OL_MODE_EDIT")
    }

    @Test func prefixMustBeAPlainIdentifier() {
        #expect(CNaming.isValidPrefix("officelink"))
        #expect(CNaming.isValidPrefix("Office_Link2"))
        #expect(!CNaming.isValidPrefix(""))
        #expect(!CNaming.isValidPrefix("2link"))
        #expect(!CNaming.isValidPrefix("_link"))
        #expect(!CNaming.isValidPrefix("link_"))
        #expect(!CNaming.isValidPrefix("office__link"))
        #expect(!CNaming.isValidPrefix("office-link"))
    }

    @Test func uniqueAppendsUnderscoresUntilFree() {
        #expect(CNaming.unique(["app", "mode", "mode", "mode_", "has_x"]) == ["app", "mode", "mode_", "mode__", "has_x"])
        #expect(CNaming.unique(["reader"], taken: ["reader"]) == ["reader_"])
    }

    @Test func stringLiteralsAreEscapedBytes() {
        #expect(CNaming.stringLiteral("ms-word") == "\"ms-word\"")
        #expect(CNaming.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(CNaming.stringLiteral("é1") == "\"\\303\\2511\"")
        #expect(CNaming.stringLiteral("x\n") == "\"x\\012\"")
        #expect(CNaming.stringLiteral("what??!") == "\"what?\\?!\"")
    }

    @Test func docCommentsCannotEndEarly() {
        #expect(CNaming.docComment([]) == [])
        #expect(CNaming.docComment(["One line."]) == ["/** One line. */"])
        #expect(CNaming.docComment(["a */ b /* c", "", "d"]) == ["/**", " * a * / b / * c", " *", " * d", " */"])
    }

    @Test func clashingEnumIsRenamedAndUnfixableClashThrows() throws {
        var names = CNames(prefix: "officelink")
        let claimed = names.claim(["officelink_mode", "OFFICELINK_MODE_VIEW"])
        #expect(claimed)
        let claimedTwice = names.claim(["officelink_mode"])
        #expect(!claimedTwice, "a name is claimed once")
        let mode = IREnum(id: "mode", cases: [IREnumCase(id: "view", token: "v", doc: nil)], doc: nil)
        let stem = try names.enumStem(mode)
        #expect(stem == "mode_enum")
        let modeEnum = IREnum(id: "modeEnum", cases: [IREnumCase(id: "view", token: "v", doc: nil)], doc: nil)
        #expect(try names.enumStem(modeEnum) == "mode_enum_enum")
        var full = CNames(prefix: "officelink")
        _ = full.claim(["officelink_app", "officelink_app_enum"])
        let app = IREnum(id: "app", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        #expect(throws: TemplateError.self) { try full.enumStem(app) }
    }

    @Test func backendRejectsABadPrefixAndUsesAGoodOne() throws {
        let module = IRModule(
            name: "OfficeLink", doc: nil,
            provenance: Provenance(generatorVersion: "0", schemaFileName: "s.json", schemaSHA256: String(repeating: "0", count: 64)),
            modes: [IRMode(id: "edit", token: "ofe", doc: nil, isDefault: true)], apps: [], enums: [],
            messages: [IRMessage(
                id: "return", address: .caller, flags: [], abbreviation: nil,
                fields: [IRField(
                    id: "url", key: "u", isRequired: true, encoding: .url, modeIDs: nil, checksAppLimits: false,
                    sameHostAs: nil, doc: nil)],
                doc: nil)],
            errorKinds: [IRErrorKind(id: "missingScheme", doc: "No scheme.")])
        let backend = CBackend()
        #expect(throws: TemplateError.self) {
            try backend.render(module, options: ["prefix": "ol-x"], templates: .bundled)
        }
        let files = try backend.render(module, options: ["prefix": "ol"], templates: .bundled)
        #expect(files.map(\.path) == ["ol.h", "ol.c"])
        #expect(files[0].contents.contains("ol_error ol_build_return("))
        #expect(files[0].contents.contains("#define OL_DEFAULT_MODE OL_MODE_EDIT"))
        #expect(!files[1].contents.contains("read_app("), "no app-addressed message, so no app reader")
    }
}
