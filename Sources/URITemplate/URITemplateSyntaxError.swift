/// Why a text is not an RFC 6570 template, and where: the UTF-8 byte offset of the character at
/// fault, counted from the start of the template (the `{` for an unclosed expression).
public struct URITemplateSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// A `{` with no `}` before the end of the template.
        case unclosedExpression
        /// A `}` outside an expression.
        case closingBraceOutsideExpression
        /// A character that may not appear in literal text (space, `"`, `<`, `|`, a control...).
        case characterNotAllowedInLiteral(Unicode.Scalar)
        /// A `%` not followed by two hexadecimal digits, in literal text or a variable name.
        case invalidPercentEncoding
        /// `=`, `,`, `!`, `@` or `|` after `{`: RFC 6570 reserves them for future extensions.
        case reservedOperator(Unicode.Scalar)
        /// Where a variable name must start, a character no name starts with (`{}`, `{a,}`, `{ x}`, `{$x}`).
        case expectedVariableName(found: Unicode.Scalar)
        /// A `.` in a variable name not followed by a name character (`{x.}`, `{x..y}`).
        case dotNotFollowedByNameCharacter
        /// `:` not followed by a digit.
        case missingPrefixLength
        /// A prefix length written with a leading zero or outside 1...9999 (`:0`, `:01`, `:10000`), as written.
        case prefixLengthOutOfRange(String)
        /// `:n*`: a variable has at most one modifier.
        case prefixWithExplode
        /// After a variable, a character other than `:`, `*`, `,` or `}`.
        case unexpectedCharacterAfterVariable(Unicode.Scalar)
    }

    public let offset: Int
    public let reason: Reason

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        "byte \(offset): \(message)"
    }

    /// The reason in words. Characters from the template are shown quoted only when printable
    /// ASCII, otherwise as U+XXXX, so a diagnostic carries no control character of its input.
    public var message: String {
        switch reason {
        case .unclosedExpression:
            return "'{' opens an expression that is never closed with '}'"
        case .closingBraceOutsideExpression:
            return "'}' closes no expression"
        case .characterNotAllowedInLiteral(let scalar):
            return "\(Self.shown(scalar)) may not appear in a template's literal text; percent-encode it"
        case .invalidPercentEncoding:
            return "'%' must be followed by two hexadecimal digits"
        case .reservedOperator(let scalar):
            return "operator \(Self.shown(scalar)) is reserved by RFC 6570 for future extensions"
        case .expectedVariableName(let scalar):
            return "expected a variable name (letters, digits, '_', '.' or percent-encoded bytes), found \(Self.shown(scalar))"
        case .dotNotFollowedByNameCharacter:
            return "a '.' in a variable name must be followed by a letter, digit, '_' or percent-encoded byte"
        case .missingPrefixLength:
            return "':' must be followed by a prefix length from 1 to 9999"
        case .prefixLengthOutOfRange(let digits):
            return "prefix length \(digits) is not a number from 1 to 9999 written without leading zeros"
        case .prefixWithExplode:
            return "a variable cannot have both a prefix ':n' and explode '*'"
        case .unexpectedCharacterAfterVariable(let scalar):
            return "expected ':', '*', ',' or '}' after a variable name, found \(Self.shown(scalar))"
        }
    }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        if (0x21...0x7E).contains(scalar.value) { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
