/// How one target writes a double-quoted string literal holding exactly some text. Every
/// backend's literal function is one of these, so all literals go through the same loop over
/// scalars (never `Character`s): each scalar is written as its escape from `escapes`, or, when it
/// must not appear raw (`Unicode.Scalar.isEscapedInLiterals`, or any non-ASCII scalar when
/// `escapesNonASCII`), spelled by `spell`, or else as itself, and `breaks` keeps sequences such as
/// C's trigraphs from forming.
public struct StringLiteral: Sendable {
    let escapes: KeyValuePairs<Unicode.Scalar, String>
    let breaks: [SequenceBreak]
    let escapesNonASCII: Bool
    let spell: @Sendable (Unicode.Scalar) -> String

    /// - Parameters:
    ///   - escapes: scalars with their own escape (quote, backslash, `\n`, Kotlin's `\$`).
    ///   - breaks: sequences that must not form inside the literal.
    ///   - escapesNonASCII: whether every scalar outside ASCII is spelled too.
    ///   - spell: the escape of any other scalar that must not appear raw.
    public init(
        escapes: KeyValuePairs<Unicode.Scalar, String>, breaks: [SequenceBreak] = [], escapesNonASCII: Bool = false,
        spell: @escaping @Sendable (Unicode.Scalar) -> String
    ) {
        self.escapes = escapes
        self.breaks = breaks
        self.escapesNonASCII = escapesNonASCII
        self.spell = spell
    }

    /// `text` as a literal, quotes included.
    public func callAsFunction(_ text: String) -> String {
        // Most schema text needs no escape and holds no delimiter: it is the literal as it is.
        if text.unicodeScalars.allSatisfy({ escape(of: $0) == nil }), BreakingWriter.keeps(text, breaks: breaks) {
            return "\"" + text + "\""
        }
        var writer = BreakingWriter(breaks: breaks)
        for scalar in text.unicodeScalars {
            if let escape = escape(of: scalar) {
                writer.append(escape: escape)
            } else {
                writer.append(scalar)
            }
        }
        return "\"" + writer.text + "\""
    }

    /// The escape `scalar` is written as, or nil when it is written as itself.
    private func escape(of scalar: Unicode.Scalar) -> String? {
        if let escape = escapes.first(where: { $0.key == scalar })?.value { return escape }
        if scalar.isEscapedInLiterals || (escapesNonASCII && !scalar.isASCII) { return spell(scalar) }
        return nil
    }

    /// The escapes C-family languages share: quote, backslash, newline, carriage return, tab.
    public static let commonEscapes: KeyValuePairs<Unicode.Scalar, String> = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// `\uXXXX` for each UTF-16 code unit of `scalar` (a surrogate pair above U+FFFF), the escape
    /// Kotlin and JavaScript share.
    public static func utf16Escape(_ scalar: Unicode.Scalar) -> String {
        scalar.utf16.map { unit in "\\u" + hex(UInt32(unit), width: 4) }.joined()
    }

    /// Uppercase hex of `value`, zero-padded to `width` digits.
    public static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
