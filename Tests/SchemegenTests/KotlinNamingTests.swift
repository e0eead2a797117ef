import Testing
@testable import KotlinBackend

@Suite struct KotlinNamingTests {
    @Test func enumEntriesAreUpperSnakeCase() {
        #expect(KotlinNaming.constantName("word") == "WORD")
        #expect(KotlinNaming.constantName("oneNote") == "ONE_NOTE")
        #expect(KotlinNaming.constantName("powerPoint") == "POWER_POINT")
        #expect(KotlinNaming.constantName("unknownApp") == "UNKNOWN_APP")
        #expect(KotlinNaming.constantName("v2Mode") == "V2_MODE")
        // Distinct ids stay distinct: every capital gets its own underscore.
        #expect(KotlinNaming.constantName("aBC") == "A_B_C")
        #expect(KotlinNaming.constantName("aBc") == "A_BC")
        // Keywords are lowercase, so an UPPER_SNAKE entry never needs escaping.
        #expect(KotlinNaming.constantName("object") == "OBJECT")
        #expect(KotlinNaming.constantName("default") == "DEFAULT")
    }

    /// Over random ids of the form the checker admits (`[a-z][A-Za-z0-9]*`, ASCII only: see
    /// `CNamingTests.theCheckerRefusesEveryIdThatIsNotASCII`): each letter uppercased, each capital
    /// after an `_` of its own, and no two ids with one name.
    @Test func constantNamesOfRandomIdsAreUpperSnakeCaseAndDistinct() {
        var random = SplitMix64(seed: 0xC0FFEE)
        let alphabet = Array("abcxyzABCXYZ019")
        var idOfName: [String: String] = [:]
        for _ in 0..<5_000 {
            let id = "a" + String((0..<random.int(in: 0...8)).map { _ in alphabet[random.int(in: 0...alphabet.count - 1)] })
            let name = KotlinNaming.constantName(id)
            #expect(name == id.map { $0.isUppercase ? "_\($0)" : $0.uppercased() }.joined(), "\(id)")
            if let other = idOfName.updateValue(id, forKey: name) { #expect(other == id, "\(other) and \(id) are both \(name)") }
        }
    }

    @Test func typeNamesArePascalCaseAndAvoidClashes() {
        #expect(KotlinNaming.typeName("typeof") == "Typeof")
        #expect(KotlinNaming.typeName("fileFormat") == "FileFormat")
        #expect(KotlinNaming.typeName("char") == "Char_")
        #expect(KotlinNaming.typeName("string") == "String_")
        #expect(KotlinNaming.typeName("mode") == "Mode_")
        #expect(KotlinNaming.typeName("linkException") == "LinkException_")
        #expect(KotlinNaming.typeName("charsets") == "Charsets_")
        #expect(KotlinNaming.typeName("stringBuilder") == "StringBuilder_")
        #expect(KotlinNaming.typeName("openMessage") == "OpenMessage_")
        // A message's nested flag enum, and the type of its unknown pairs.
        #expect(KotlinNaming.typeName("flag") == "Flag_")
        #expect(KotlinNaming.typeName("unknownDescriptor") == "UnknownDescriptor_")
        #expect(KotlinNaming.typeName("set") == "Set_")
        #expect(KotlinNaming.typeName("jvmOverloads") == "JvmOverloads_")
        // Compared ignoring case: each class is a file, and on macOS MODE.class is Mode.class.
        #expect(KotlinNaming.typeName("mODE") == "MODE_")
        #expect(KotlinNaming.typeName("cODEC") == "CODEC_")
        #expect(KotlinNaming.typeName("openmessage") == "Openmessage_")
        #expect(KotlinNaming.typeName("typeof") == "Typeof")
        #expect(KotlinNaming.typeName("unknowndescriptor") == "Unknowndescriptor_")
    }

    @Test func messageTypeNames() {
        #expect(KotlinNaming.messageTypeName("open") == "OpenMessage")
        #expect(KotlinNaming.messageTypeName("return") == "ReturnMessage")
        #expect(KotlinNaming.messageTypeName("default") == "DefaultMessage")
        #expect(KotlinNaming.messageTypeName("string") == "StringMessage")
    }

    @Test func hardKeywordsGoInBackticks() {
        for keyword in ["class", "object", "in", "is", "fun", "return", "typeof", "true", "null", "val", "when"] {
            #expect(KotlinNaming.identifier(keyword) == "`\(keyword)`")
        }
        // kotlinc: "identifier 'yield' is reserved", in every position a name takes.
        #expect(KotlinNaming.identifier("yield") == "`yield`")
        #expect(KotlinNaming.propertyName("yield") == "`yield`")
        #expect(KotlinNaming.localName("yield") == "`yield`")
        // Soft and modifier keywords, and the kotlin.* functions the generated code calls, are
        // plain identifiers (Tests/Schemas/collisions.json compiles each as a property and a local).
        for name in [
            "default", "value", "init", "data", "field", "it", "open", "self", "constructor", "get", "set", "where", "by",
            "catch", "finally", "import", "file", "abstract", "const", "enum", "inner", "internal", "lateinit",
            "operator", "out", "override", "private", "public", "sealed", "suspend", "vararg", "emptyList", "listOf",
            "require", "error",
        ] {
            #expect(KotlinNaming.identifier(name) == name, "\(name)")
        }
    }

    /// Inside `enum class M`, an entry `M` would shadow the type: `fromToken(...): M?` would name the entry.
    @Test func anEnumEntryIsNeverItsEnumsName() {
        #expect(KotlinNaming.enumEntryName("m", inType: KotlinNaming.typeName("m")) == "M_")
        #expect(KotlinNaming.enumEntryName("url", inType: KotlinNaming.typeName("uRL")) == "URL_")
        #expect(KotlinNaming.enumEntryName("a1", inType: KotlinNaming.typeName("a1")) == "A1_")
        #expect(KotlinNaming.enumEntryName("m", inType: KotlinNaming.typeName("mode")) == "M")
        #expect(KotlinNaming.enumEntryName("uRL", inType: KotlinNaming.typeName("uRL")) == "U_R_L")
    }

    @Test func namesPerPosition() {
        #expect(KotlinNaming.propertyName("url") == "url")
        #expect(KotlinNaming.propertyName("return") == "`return`")
        #expect(KotlinNaming.propertyName("mode") == "mode_")
        #expect(KotlinNaming.propertyName("app") == "app_")
        // `getClass()` would clash with java.lang.Object's.
        #expect(KotlinNaming.propertyName("class") == "class_")
        #expect(KotlinNaming.localName("class") == "`class`")
        #expect(KotlinNaming.localName("uri") == "uri_")
        #expect(KotlinNaming.localName("pair") == "pair_")
        #expect(KotlinNaming.localName("value") == "value")
        // Members every message has, and the parser's own locals.
        #expect(KotlinNaming.propertyName("flags") == "flags_")
        #expect(KotlinNaming.propertyName("unknownDescriptors") == "unknownDescriptors_")
        for local in ["strict", "flags", "unknown", "message", "parts"] {
            #expect(KotlinNaming.localName(local) == local + "_")
        }
    }

    @Test func namesInURLGrammarMessages() {
        // A URL-grammar message's own properties; the pipe grammar's `mode` and `app` are fields there.
        for member in ["carrier", "callbackUrl", "unknownParameters", "class"] {
            #expect(KotlinNaming.queryPropertyName(member) == member + "_")
        }
        #expect(KotlinNaming.queryPropertyName("mode") == "mode")
        #expect(KotlinNaming.queryPropertyName("app") == "app")
        #expect(KotlinNaming.queryPropertyName("when") == "`when`")
        // The parser's locals and the lambda parameters it names.
        for local in ["uri", "strict", "url", "match", "parameter", "unknown", "kept", "message", "item", "it"] {
            #expect(KotlinNaming.queryLocalName(local) == local + "_")
        }
        #expect(KotlinNaming.queryLocalName("pair") == "pair")
        #expect(KotlinNaming.queryLocalName("in") == "`in`")
        // The types the URL grammar adds: its codec, its unknown parameters, a message's nested carriers.
        #expect(KotlinNaming.typeName("urlCodec") == "UrlCodec_")
        #expect(KotlinNaming.typeName("unknownParameter") == "UnknownParameter_")
        #expect(KotlinNaming.typeName("carrier") == "Carrier_")
    }

    @Test func packageFoldersDropTheBackticks() {
        #expect(KotlinNaming.folder(of: "officelink") == "officelink")
        #expect(KotlinNaming.folder(of: "com.`in`.links") == "com/in/links")
    }

    @Test func packageNames() {
        #expect(KotlinNaming.packageName(option: nil, moduleName: "OfficeLink") == "officelink")
        #expect(KotlinNaming.packageName(option: "com.contoso.links", moduleName: "OfficeLink") == "com.contoso.links")
        #expect(KotlinNaming.packageName(option: "com.in.links", moduleName: "OfficeLink") == "com.`in`.links")
        #expect(KotlinNaming.packageName(option: nil, moduleName: "Object") == "`object`")
        #expect(KotlinNaming.packageName(option: "com..links", moduleName: "OfficeLink") == nil)
        #expect(KotlinNaming.packageName(option: "com.1links", moduleName: "OfficeLink") == nil)
        #expect(KotlinNaming.packageName(option: "com.contoso-links", moduleName: "OfficeLink") == nil)
        #expect(KotlinNaming.packageName(option: "", moduleName: "OfficeLink") == nil)
    }

    @Test func stringLiteralsEscapeQuotesBackslashesAndDollars() {
        #expect(KotlinNaming.stringLiteral("ofe") == #""ofe""#)
        #expect(KotlinNaming.stringLiteral(#"Default "App" \ */"#) == #""Default \"App\" \\ */""#)
        #expect(KotlinNaming.stringLiteral("$dollar ${x}") == #""\$dollar \${x}""#)
        #expect(KotlinNaming.stringLiteral("a\nb\tc\r") == #""a\nb\tc\r""#)
        #expect(KotlinNaming.stringLiteral("\u{0}\u{1F}\u{7F}") == #""\u0000\u001F\u007F""#)
        #expect(KotlinNaming.stringLiteral("Bücher 😀") == "\"Bücher 😀\"")
    }

    @Test func kdocEscapesCommentDelimiters() {
        #expect(KotlinDoc.comment(nil).lines == [])
        #expect(KotlinDoc.comment("One line.").lines == ["/** One line. */"])
        #expect(KotlinDoc.comment("Ends */ here, opens /* there.").lines == ["/** Ends *&#47; here, opens /&#42; there. */"])
        #expect(KotlinDoc.comment("a\n\nb").lines == ["/**", " * a", " *", " * b", " */"])
        for hostile in ["*/", "/*", "/*/", "*/*", "**//**"] {
            let escaped = KotlinDoc.escape(hostile)
            #expect(!escaped.contains("*/") && !escaped.contains("/*"), "\(hostile) → \(escaped)")
        }
    }
}
