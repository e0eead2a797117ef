import Testing

@testable import SwiftBackend

@Suite("Swift naming")
struct SwiftNamingTests {
    @Test(arguments: [
        ("oneNote", "OneNote"), ("url", "Url"), ("mode", "Mode_"), ("type", "Type_"), ("openMessage", "OpenMessage_"),
        ("flag", "Flag_"), ("unknownDescriptor", "UnknownDescriptor_"), ("set", "Set_"), ("range", "Range_"),
        // Types and protocols the generated code uses: an enum named like one would shadow it.
        ("data", "Data_"), ("substring", "Substring_"), ("uInt8", "UInt8_"), ("uTF8", "UTF8_"), ("sendable", "Sendable_"),
        ("hashable", "Hashable_"), ("caseIterable", "CaseIterable_"), ("stringProtocol", "StringProtocol_"),
        ("customStringConvertible", "CustomStringConvertible_"),
        // Keywords backticks cannot rescue in a type's declaration.
        ("any", "Any_"), ("self", "Self_"), ("protocol", "Protocol_"),
        // Types the URL grammar's messages declare or use.
        ("unknownParameter", "UnknownParameter_"), ("carrier", "Carrier_"), ("int64", "Int64_"),
    ])
    func typeNames(id: String, expected: String) {
        #expect(SwiftNaming.typeName(id) == expected)
    }

    @Test(arguments: [("open", "OpenMessage"), ("return", "ReturnMessage"), ("self", "SelfMessage"), ("app", "AppMessage")])
    func messageTypeNames(id: String, expected: String) {
        #expect(SwiftNaming.messageTypeName(id) == expected)
    }

    @Test(arguments: [
        ("url", "url"), ("class", "`class`"), ("default", "`default`"), ("self", "self_"), ("init", "init_"),
        ("any", "`any`"), ("some", "`some`"), ("borrowing", "`borrowing`"), ("package", "`package`"),
        // Contextual keywords that stay identifiers where names go (collisions.json compiles them).
        ("unsafe", "unsafe"), ("sending", "sending"), ("macro", "macro"), ("actor", "actor"),
        ("nonisolated", "nonisolated"), ("lazy", "lazy"), ("willSet", "willSet"), ("mutating", "mutating"),
        ("yield", "yield"), ("then", "then"),
    ])
    func identifiersEscapeKeywords(id: String, expected: String) {
        #expect(SwiftNaming.identifier(id) == expected)
    }

    @Test func membersAvoidTheNamesTheirTypeDeclares() {
        #expect(SwiftNaming.modeCase("token") == "token_")
        #expect(SwiftNaming.appCase("scheme") == "scheme_")
        #expect(SwiftNaming.enumCase("token") == "token_")
        #expect(SwiftNaming.fieldProperty("uri") == "uri_")
        #expect(SwiftNaming.fieldProperty("context") == "context")
        #expect(SwiftNaming.fieldProperty("flags") == "flags_")
        #expect(SwiftNaming.fieldProperty("unknownDescriptors") == "unknownDescriptors_")
        #expect(SwiftNaming.fieldProperty("abbreviatedURIString") == "abbreviatedURIString_")
        #expect(SwiftNaming.appCase("playPackage") == "playPackage_")
        #expect(SwiftNaming.appCase("maxPathLength") == "maxPathLength_")
        #expect(SwiftNaming.appCase("id") == "id_")
        #expect(SwiftNaming.appCase("displayName") == "displayName_")
        #expect(SwiftNaming.appCase("name") == "name")
        #expect(SwiftNaming.modeCase("id") == "id_")
        #expect(SwiftNaming.enumCase("id") == "id_")
    }

    @Test func flagCasesAvoidTheFlagMembers() {
        #expect(SwiftNaming.flagCase("coAuthoring") == "coAuthoring")
        #expect(SwiftNaming.flagCase("rawValue") == "rawValue")
        #expect(SwiftNaming.flagCase("id") == "id_")
        #expect(SwiftNaming.flagCase("token") == "token_")
        #expect(SwiftNaming.flagCase("default") == "`default`")
        #expect(SwiftNaming.flagCase("init") == "init_")
    }

    @Test func labelsDropBackticksExceptWhereSwiftNeedsThem() {
        #expect(SwiftNaming.fieldLabel("class") == "class")
        #expect(SwiftNaming.fieldLabel("var") == "`var`")
        #expect(SwiftNaming.fieldLabel("uri") == "uri_")
        // Where the initializer is called, `let` and `var` must be bare and `inout` escaped.
        #expect(SwiftNaming.argumentLabel("let") == "let")
        #expect(SwiftNaming.argumentLabel("var") == "var")
        #expect(SwiftNaming.argumentLabel("inout") == "`inout`")
        #expect(SwiftNaming.argumentLabel("class") == "class")
        #expect(SwiftNaming.argumentLabel("uri") == "uri_")
    }

    @Test func localsAvoidTheParsersOwnNames() {
        #expect(SwiftNaming.fieldLocal("value") == "value_")
        #expect(SwiftNaming.fieldLocal("pair") == "pair_")
        #expect(SwiftNaming.fieldLocal("return") == "`return`")
        #expect(SwiftNaming.fieldLocal("url") == "url")
        #expect(SwiftNaming.fieldLocal("strict") == "strict_")
        #expect(SwiftNaming.fieldLocal("unknown") == "unknown_")
        #expect(SwiftNaming.fieldLocal("encoded") == "encoded_")
        #expect(SwiftNaming.fieldLocal("flags") == "flags_")
    }

    @Test func stringLiteralsEscapeQuotesBackslashesAndControls() {
        #expect(SwiftNaming.stringLiteral("a\"b\\c") == #""a\"b\\c""#)
        #expect(SwiftNaming.stringLiteral("line\nnext\u{1}") == #""line\nnext\u{1}""#)
        #expect(SwiftNaming.stringLiteral("é😀") == "\"é😀\"")
    }

    @Test func queryMessageNamesAvoidTheirOwnMembersAndLocals() {
        #expect(SwiftNaming.queryFieldProperty("carrier") == "carrier_")
        #expect(SwiftNaming.queryFieldProperty("unknownParameters") == "unknownParameters_")
        #expect(SwiftNaming.queryFieldProperty("title") == "title")
        #expect(SwiftNaming.queryFieldProperty("default") == "`default`")
        #expect(SwiftNaming.queryFieldLabel("default") == "default")
        #expect(SwiftNaming.queryFieldLocal("parts") == "parts_")
        #expect(SwiftNaming.queryFieldLocal("item") == "item_")
        #expect(SwiftNaming.queryFieldLocal("list") == "list")
        #expect(SwiftNaming.carrierCase("web") == "web")
        #expect(SwiftNaming.carrierCase("allCases") == "allCases_")
    }
}
