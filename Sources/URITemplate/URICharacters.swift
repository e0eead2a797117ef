/// The character classes of RFC 3986 and RFC 6570 section 1.5 that the parser and the expander
/// test against.
enum URICharacters {
    /// ALPHA / DIGIT / "-" / "." / "_" / "~": never percent-encoded.
    static let unreserved = ByteSet(ascii: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// gen-delims and sub-delims: copied only by the `+` and `#` operators.
    static let reserved = ByteSet(ascii: ":/?#[]@!$&'()*+,;=")
    static let hexDigits = ByteSet(ascii: "0123456789ABCDEFabcdef")
    /// varchar without pct-encoded: ALPHA / DIGIT / "_".
    static let nameCharacters = ByteSet(ascii: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")

    /// `literals` of RFC 6570 section 2.1 other than pct-encoded: ASCII except controls, space,
    /// `"`, `%`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}` (`'` is allowed, erratum 6937), plus
    /// ucschar and iprivate.
    static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return asciiLiterals.contains(UInt8(scalar.value))
        }
        return isUCSCharacter(scalar.value) || isPrivateUse(scalar.value)
    }

    private static let asciiLiterals = ByteSet((0x21...0x7E).map { UInt8($0) }.filter { !ByteSet(ascii: "\"%<>\\^`{|}").contains($0) })

    /// ucschar of RFC 3987: the non-ASCII characters an IRI may hold, without the C1 controls,
    /// the non-characters U+FDD0...U+FDEF and the last two code points of every plane.
    private static func isUCSCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
        case 0x10000...0xDFFFD: return value & 0xFFFF <= 0xFFFD
        case 0xE1000...0xEFFFD: return true
        default: return false
        }
    }

    /// iprivate of RFC 3987: the private-use areas.
    private static func isPrivateUse(_ value: UInt32) -> Bool {
        switch value {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: return true
        default: return false
        }
    }
}
