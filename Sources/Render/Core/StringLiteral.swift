/// How one target writes a double-quoted string literal holding exactly some text. Every
/// backend's literal function is one of these, so all literals go through the same loop over
/// scalars (never `Character`s): each scalar is written as its escape from `escapes`, or, when it
/// must not appear raw (`Unicode.Scalar.isEscapedInLiterals`, or any non-ASCII scalar when
/// `escapesNonASCII`), spelled by `spell`, or else as itself, and `breaks` keeps sequences such as
/// C's trigraphs from forming.
public struct StringLiteral: Sendable {
    /// Pairs rather than a dictionary: a handful of entries, searched only for the few scalars
    /// `verbatim` does not cover, and the first `[Unicode.Scalar: …]` of a run costs the Swift
    /// runtime a search of every protocol conformance in the binary.
    let escapes: KeyValuePairs<Unicode.Scalar, String>
    let breaks: [SequenceBreak]
    let escapesNonASCII: Bool
    let spell: @Sendable (Unicode.Scalar) -> String
    private let verbatim: VerbatimBytes

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
        self.verbatim = VerbatimBytes(except: escapes.map(\.key), breaks: breaks)
    }

    /// `text` as a literal, quotes included.
    public func callAsFunction(_ text: String) -> String {
        var text = text
        if let literal = text.withUTF8({ bytes in verbatim.covers(bytes) ? Self.quoted(bytes) : nil }) { return literal }
        return breaks.isEmpty ? escaped(text) : breaking(text)
    }

    /// The escape `scalar` is written as, or nil when it is written as itself.
    private func escape(of scalar: Unicode.Scalar) -> String? {
        if let escape = escapes.first(where: { $0.key == scalar })?.value { return escape }
        if scalar.isEscapedInLiterals || (escapesNonASCII && !scalar.isASCII) { return spell(scalar) }
        return nil
    }

    /// The literal of a target with no sequence to break (all but C): each scalar's bytes, or its
    /// escape's, appended to one byte array between the quotes, where `BreakingWriter` kept an
    /// array of scalars, made a string of them and joined it to the quotes.
    private func escaped(_ text: String) -> String {
        let quote = UInt8(ascii: "\"")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        bytes.append(quote)
        for scalar in text.unicodeScalars {
            if verbatim.covers(scalar) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else if let escape = escape(of: scalar) {
                bytes.append(contentsOf: escape.utf8)
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        bytes.append(quote)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The literal of a target whose `breaks` keep sequences from forming: written by `BreakingWriter`.
    private func breaking(_ text: String) -> String {
        var writer = BreakingWriter(breaks: breaks, verbatim: verbatim)
        for scalar in text.unicodeScalars {
            if verbatim.covers(scalar) {
                writer.append(scalar)
            } else if let escape = escape(of: scalar) {
                writer.append(escape: escape)
            } else {
                writer.append(scalar)
            }
        }
        return "\"" + writer.text + "\""
    }

    /// `bytes` between double quotes, written into the new string's storage in one piece: joining
    /// three strings with `+` allocated and copied twice.
    private static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count + 2) { literal in
            let quote = UInt8(ascii: "\"")
            literal[0] = quote
            if let text = bytes.baseAddress { (literal.baseAddress! + 1).initialize(from: text, count: bytes.count) }
            literal[bytes.count + 1] = quote
            return bytes.count + 2
        }
    }

    /// The escapes C-family languages share: quote, backslash, newline, carriage return, tab.
    public static let commonEscapes: KeyValuePairs<Unicode.Scalar, String> = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// `\uXXXX` for each UTF-16 code unit of `scalar` (a surrogate pair above U+FFFF), the escape
    /// Kotlin and JavaScript share.
    public static func utf16Escape(_ scalar: Unicode.Scalar) -> String {
        scalar.utf16.map { unit in "\\u" + hex(UInt32(unit), width: 4) }.concatenated()
    }

    /// Uppercase hex of `value`, zero-padded to `width` digits.
    public static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
