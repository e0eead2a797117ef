/// The classes of Unicode scalars that must never reach generated code raw (docs/POLICY: issue 12).
/// Everything here is decided per scalar, never per `Character`: a grapheme cluster can hide a
/// delimiter (U+0600 glues to a following `*`, a combining mark to a preceding `/`) that a
/// compiler, which reads code points, still sees.
extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls (NEL among them).
    public var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// A scalar some target reads as the end of a line: LF, CR, NEL, LS and PS (CRLF is two).
    public var isLineBreak: Bool {
        value == 0x0A || value == 0x0D || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Bidi_Control: the marks and embeddings that reorder how source is displayed (Trojan
    /// Source, CVE-2021-42574), and that GCC 12 rejects unpaired.
    public var isBidiControl: Bool {
        !isASCII && properties.isBidiControl
    }

    /// A scalar a string literal spells as an escape: a control, LS or PS, a format character
    /// (Cf, bidi controls among them) or a noncharacter. Such a scalar is invisible, or ends a
    /// line in some lexer, or is refused by some compiler.
    ///
    /// No ASCII scalar but the controls is in these classes, so ASCII, nearly all schema text,
    /// skips the Unicode property lookups (a table search each).
    public var isEscapedInLiterals: Bool {
        if isASCII { return isControl }
        return isControl || value == 0x2028 || value == 0x2029 || properties.generalCategory == .format
            || properties.isNoncharacterCodePoint
    }

    /// A scalar comment text spells as `\u{XXXX}`: a control or line break (a line comment would
    /// end there), a bidi control, or a noncharacter. Other format characters stay: comment text is
    /// checked for delimiters scalar by scalar, so they cannot hide one.
    public var isEscapedInComments: Bool {
        if isASCII { return isControl }
        return isControl || isLineBreak || isBidiControl || properties.isNoncharacterCodePoint
    }

    /// `\u{XXXX}`: at least four uppercase hex digits, readable text in any comment.
    public var visibleEscape: String {
        "\\u{" + StringLiteral.hex(value, width: 4) + "}"
    }
}
