import Testing
import URITemplate

/// The rules of RFC 6570 section 3.2 the public suite leaves open or does not reach.
@Suite("RFC 6570: expanding templates")
struct URITemplateExpansionTests {
    private func expand(_ text: String, _ values: [String: VariableValue]) throws -> String {
        try URITemplate(parsing: text).expand(values)
    }

    @Test func emptyIsDefinedButEmptyCompositesAreUndefined() throws {
        let values: [String: VariableValue] = ["empty": .string(""), "none": .list([]), "nopairs": .pairs([])]
        #expect(try expand("{?empty,none,nopairs,missing}", values) == "?empty=")
        #expect(try expand("{;empty,none}", values) == ";empty")
        #expect(try expand("x{/none*,nopairs}y", values) == "xy")
    }

    /// Prefixes count Unicode scalars, so a UTF-8 sequence is never cut and a combining mark is
    /// a character of its own.
    @Test func prefixesCountUnicodeScalars() throws {
        #expect(try expand("{x:1}", ["x": .string("\u{E9}t\u{E9}")]) == "%C3%A9")
        #expect(try expand("{x:1}", ["x": .string("e\u{301}")]) == "e")
        #expect(try expand("{x:2}", ["x": .string("\u{1F600}ab")]) == "%F0%9F%98%80a")
    }

    /// Under `+` and `#` a percent-encoded triplet of the value is copied, so a prefix counts it
    /// as one character and never cuts it; elsewhere its `%` is a character encoded as `%25`.
    @Test func prefixesKeepTripletsWhereTheyAreCopied() throws {
        let values: [String: VariableValue] = ["id": .string("admin%2Fx")]
        #expect(try expand("{+id:6}", values) == "admin%2F")
        #expect(try expand("{#id:7}", values) == "#admin%2Fx")
        #expect(try expand("{id:6}", values) == "admin%25")
        #expect(try expand("{+id:9}", ["id": .string("%zz%4")]) == "%25zz%254")
    }

    @Test func namedEmptyMembersTakeTheOperatorsIfEmpty() throws {
        let values: [String: VariableValue] = ["list": .list(["", "a"]), "keys": .pairs([KeyValuePair("k", ""), KeyValuePair("a b", "c")])]
        #expect(try expand("{?list*}", values) == "?list=&list=a")
        #expect(try expand("{;list*}", values) == ";list;list=a")
        #expect(try expand("{;keys*}", values) == ";k;a%20b=c")
        #expect(try expand("{keys*}", values) == "k=,a%20b=c")
        #expect(try expand("{?keys}", values) == "?keys=k,,a%20b,c")
    }

    @Test func aPrefixOfAListOrPairsIsRefused() throws {
        for value in [VariableValue.list(["a"]), .pairs([KeyValuePair("k", "v")])] {
            #expect(throws: URITemplateExpansionError(.prefixOfCompositeValue, variable: "v")) {
                try URITemplate(parsing: "x{v:1}").expand(["v": value])
            }
        }
        #expect(URITemplateExpansionError(.prefixOfCompositeValue, variable: "keys").description
            == "variable keys has a prefix modifier but its value is a list or an associative array")
    }

    /// Literal text keeps what a URI may hold and encodes the rest (ucschar, iprivate).
    @Test func literalsEncodeOnlyWhatAURICannotHold() throws {
        #expect(try expand("a'b%2f\u{E000}\u{10FFFD}[]", [:]) == "a'b%2f%EE%80%80%F4%8F%BF%BD[]")
    }
}
