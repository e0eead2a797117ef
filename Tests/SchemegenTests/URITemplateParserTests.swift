import Testing
import URITemplate

@Suite("RFC 6570: parsing templates")
struct URITemplateParserTests {
    @Test func parsesLiteralsAndExpressionsOfEveryOperator() throws {
        let template = try URITemplate(parsing: "mailto:{to}{+a}{#b}{.c}{/d}{;e}{?f,g}{&h}/x")
        let operators = template.parts.compactMap { part -> ExpressionOperator? in
            if case .expression(let expression) = part { return expression.operator }
            return nil
        }
        #expect(operators == [.simple, .reserved, .fragment, .label, .pathSegment, .pathParameter, .query, .queryContinuation])
        #expect(template.parts.first == .literal("mailto:"))
        #expect(template.parts.last == .literal("/x"))
        #expect(template.parts[7] == .expression(.init(operator: .query, variables: [VariableSpec(name: "f"), VariableSpec(name: "g")])))
    }

    @Test func parsesModifiersAndNamesAsWritten() throws {
        let template = try URITemplate(parsing: "{var:3,list*,last.name,Some%20Thing:9999,_1}")
        #expect(template.parts == [
            .expression(.init(operator: .simple, variables: [
                VariableSpec(name: "var", modifier: .prefix(3)),
                VariableSpec(name: "list", modifier: .explode),
                VariableSpec(name: "last.name"),
                VariableSpec(name: "Some%20Thing", modifier: .prefix(9999)),
                VariableSpec(name: "_1"),
            ]))
        ])
    }

    @Test func keepsLiteralTextAsWritten() throws {
        #expect(try URITemplate(parsing: "caf\u{E9}/x%20y'!$&()*+,;=:@[]~").parts == [.literal("caf\u{E9}/x%20y'!$&()*+,;=:@[]~")])
        #expect(try URITemplate(parsing: "").parts == [])
    }

    /// Each reason the parser gives, with the UTF-8 offset it points at.
    static let refusals: [(String, Int, URITemplateSyntaxError.Reason)] = [
        ("x{var", 1, .unclosedExpression),
        ("{", 0, .unclosedExpression),
        ("{/id*", 0, .unclosedExpression),
        ("{a.", 0, .unclosedExpression),
        ("{a:", 0, .unclosedExpression),
        ("{a,", 0, .unclosedExpression),
        ("/id*}", 4, .closingBraceOutsideExpression),
        ("a b", 1, .characterNotAllowedInLiteral(" ")),
        ("\u{E9}<", 2, .characterNotAllowedInLiteral("<")),
        ("x\u{7F}", 1, .characterNotAllowedInLiteral("\u{7F}")),
        ("\u{85}", 0, .characterNotAllowedInLiteral("\u{85}")),
        // Non-characters (U+FDD0...U+FDEF, the last two code points of a plane): Swift has no literal for them.
        (String(Unicode.Scalar(0xFDD0)!), 0, .characterNotAllowedInLiteral(Unicode.Scalar(0xFDD0)!)),
        (String(Unicode.Scalar(0x1FFFE)!), 0, .characterNotAllowedInLiteral(Unicode.Scalar(0x1FFFE)!)),
        ("\u{E0001}", 0, .characterNotAllowedInLiteral("\u{E0001}")),
        ("100%", 3, .invalidPercentEncoding),
        ("%2g", 0, .invalidPercentEncoding),
        ("{%2x}", 1, .invalidPercentEncoding),
        ("{=path}", 1, .reservedOperator("=")),
        ("{,a}", 1, .reservedOperator(",")),
        ("{!hello}", 1, .reservedOperator("!")),
        ("{@a}", 1, .reservedOperator("@")),
        ("{|var*}", 1, .reservedOperator("|")),
        ("{}", 1, .expectedVariableName(found: "}")),
        ("{/?id}", 2, .expectedVariableName(found: "?")),
        ("{ leading_space}", 1, .expectedVariableName(found: " ")),
        ("{a, b}", 3, .expectedVariableName(found: " ")),
        ("{~thing}", 1, .expectedVariableName(found: "~")),
        ("{x.}", 2, .dotNotFollowedByNameCharacter),
        ("{x..y}", 2, .dotNotFollowedByNameCharacter),
        ("{var:}", 5, .missingPrefixLength),
        ("{var:prefix}", 5, .missingPrefixLength),
        ("{var:0}", 5, .prefixLengthOutOfRange("0")),
        ("{var:01}", 5, .prefixLengthOutOfRange("01")),
        ("{var:10000}", 5, .prefixLengthOutOfRange("10000")),
        ("{hello:2*}", 8, .prefixWithExplode),
        ("{with space}", 5, .unexpectedCharacterAfterVariable(" ")),
        ("{a-b}", 2, .unexpectedCharacterAfterVariable("-")),
        ("{a*:2}", 3, .unexpectedCharacterAfterVariable(":")),
        ("\u{E9}{a{b}", 4, .unexpectedCharacterAfterVariable("{")),
    ]

    @Test(arguments: refusals)
    func refusesWithReasonAndOffset(text: String, offset: Int, reason: URITemplateSyntaxError.Reason) {
        #expect(throws: URITemplateSyntaxError(reason, at: offset)) { try URITemplate(parsing: text) }
    }

    @Test func diagnosticsNameTheCharacterWithoutWritingControls() {
        #expect(URITemplateSyntaxError(.characterNotAllowedInLiteral(" "), at: 3).description
            == "byte 3: U+0020 may not appear in a template's literal text; percent-encode it")
        #expect(URITemplateSyntaxError(.characterNotAllowedInLiteral("\u{1B}"), at: 0).message
            == "U+001B may not appear in a template's literal text; percent-encode it")
        #expect(URITemplateSyntaxError(.reservedOperator("|"), at: 1).message == "operator '|' is reserved by RFC 6570 for future extensions")
        #expect(URITemplateSyntaxError(.prefixLengthOutOfRange("01"), at: 5).message
            == "prefix length 01 is not a number from 1 to 9999 written without leading zeros")
    }

    /// Every reason has its own sentence.
    @Test func everyReasonHasADistinctMessage() {
        let reasons: [URITemplateSyntaxError.Reason] = [
            .unclosedExpression, .closingBraceOutsideExpression, .characterNotAllowedInLiteral("<"), .invalidPercentEncoding,
            .reservedOperator("="), .expectedVariableName(found: "$"), .dotNotFollowedByNameCharacter, .missingPrefixLength,
            .prefixLengthOutOfRange("0"), .prefixWithExplode, .unexpectedCharacterAfterVariable("-"),
        ]
        let messages = reasons.map { URITemplateSyntaxError($0, at: 0).message }
        #expect(Set(messages).count == reasons.count)
        #expect(messages.allSatisfy { !$0.isEmpty })
    }
}
