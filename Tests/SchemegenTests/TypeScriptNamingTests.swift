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
        #expect(TypeScriptNaming.messageTypeName("open") == "OpenMessage")
        #expect(TypeScriptNaming.messageTypeName("default") == "DefaultMessage")
        #expect(TypeScriptNaming.member(of: "Typeof", "WithToken") == "typeofWithToken")
        #expect(TypeScriptNaming.member(of: "Mode_", "Tokens") == "mode_Tokens")
        // Only the first letter is lowered: an enum `mODE` must not declare the module's modeTokens,
        // and `aBCd` and `abCd` must not both declare abCdTokens.
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("mODE"), "Tokens") == "mODETokens")
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("aBCd"), "WithToken") == "aBCdWithToken")
        #expect(TypeScriptNaming.member(of: TypeScriptNaming.typeName("abCd"), "WithToken") == "abCdWithToken")
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
        #expect(TypeScriptNaming.key("mode") == "mode")
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
        #expect(TypeScriptNaming.docComment([]) == [])
        #expect(TypeScriptNaming.docComment(["One line."]) == ["/** One line. */"])
        #expect(TypeScriptNaming.docComment(["Ends */ here /* and"]) == [#"/** Ends *\/ here /* and */"#])
        #expect(TypeScriptNaming.docComment(["First.", "", "*/"]) == ["/**", " * First.", " *", #" * *\/"#, " */"])
    }
}
