import Testing
import URITemplate

/// `WrittenAlphabet` against the expander, both ways: every byte written for random values is in
/// the operator's sets, and every byte of the sets is written for some value.
@Suite("RFC 6570: the bytes each operator writes")
struct WrittenAlphabetTests {
    /// SplitMix64: a seeded generator, so a failure replays.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Every ASCII character, characters of 2, 3 and 4 UTF-8 bytes, and pieces that are or
    /// nearly are percent-encoded triplets.
    static let pieces: [String] =
        (0...127).map { String(Unicode.Scalar(UInt8($0))) } + ["\u{E9}", "\u{20AC}", "\u{1D11E}", "%2F", "%4", "%zz", "%%41"]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func randomValue(_ generator: inout SeededGenerator) -> VariableValue {
        let count = Int.random(in: 0...3, using: &generator)
        switch Int.random(in: 0...2, using: &generator) {
        case 0: return .string(randomText(&generator))
        case 1: return .list((0..<count).map { _ in randomText(&generator) })
        default: return .pairs((0..<count).map { _ in KeyValuePair(randomText(&generator), randomText(&generator)) })
        }
    }

    static func bytes(outside set: ByteSet, in text: String) -> [UInt8] {
        text.utf8.filter { !set.contains($0) }
    }

    /// A name using every kind of name character, all of which are in `value`.
    static let name = "v_1.x%41"

    @Test(arguments: ExpressionOperator.allCases)
    func everyWrittenByteIsInTheAlphabet(operator expressionOperator: ExpressionOperator) throws {
        let alphabet = WrittenAlphabet(for: expressionOperator)
        let symbol = expressionOperator.symbol.map { String($0) } ?? ""
        var generator = SeededGenerator(state: 0x6570)
        var expansions = 0
        for _ in 0..<2_000 {
            let value = Self.randomValue(&generator)
            let modifier = ["", "*", ":\(Int.random(in: 1...4, using: &generator))"].randomElement(using: &generator)!
            if case .string = value {} else if modifier.hasPrefix(":") { continue }
            let uri = try URITemplate(parsing: "{\(symbol)\(Self.name)\(modifier)}").expand([Self.name: value])
            expansions += 1
            let stray = Self.bytes(outside: alphabet.expression, in: uri)
            #expect(stray.isEmpty, "\(expressionOperator) \(value) wrote \(uri), bytes \(stray) outside the alphabet")
            if case .string(let text) = value, modifier.isEmpty {
                let lead = expressionOperator.first + (expressionOperator.isNamed ? Self.name + (text.isEmpty ? expressionOperator.ifEmpty : "=") : "")
                #expect(uri.hasPrefix(lead), "\(uri) does not start with \(lead)")
                let strayInValue = Self.bytes(outside: alphabet.value, in: String(uri.dropFirst(lead.count)))
                #expect(strayInValue.isEmpty, "\(expressionOperator) value \(text) wrote \(uri), bytes \(strayInValue) outside the value alphabet")
            }
        }
        #expect(expansions > 1_000)
    }

    @Test(arguments: ExpressionOperator.allCases)
    func everyByteOfTheAlphabetIsWritten(operator expressionOperator: ExpressionOperator) throws {
        let alphabet = WrittenAlphabet(for: expressionOperator)
        let symbol = expressionOperator.symbol.map { String($0) } ?? ""
        let single = try URITemplate(parsing: "{\(symbol)v}")
        // No piece is empty, so a named operator writes `v=` before it.
        let lead = expressionOperator.first + (expressionOperator.isNamed ? "v=" : "")
        let valueBytes = try Self.pieces.map { try single.expand(["v": .string($0)]).utf8.dropFirst(lead.utf8.count) }
        #expect(ByteSet(valueBytes.joined()) == alphabet.value)
        let composites: [String: VariableValue] = ["list": .list(["a", "b"]), "keys": .pairs([KeyValuePair("k", "v")])]
        let written = try ["{\(symbol)list}", "{\(symbol)list*}", "{\(symbol)keys*}"].map { try URITemplate(parsing: $0).expand(composites) }
        #expect(ByteSet((written.joined() + valueBytes.map { String(decoding: $0, as: UTF8.self) }.joined()).utf8) == alphabet.expression)
    }

    @Test func reservedOperatorsAddExactlyTheReservedCharacters() {
        let plain = WrittenAlphabet(for: .simple)
        let reserved = WrittenAlphabet(for: .reserved)
        #expect(plain.value == ByteSet(ascii: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%"))
        #expect(reserved.value == plain.value.union(ByteSet(ascii: ":/?#[]@!$&'()*+,;=")))
        #expect(WrittenAlphabet(for: .fragment).value == reserved.value)
        #expect(WrittenAlphabet(for: .query).expression == plain.value.union(ByteSet(ascii: "?&,=")))
        #expect(!plain.value.bytes.contains { $0 >= 0x80 })
    }
}
