import Driver
import Foundation
import IR
import RenderCore
import Testing

@testable import CBackend
@testable import Check

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

    @Test func constantSnakeCasesTheIdAsUpperDoes() {
        let names = CNames(prefix: "Office_link")
        for id in ["powerPoint", "fooURLPath", "x1Y", "url", ""] {
            #expect(names.constant("APP", id: id) == names.upper("APP", CNaming.upperSnakeCase(id)))
            #expect(names.constant(id: id) == names.upper(CNaming.upperSnakeCase(id)))
        }
        #expect(names.constant("open", "FLAG", id: "coAuthoring") == "OFFICE_LINK_OPEN_FLAG_CO_AUTHORING")
    }

    /// The checker keeps ids with the same words apart (Rules.words) because C's snake case would
    /// merge them: the two must split ids the same way.
    @Test func theCheckersWordsAreCsSnakeCase() {
        var random = SplitMix64(seed: 0xC0FFEE)
        let alphabet = Array("abcxyzABCXYZ019")
        for _ in 0..<5_000 {
            let id = "a" + String((0..<random.int(in: 0...8)).map { _ in alphabet[random.int(in: 0...alphabet.count - 1)] })
            #expect(Rules.words(id) == CNaming.snakeCase(id), "\(id)")
        }
        for (id, words) in [("fooURL", "foo_url"), ("fooUrl", "foo_url"), ("html2Text", "html2_text"), ("html2text", "html2text"), ("aBC", "a_bc"), ("aBc", "a_bc")] {
            #expect(Rules.words(id) == words)
        }
    }

    /// `snakeCase` (and `KotlinNaming.constantName`) read an id's bytes, not its `Character`s:
    /// that is sound because the checker refuses an id that is not ASCII wherever a schema
    /// declares one. A non-ASCII capital (`É`), which Unicode would start a word at, and a
    /// non-ASCII lowercase letter are each refused in every position.
    @Test(arguments: ["mode", "app", "message", "flag", "descriptor", "enum value", "carrier"])
    func theCheckerRefusesEveryIdThatIsNotASCII(kind: String) throws {
        func schema(_ ids: [String: String]) -> SchemaInput {
            func id(_ kind: String, _ ascii: String) -> String { ids[kind] ?? ascii }
            let text = """
                { "schemaVersion": 2, "name": "Demo",
                  "modes": [ { "id": "\(id("mode", "view"))", "token": "v", "default": true } ],
                  "descriptors": [
                    { "id": "\(id("descriptor", "url"))", "key": "u", "type": "url" },
                    { "id": "kind", "key": "k", "type": "enum", "values": [ { "id": "\(id("enum value", "track"))", "token": "t" } ] } ],
                  "messages": [
                    { "id": "\(id("message", "open"))", "scheme": "app", "flags": [ { "id": "\(id("flag", "fast"))", "token": "f" } ],
                      "fields": [ { "descriptor": "\(id("descriptor", "url"))" } ] },
                    { "id": "find", "carriers": [ { "id": "\(id("carrier", "web"))", "app": "\(id("app", "demo"))", "host": "h" } ],
                      "fields": [ { "descriptor": "kind" } ] } ],
                  "apps": [ { "id": "\(id("app", "demo"))", "name": "Demo", "scheme": "demo" } ] }
                """
            return SchemaInput(fileName: "s.json", bytes: Array(text.utf8))
        }
        _ = try Pipeline.module(from: schema([:]))
        for id in ["a\u{C9}t\u{E9}", "caf\u{E9}", "stra\u{DF}e", "a\u{1C5}b", "x\u{FF21}", "e\u{301}"] {
            #expect(!Rules.isIdentifier(id), "\(id)")
            let error = #expect(throws: SchemaError.self) { try Pipeline.module(from: schema([kind: id])) }
            let refusal = "\(kind) id '\(id)' must be a lowerCamelCase ASCII identifier"
            #expect(error?.diagnostics.contains { $0.message.hasPrefix(refusal) } == true, "\(id)")
        }
    }

    @Test func membersEscapeCAndCppKeywordsAndStandardMacros() {
        for keyword in ["register", "volatile", "char", "int", "default", "return", "switch", "typeof", "true", "class", "errno", "bool", "linux", "unix"] {
            #expect(member(keyword) == keyword + "_")
        }
        for plain in ["null", "self", "value", "uri", "string", "kind", "error", "ok", "init", "fun"] {
            #expect(member(plain) == plain)
        }
        #expect(member("uploadPending") == "upload_pending")
    }

    /// A consumer that includes <netdb.h>, <sys/stat.h>, <signal.h>, <netinet/in.h>, <utmp.h> or
    /// another system header first would read each of these as a macro: another field, or no
    /// declaration at all.
    @Test func membersEscapeTheMacrosOfSystemHeaders() {
        let macros = [
            "hAddr": "h_addr", "hErrno": "h_errno", "stAtime": "st_atime", "stMtime": "st_mtime", "stCtime": "st_ctime",
            "saHandler": "sa_handler", "saSigaction": "sa_sigaction", "siPid": "si_pid", "siUid": "si_uid",
            "siStatus": "si_status", "siAddr": "si_addr", "siValue": "si_value", "siBand": "si_band", "siFd": "si_fd",
            "sigevNotifyFunction": "sigev_notify_function", "sigevNotifyAttributes": "sigev_notify_attributes",
            "s6Addr": "s6_addr", "s6Addr16": "s6_addr16", "s6Addr32": "s6_addr32", "utAddr": "ut_addr",
            "utName": "ut_name", "utTime": "ut_time", "utXtime": "ut_xtime", "ifrName": "ifr_name", "ifrFlags": "ifr_flags",
            "major": "major", "minor": "minor", "makedev": "makedev", "assert": "assert", "offsetof": "offsetof",
            "vaArg": "va_arg", "setjmp": "setjmp", "isnan": "isnan", "signbit": "signbit", "stdout": "stdout",
            "stderr": "stderr", "noreturn": "noreturn", "alignof": "alignof", "imaginary": "imaginary", "and": "and",
            "notEq": "not_eq", "sun": "sun", "i386": "i386",
        ]
        for (id, name) in macros {
            #expect(member(id) == name + "_", "\(id)")
        }
        for plain in ["host", "status", "addr", "handler", "pid", "siPidx", "hAddress", "timer", "name"] {
            #expect(member(plain) == CNaming.snakeCase(plain), "\(plain)")
        }
        #expect(CNaming.unique(["flags", "h_addr", "has_h_addr"]) == ["flags", "h_addr_", "has_h_addr"])
    }

    /// File-scope names count a system macro as taken: an enum `pid` under the prefix `si` would
    /// be si_pid, an enum `create` under `pthread` would declare PTHREAD_CREATE_JOINABLE, and the
    /// prefix `f` makes F_OK, which <unistd.h> defines.
    @Test func fileScopeNamesAvoidTheMacrosOfSystemHeaders() throws {
        var si = CNames(prefix: "si")
        let pid = IREnum(id: "pid", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        #expect(try si.enumStem(pid) == "pid_enum")
        var pthread = CNames(prefix: "pthread")
        let create = IREnum(id: "create", cases: [IREnumCase(id: "joinable", token: "j", doc: nil)], doc: nil)
        #expect(try pthread.enumStem(create) == "create_enum")
        var st = CNames(prefix: "st")
        let atime = TestSupport.pipeMessage(id: "atime", address: .caller, flags: [], abbreviation: nil, fields: [], doc: nil)
        #expect(try st.messageStem(atime) == "atime", "st_atime_message is free")
        var f = CNames(prefix: "f")
        #expect(throws: TemplateError.self) { try f.require([f.upper("OK")], for: "the generated API") }
    }

    /// The generated list is the dump's, whole: spot checks of lowercase and uppercase names.
    /// It is searched by halves, so it must be sorted, each name once.
    @Test func systemMacrosHoldTheDumpsNames() {
        let macros = CNaming.systemMacros.all
        #expect(zip(macros, macros.dropFirst()).allSatisfy { $0 < $1 })
        for name in ["h_addr", "st_atime", "sa_handler", "si_pid", "s6_addr", "ut_addr", "errno", "EOF", "NULL", "F_OK", "SIG_DFL"] {
            #expect(CNaming.systemMacros.contains(name), "\(name)")
        }
        for name in ["officelink_open", "h_addr_", "AAAA", "zzzz", "", "h_add", "h_addrs", "A", "xor_eqq"] {
            #expect(!CNaming.systemMacros.contains(name), "\(name)")
        }
        #expect(macros.allSatisfy(CNaming.systemMacros.contains))
        #expect(macros.allSatisfy { name in
            name == name.lowercased() || name == name.uppercased()
        })
        #expect(!macros.contains { $0.hasPrefix("_") })
    }

    /// The fixed lists are searched by halves over their bytes, so each must be in byte order,
    /// each name once, and find every name it holds and none it does not.
    @Test func sortedNameListsAreInByteOrderAndFindTheirNames() {
        for list in [CNaming.reserved, CNames.helperNames, CNames.urlHelperNames] {
            let names = list.all
            #expect(zip(names, names.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes($1.utf8) })
            #expect(names.allSatisfy(list.contains))
            // A name one byte longer or shorter than a listed one is found only when listed itself.
            for near in names.flatMap({ [$0 + "_", String($0.dropLast())] }) {
                #expect(list.contains(near) == names.contains(near), "\(near)")
            }
        }
        let startsAName = { (list: CSortedNames, prefix: String) in
            Array(prefix.utf8).withUnsafeBufferPointer { list.containsName(startingWith: $0) }
        }
        #expect(startsAName(CNaming.systemMacros, "si_") && startsAName(CNaming.systemMacros, "F_") && startsAName(CNames.helperNames, "is_"))
        #expect(startsAName(CNaming.reserved, "wchar_t") && startsAName(CNaming.systemMacros, "xor_eq"))
        #expect(!startsAName(CNaming.systemMacros, "officelink_") && !startsAName(CNaming.systemMacros, "OFFICELINK_"))
        #expect(!startsAName(CNaming.reserved, "wchar_tt") && !startsAName(CNaming.systemMacros, "zzzz"))
        #expect(CNaming.isReserved("int") && CNaming.isReserved("wchar_t") && CNaming.isReserved("EOF"))
        #expect(!CNaming.isReserved("int_") && !CNaming.isReserved("in") && !CNaming.isReserved(""))
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
        #expect(CNaming.isValidPrefix("a") && CNaming.isValidPrefix("a_1b_c"))
        #expect(!CNaming.isValidPrefix("_") && !CNaming.isValidPrefix("a_") && !CNaming.isValidPrefix("caf\u{E9}"))
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

    /// A delimiter is broken wherever it lies, and text with none comes back as it went in.
    @Test func commentDelimitersAreBrokenAtEveryOffset() {
        for offset in 0...17 {
            let prefix = String(repeating: "a", count: offset)
            #expect(CNaming.commentText(prefix + "*/" + "bcdefghij") == prefix + "* /" + "bcdefghij")
            #expect(CNaming.commentText(prefix + "??/" + "x") == prefix + "?? /" + "x")
            #expect(CNaming.commentText(prefix + "*x/" + "bcdefghij") == prefix + "*x/" + "bcdefghij")
        }
    }

    @Test func docCommentsCannotEndEarly() {
        #expect(CNaming.docComment([]).lines == [])
        #expect(CNaming.docComment(["One line."]).lines == ["/** One line. */"])
        #expect(CNaming.docComment(["a */ b /* c", "", "d"]).lines == ["/**", " * a * / b / * c", " *", " * d", " */"])
        #expect(CNaming.commentBody(["x */", "", "y"]).lines == [" * x * /", " *", " * y"])
    }

    @Test func clashingEnumIsRenamedUntilFreeAndOnlyRepeatedValuesThrow() throws {
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
        // `app` and `app_enum` taken: the suffix is repeated rather than giving up.
        var full = CNames(prefix: "officelink")
        _ = full.claim(["officelink_app", "officelink_app_enum"])
        let app = IREnum(id: "app", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        #expect(try full.enumStem(app) == "app_enum_enum")
        // Two values with one C name clash under every stem (the checker reports such ids first).
        let twice = IREnum(
            id: "format", cases: [IREnumCase(id: "fooURL", token: "a", doc: nil), IREnumCase(id: "fooUrl", token: "b", doc: nil)], doc: nil)
        #expect(throws: TemplateError.self) { try full.enumStem(twice) }
    }

    @Test func anEnumsTokenTableIsClaimedWithIt() throws {
        // Under the prefix `is`, `isCool`'s table is is_cool_tokens: an enum `coolTokens` would be that too.
        var names = CNames(prefix: "is")
        let isCool = IREnum(id: "isCool", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        let coolTokens = IREnum(id: "coolTokens", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        #expect(try names.enumStem(isCool) == "is_cool")
        #expect(try names.enumStem(coolTokens) == "cool_tokens_enum")
    }

    @Test func namesAvoidTheSourcesHelpers() throws {
        // The prefix `is` makes an enum `token` is_token, a static function of the .c file.
        var names = CNames(prefix: "is")
        let token = IREnum(id: "token", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        #expect(try names.enumStem(token) == "token_enum")
        let message = TestSupport.pipeMessage(id: "token", address: .caller, flags: [], abbreviation: nil, fields: [], doc: nil)
        #expect(try names.messageStem(message) == "token")
        // The prefix `read` makes the fixed names read_mode and read_app, which no renaming can save.
        var read = CNames(prefix: "read")
        #expect(throws: TemplateError.self) { try read.require([read.lower("mode")], for: "the generated API") }
    }

    @Test func urlGrammarHelpersAreTakenOnlyInModulesThatUseIt() throws {
        // `isText` under the prefix `is` is is_text, a helper of the URL grammar's codec.
        let isText = IREnum(id: "text", cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil)
        var pipeOnly = CNames(prefix: "is")
        #expect(try pipeOnly.enumStem(isText) == "text")
        var withURLs = CNames(prefix: "is", usesURLGrammar: true)
        #expect(try withURLs.enumStem(isText) == "text_enum")
    }

    @Test func queryMessagesClaimTheirInitializerAndCarrierNames() throws {
        var names = CNames(prefix: "app", usesURLGrammar: true)
        func query(_ id: String, carriers: [String]) -> IRMessage {
            IRMessage(
                id: id, fields: [], rules: [], callback: nil,
                encoding: .url(IRURLEncoding(
                    carriers: carriers.map { IRCarrier(id: $0, scheme: .literal("https"), form: .opaque([]), doc: nil) },
                    plusMeansSpace: false)),
                doc: nil)
        }
        #expect(try names.messageStem(query("open", carriers: ["web", "app"])) == "open")
        // app_open_carrier is open's carrier type, app_init_open its initializer: enums spelled so move aside.
        func enumeration(_ id: String) -> IREnum { IREnum(id: id, cases: [IREnumCase(id: "x", token: "x", doc: nil)], doc: nil) }
        #expect(try names.enumStem(enumeration("openCarrier")) == "open_carrier_enum")
        #expect(try names.enumStem(enumeration("initOpen")) == "init_open_enum")
        // A message `openWeb` would declare APP_OPEN_CARRIER_WEB's neighbours only; a second `open` cannot.
        #expect(try names.messageStem(query("open", carriers: ["default"])) == "open_msg")
    }

    @Test func messagesWhoseNamesAreTakenGetAStemOfTheirOwn() throws {
        var names = CNames(prefix: "is")
        func stem(_ id: String) throws -> String {
            try names.messageStem(TestSupport.pipeMessage(id: id, address: .app, flags: [], abbreviation: nil, fields: [], doc: nil))
        }
        #expect(try stem("build") == "build")              // is_build_message, is_build_build, is_parse_build
        #expect(try stem("message") == "message_msg")      // is_build_message is build's type
        #expect(try stem("buildFoo") == "build_foo")       // is_build_foo_message
        #expect(try stem("fooMessage") == "foo_message_msg")
        #expect(try stem("parseFoo") == "parse_foo")       // is_parse_foo_message, free again
        #expect(try stem("messageMsg") == "message_msg_msg")
    }

    /// CNames.helperNames must list every file-scope name of the generated `.c` file but the id
    /// and token tables of enums and of message flags, which are claimed with their owners; a helper added to a template and not
    /// there would let a schema id take its name.
    @Test(arguments: [
        "schema.json", "Tests/Schemas/landmine.json", "Tests/Schemas/collisions.json", "Examples/protocols/things.json",
        "Examples/protocols/obsidian.json", "Examples/protocols/shortcuts.json", "Examples/protocols/spotify.json",
    ])
    func helperNamesListEveryStaticOfTheSource(schemaPath: String) throws {
        let input = SchemaInput(fileName: "s.json", bytes: try TestSupport.bytes(schemaPath))
        let files = try Pipeline.render(Pipeline.module(from: input), backends: [CBackend()], templates: .bundled)
        let source = try #require(files.first { $0.path.hasSuffix(".c") }).contents
        var statics: [String] = []
        // `static <type> *name(...`, `static const char *const name[] = {`, and the table of a
        // `static const struct row { ... } name[] = {`: each name ends at the first ( or [.
        for line in source.split(separator: "\n") where line.hasPrefix("static ") || line.hasPrefix("} ") {
            guard let end = line.firstIndex(where: { $0 == "(" || $0 == "[" }) else { continue }
            guard let name = line[..<end].split(whereSeparator: { $0 == " " || $0 == "*" }).last else { continue }
            statics.append(String(name))
        }
        #expect(!statics.isEmpty)
        let claimedWithTheirOwner = { (name: String) in
            (name.hasSuffix("_tokens") || name.hasSuffix("_ids")) && name != "mode_tokens" && name != "mode_ids"
        }
        for name in statics where !claimedWithTheirOwner(name) {
            #expect(
                CNames.helperNames.contains(name) || CNames.urlHelperNames.contains(name),
                "\(schemaPath): static \(name) is not in CNames.helperNames or CNames.urlHelperNames")
        }
    }

    /// A struct member's name as the message contexts spell it: the snake_case id, made unique
    /// (and so escaped) among the struct's members.
    private func member(_ id: String) -> String {
        CNaming.unique([CNaming.snakeCase(id)])[0]
    }

    private func module(_ messages: [IRMessage]) -> IRModule {
        IRModule(
            name: "Link", doc: nil,
            provenance: Provenance(generatorVersion: "0", schemaFileName: "s.json", schemaSHA256: String(repeating: "0", count: 64)),
            modes: [IRMode(id: "view", token: "v", doc: nil, isDefault: true)], apps: [], enums: [],
            messages: messages, errorKinds: [IRErrorKind(id: "missingScheme", doc: "No scheme.")])
    }

    private func message(_ id: String, flags: Int, abbreviated: Bool = false) -> IRMessage {
        TestSupport.pipeMessage(id: id, address: .caller, flags: (0..<flags).map { IRFlag(id: "flag\($0)", token: "f\($0)", doc: nil) },
            abbreviation: abbreviated ? IRAbbreviation(modeID: "view", fieldID: "url", prefixes: ["https://"], doc: nil) : nil,
            fields: [IRField(
                id: "url", key: "u", isRequired: true, value: .url(schemes: nil), modeIDs: nil, checksAppLimits: false,
                sameHostIndex: nil, doc: nil)],
            doc: nil)
    }

    @Test func flagsAreBitsOfAnUnsignedOfAtMostSixteen() throws {
        let files = try CBackend().render(module([message("back", flags: 16)]), options: [:], templates: .bundled)
        #expect(files[0].contents.contains("#define LINK_BACK_FLAG_FLAG0 (1u << 0)"))
        #expect(files[0].contents.contains("#define LINK_BACK_FLAG_FLAG15 (1u << 15)"))
        #expect(files[0].contents.contains("    unsigned flags;"))
        #expect(files[0].contents.contains("const link_parse_options *options, link_back_message *message, size_t *error_offset);"))
        #expect(throws: TemplateError.self) {
            try CBackend().render(module([message("back", flags: 17)]), options: [:], templates: .bundled)
        }
    }

    @Test func abbreviatedBuilderOnlyWithAnAbbreviationAndItsNameIsClaimed() throws {
        let files = try CBackend().render(
            module([message("back", flags: 0, abbreviated: true), message("other", flags: 0)]), options: [:],
            templates: .bundled)
        #expect(files[0].contents.contains("link_error link_build_back_abbreviated("))
        #expect(!files[0].contents.contains("link_build_other_abbreviated"))
        #expect(!files[0].contents.contains("unsigned flags;"), "no flags, no flags member")
        // link_build_back_abbreviated is claimed by `back`, so `backAbbreviated` takes a stem of its own.
        let clash = try CBackend().render(
            module([message("back", flags: 0, abbreviated: true), message("backAbbreviated", flags: 0)]), options: [:],
            templates: .bundled)
        #expect(clash[0].contents.contains("link_error link_build_back_abbreviated_msg("))
    }

    @Test func backendRejectsABadPrefixAndUsesAGoodOne() throws {
        let module = IRModule(
            name: "OfficeLink", doc: nil,
            provenance: Provenance(generatorVersion: "0", schemaFileName: "s.json", schemaSHA256: String(repeating: "0", count: 64)),
            modes: [IRMode(id: "edit", token: "ofe", doc: nil, isDefault: true)], apps: [], enums: [],
            messages: [TestSupport.pipeMessage(id: "return", address: .caller, flags: [], abbreviation: nil,
                fields: [IRField(
                    id: "url", key: "u", isRequired: true, value: .url(schemes: nil), modeIDs: nil, checksAppLimits: false,
                    sameHostIndex: nil, doc: nil)],
                doc: nil)],
            errorKinds: [IRErrorKind(id: "missingScheme", doc: "No scheme.")])
        let backend = CBackend()
        #expect(throws: TemplateError.self) {
            try backend.render(module, options: ["prefix": "ol-x"], templates: .bundled)
        }
        // The URI runtime's names all start with schemegen_, which no prefix may spell.
        for runtimePrefix in ["schemegen", "SchemeGen", "schemegen_x"] {
            #expect(throws: TemplateError.self) {
                try backend.render(module, options: ["prefix": runtimePrefix], templates: .bundled)
            }
        }
        let files = try backend.render(module, options: ["prefix": "ol"], templates: .bundled)
        #expect(files.map(\.path) == ["ol.h", "ol.c", "schemegen_runtime.h", "schemegen_runtime.c"])
        #expect(files[0].contents.contains("ol_error ol_build_return("))
        #expect(files[0].contents.contains("#define OL_DEFAULT_MODE OL_MODE_EDIT"))
        #expect(!files[1].contents.contains("read_app("), "no app-addressed message, so no app reader")
    }
}
