import RenderCore
import Testing
@testable import TypeScriptBackend

@Suite struct TypeScriptNamingTests {
    @Test func caseConversion() {
        #expect(TypeScriptNaming.pascalCase("oneNote") == "OneNote")
        #expect(TypeScriptNaming.pascalCase("typeof") == "Typeof")
        #expect(TypeScriptNaming.pascalCase("v2") == "V2")
        #expect(TypeScriptNaming.camelCase("OfficeLink") == "officeLink")
        #expect(TypeScriptNaming.camelCase("Landmine") == "landmine")
        // A leading acronym is lowercased up to the capital that starts the next word.
        #expect(TypeScriptNaming.camelCase("URLKit") == "urlKit")
        #expect(TypeScriptNaming.camelCase("URL") == "url")
        #expect(TypeScriptNaming.camelCase("AB1") == "ab1")
        #expect(TypeScriptNaming.fileName("OfficeLink") == "officeLink.ts")
    }

    /// The first letter's case, byte by byte for ASCII, by Unicode's mapping for any other scalar.
    @Test func firstLetterCase() {
        #expect(FirstLetterCase.uppercased("storeLink") == "StoreLink")
        #expect(FirstLetterCase.lowercased("OpenMessage", suffix: "Flag") == "openMessageFlag")
        #expect(FirstLetterCase.lowercased("2x", suffix: "Tokens") == "2xTokens")
        #expect(FirstLetterCase.uppercased("\u{E9}t\u{E9}") == "\u{C9}t\u{E9}")
        #expect(FirstLetterCase.uppercased("\u{DF}x") == "SSx")
        #expect(FirstLetterCase.lowercased("", suffix: "Written") == "Written")
        #expect(TypeScriptNaming.member(of: "Typeof", "WithToken") == "typeofWithToken")
        #expect(TypeScriptNaming.local("Class", "") == "class_")
    }

    @Test func bindingsEscapeReservedWords() {
        for word in ["default", "class", "in", "typeof", "function", "null", "true", "delete", "new", "this", "let", "await", "yield", "enum"] {
            #expect(TypeScriptNaming.identifier(word) == word + "_", "\(word)")
        }
        // Strict-mode and TypeScript names that cannot be declared either.
        for word in ["arguments", "eval", "undefined", "string", "number", "any", "interface", "implements"] {
            #expect(TypeScriptNaming.identifier(word) == word + "_", "\(word)")
        }
        #expect(TypeScriptNaming.identifier("self") == "self")
        #expect(TypeScriptNaming.identifier("value") == "value")
        #expect(TypeScriptNaming.identifier("apps", avoiding: ["apps"]) == "apps_")
    }

    @Test func typeNamesArePascalCaseAndAvoidClashes() {
        #expect(TypeScriptNaming.typeName("typeof") == "Typeof")
        #expect(TypeScriptNaming.typeName("char") == "Char")
        #expect(TypeScriptNaming.typeName("fileFormat") == "FileFormat")
        // The module's own declarations and the globals it uses keep their meaning.
        #expect(TypeScriptNaming.typeName("mode") == "Mode_")
        #expect(TypeScriptNaming.typeName("app") == "App_")
        #expect(TypeScriptNaming.typeName("linkError") == "LinkError_")
        #expect(TypeScriptNaming.typeName("string") == "String_")
        #expect(TypeScriptNaming.typeName("error") == "Error_")
        #expect(TypeScriptNaming.typeName("record") == "Record_")
        #expect(TypeScriptNaming.typeName("openMessage") == "OpenMessage_")
        // The codec's own UrlParts, and the globals it uses for app limits and a message's flags.
        #expect(TypeScriptNaming.typeName("urlParts") == "UrlParts_")
        #expect(TypeScriptNaming.typeName("uint8Array") == "Uint8Array_")
        #expect(TypeScriptNaming.typeName("readonlySet") == "ReadonlySet_")
        #expect(TypeScriptNaming.messageTypeName("open") == "OpenMessage")
        #expect(TypeScriptNaming.messageTypeName("default") == "DefaultMessage")
        #expect(TypeScriptNaming.member(of: "Typeof", "WithToken") == "typeofWithToken")
        #expect(TypeScriptNaming.member(of: "Mode_", "Tokens") == "mode_Tokens")
        // The generated module's shared types for parsing.
        #expect(TypeScriptNaming.typeName("parsed") == "Parsed_")
        #expect(TypeScriptNaming.typeName("parseOptions") == "ParseOptions_")
        #expect(TypeScriptNaming.typeName("unknownDescriptor") == "UnknownDescriptor_")
        #expect(TypeScriptNaming.typeName("abbreviation") == "Abbreviation_")
        // Only the first letter is lowered: an enum `mODE` must not declare the module's modeTokens,
        // and `aBCd` and `abCd` must not both declare abCdTokens.
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("mODE"), "Tokens") == "mODETokens")
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("aBCd"), "WithToken") == "aBCdWithToken")
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("abCd"), "WithToken") == "abCdWithToken")
    }

    @Test func flagTypesAndAbbreviatedBuildersCannotClash() {
        #expect(TypeScriptNaming.flagTypeName(ofMessageType: "OpenMessage") == "OpenMessageFlag")
        #expect(TypeScriptNaming.member(of: "OpenMessageFlag", "Tokens") == "openMessageFlagTokens")
        #expect(TypeScriptNaming.member(of: "OpenMessageFlag", "WithToken") == "openMessageFlagWithToken")
        // An enum cannot take a flag set's name, as it cannot take a message's.
        #expect(TypeScriptNaming.typeName("openMessageFlag") == "OpenMessageFlag_")
        // A suffix keeps the abbreviated builder of `open` apart from the builder of `abbreviatedOpen`.
        #expect(TypeScriptNaming.abbreviatedBuilderName(ofMessageType: "OpenMessage") == "buildOpenMessageAbbreviated")
        #expect("build" + TypeScriptNaming.messageTypeName("abbreviatedOpen") == "buildAbbreviatedOpenMessage")
        #expect(TypeScriptNaming.local("OpenMessage", "Abbreviation") == "openMessageAbbreviation")
        #expect(TypeScriptNaming.local("class", "Written") == "classWritten")
        #expect(TypeScriptNaming.local("url", "Written") == "urlWritten")
    }

    @Test func propertiesKeepKeywordsButNotObjectMembersOrMessageMembers() {
        // ES2015 allows any identifier name as a property: `Mode.default`, `message.class`.
        #expect(TypeScriptNaming.key("default") == "default")
        #expect(TypeScriptNaming.key("class") == "class")
        #expect(TypeScriptNaming.fieldName("typeof") == "typeof")
        #expect(TypeScriptNaming.fieldName("true") == "true")
        // An inherited member would make an absent field look present.
        #expect(TypeScriptNaming.key("toString") == "toString_")
        #expect(TypeScriptNaming.fieldName("constructor") == "constructor_")
        #expect(TypeScriptNaming.fieldName("valueOf") == "valueOf_")
        // The interface's own members.
        #expect(TypeScriptNaming.fieldName("app") == "app_")
        #expect(TypeScriptNaming.fieldName("mode") == "mode_")
        #expect(TypeScriptNaming.fieldName("scheme") == "scheme_")
        #expect(TypeScriptNaming.fieldName("flags") == "flags_")
        #expect(TypeScriptNaming.fieldName("unknownDescriptors") == "unknownDescriptors_")
        #expect(TypeScriptNaming.key("mode") == "mode")
    }

    @Test func urlGrammarNamesCannotClash() {
        #expect(TypeScriptNaming.carrierTypeName(ofMessageType: "ResourceMessage") == "ResourceMessageCarrier")
        #expect(TypeScriptNaming.inputTypeName(ofMessageType: "AddMessage") == "AddMessageInput")
        // An enum named like a message's carriers or builder input gets an underscore.
        #expect(TypeScriptNaming.typeName("resourceMessageCarrier") == "ResourceMessageCarrier_")
        #expect(TypeScriptNaming.typeName("addMessageInput") == "AddMessageInput_")
        // The URL codec's own types.
        #expect(TypeScriptNaming.typeName("unknownParameter") == "UnknownParameter_")
        #expect(TypeScriptNaming.typeName("urlShape") == "UrlShape_")
        #expect(TypeScriptNaming.typeName("queryWriter") == "QueryWriter_")
        #expect(TypeScriptNaming.typeName("textLimits") == "TextLimits_")
        // The pipe grammar's members are ordinary fields in the URL grammar; Object's are not.
        #expect(TypeScriptNaming.queryFieldName("toString") == "toString_")
        #expect(TypeScriptNaming.queryFieldName("app") == "app")
        #expect(TypeScriptNaming.queryFieldName("mode") == "mode")
        #expect(TypeScriptNaming.queryFieldName("xSource") == "xSource")
    }

    @Test func stringLiteralsEscapeEverythingThatCouldEndOrBendThem() {
        #expect(TypeScriptNaming.stringLiteral("ms-word") == #""ms-word""#)
        #expect(TypeScriptNaming.stringLiteral(#"Default "App" \ */"#) == #""Default \"App\" \\ */""#)
        #expect(TypeScriptNaming.stringLiteral("a\nb\r\tc") == #""a\nb\r\tc""#)
        #expect(TypeScriptNaming.stringLiteral("\u{0}\u{1F}\u{7F}") == #""\x00\x1F\x7F""#)
        #expect(TypeScriptNaming.stringLiteral("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        #expect(TypeScriptNaming.stringLiteral("${x}`'") == #""${x}`'""#)
        #expect(TypeScriptNaming.stringLiteral("Bücher 😀") == "\"Bücher 😀\"")
    }

    @Test func docCommentsCannotBeEndedByTheirText() {
        #expect(TypeScriptNaming.docComment([]).lines == [])
        #expect(TypeScriptNaming.docComment(["One line."]).lines == ["/** One line. */"])
        #expect(TypeScriptNaming.docComment(["Ends */ here /* and"]).lines == [#"/** Ends *\/ here /* and */"#])
        #expect(TypeScriptNaming.docComment(["First.", "", "*/"]).lines == ["/**", " * First.", " *", #" * *\/"#, " */"])
    }
}
