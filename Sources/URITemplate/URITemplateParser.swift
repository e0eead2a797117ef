/// RFC 6570 section 2 as a single pass over the template's Unicode scalars, each paired with its
/// UTF-8 byte offset for diagnostics. Stops at the first error: after one, where an expression
/// ends is a guess.
struct URITemplateParser {
    private let scalars: [Unicode.Scalar]
    /// `offsets[i]` is the UTF-8 offset of `scalars[i]`; one more entry holds the text's length.
    private let offsets: [Int]
    private var position = 0

    static func parts(of text: String) throws(URITemplateSyntaxError) -> [URITemplate.Part] {
        var parser = URITemplateParser(text)
        return try parser.parseTemplate()
    }

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    private var current: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private var offset: Int { offsets[position] }

    private mutating func parseTemplate() throws(URITemplateSyntaxError) -> [URITemplate.Part] {
        var parts: [URITemplate.Part] = []
        var literal = String.UnicodeScalarView()
        while let scalar = current {
            switch scalar {
            case "{":
                if !literal.isEmpty {
                    parts.append(.literal(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                parts.append(.expression(try parseExpression()))
            case "}":
                throw URITemplateSyntaxError(.closingBraceOutsideExpression, at: offset)
            case "%":
                literal.append(contentsOf: try percentEncodedTriplet())
            default:
                guard URICharacters.isLiteral(scalar) else {
                    throw URITemplateSyntaxError(.characterNotAllowedInLiteral(scalar), at: offset)
                }
                literal.append(scalar)
                position += 1
            }
        }
        if !literal.isEmpty { parts.append(.literal(String(literal))) }
        return parts
    }

    /// From `{` to just after its `}`.
    private mutating func parseExpression() throws(URITemplateSyntaxError) -> URITemplate.Expression {
        let openingOffset = offset
        position += 1
        let unclosed = URITemplateSyntaxError(.unclosedExpression, at: openingOffset)
        guard let first = current else { throw unclosed }
        var expressionOperator = ExpressionOperator.simple
        if let found = ExpressionOperator(symbol: first) {
            expressionOperator = found
            position += 1
        } else if "=,!@|".unicodeScalars.contains(first) {
            throw URITemplateSyntaxError(.reservedOperator(first), at: offset)
        }
        var variables: [VariableSpec] = []
        while true {
            let name = try parseVariableName(unclosed: unclosed)
            let modifier = try parseModifier(unclosed: unclosed)
            variables.append(VariableSpec(name: name, modifier: modifier))
            guard let next = current else { throw unclosed }
            position += 1
            switch next {
            case ",": continue
            case "}": return URITemplate.Expression(operator: expressionOperator, variables: variables)
            default: throw URITemplateSyntaxError(.unexpectedCharacterAfterVariable(next), at: offsets[position - 1])
            }
        }
    }

    /// varname = varchar *( ["."] varchar ); varchar = ALPHA / DIGIT / "_" / pct-encoded.
    private mutating func parseVariableName(unclosed: URITemplateSyntaxError) throws(URITemplateSyntaxError) -> String {
        var name = String.UnicodeScalarView()
        guard let first = current else { throw unclosed }
        guard first == "%" || isNameCharacter(first) else {
            throw URITemplateSyntaxError(.expectedVariableName(found: first), at: offset)
        }
        while let scalar = current {
            if scalar == "%" {
                name.append(contentsOf: try percentEncodedTriplet())
            } else if isNameCharacter(scalar) {
                name.append(scalar)
                position += 1
            } else if scalar == "." {
                let dotOffset = offset
                position += 1
                guard let next = current else { throw unclosed }
                guard next == "%" || isNameCharacter(next) else {
                    throw URITemplateSyntaxError(.dotNotFollowedByNameCharacter, at: dotOffset)
                }
                name.append(scalar)
            } else {
                break
            }
        }
        return String(name)
    }

    /// Nothing, `*`, or `:` and a max-length of 1...9999 without leading zeros.
    private mutating func parseModifier(unclosed: URITemplateSyntaxError) throws(URITemplateSyntaxError) -> VariableSpec.Modifier {
        switch current {
        case "*":
            position += 1
            return .explode
        case ":":
            position += 1
            let digitsOffset = offset
            var digits = ""
            while let scalar = current, ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                position += 1
            }
            guard !digits.isEmpty else {
                guard current != nil else { throw unclosed }
                throw URITemplateSyntaxError(.missingPrefixLength, at: digitsOffset)
            }
            guard !digits.hasPrefix("0"), digits.count <= 4, let length = Int(digits) else {
                throw URITemplateSyntaxError(.prefixLengthOutOfRange(digits), at: digitsOffset)
            }
            if current == "*" { throw URITemplateSyntaxError(.prefixWithExplode, at: offset) }
            return .prefix(length)
        default:
            return .none
        }
    }

    /// `%` and two hexadecimal digits, consumed and returned as written.
    private mutating func percentEncodedTriplet() throws(URITemplateSyntaxError) -> [Unicode.Scalar] {
        let start = position
        guard PercentEncoding.isTriplet(scalars, at: position) else {
            throw URITemplateSyntaxError(.invalidPercentEncoding, at: offset)
        }
        position += 3
        return Array(scalars[start..<position])
    }

    private func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && URICharacters.nameCharacters.contains(UInt8(scalar.value))
    }
}
