/// The byte-level rules both grammars share (docs/grammar.md): what a scheme is, which bytes
/// stay unencoded, and percent-decoding. Everything works on UTF-8 bytes, as the grammar does.
enum URIBytes {
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// RFC 3986's unreserved characters: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    /// RFC 3986's reserved characters: `: / ? # [ ] @ ! $ & ' ( ) * + , ; =`.
    static func isReserved(_ byte: UInt8) -> Bool { reserved.contains(byte) }

    private static let reserved = Set(":/?#[]@!$&'()*+,;=".utf8)

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func isScheme<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.dropFirst().allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    static func equalIgnoringCase<Left: Collection<UInt8>, Right: Collection<UInt8>>(_ left: Left, _ right: Right) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { lowercased($0) == lowercased($1) }
    }

    static func hasPrefixIgnoringCase<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ prefix: String) -> Bool {
        bytes.count >= prefix.utf8.count && equalIgnoringCase(bytes.prefix(prefix.utf8.count), prefix.utf8)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Whether `bytes[index]` is a `%` followed by two hex digits.
    static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count && hexValue(bytes[index + 1]) != nil
            && hexValue(bytes[index + 2]) != nil
    }

    /// The offset of the first `%` not followed by two hex digits, or nil.
    static func firstBadPercent(_ bytes: [UInt8]) -> Int? {
        bytes.indices.first { bytes[$0] == UInt8(ascii: "%") && !isEscape(bytes, at: $0) }
    }

    /// Every `%XX` decoded to its byte (either hex case); a `%` without two hex digits stays itself.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if isEscape(bytes, at: index), let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    /// Every byte `keep` does not keep as `%XX`, uppercase hex.
    static func percentEncoded(_ bytes: [UInt8], keeping keep: (Int) -> Bool) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for index in bytes.indices {
            let byte = bytes[index]
            if keep(index) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return encoded
    }

    /// Text: every byte but the unreserved ones (and `extra`) encoded.
    static func encodedText(_ text: String, keeping extra: UInt8? = nil) -> [UInt8] {
        let bytes = Array(text.utf8)
        return percentEncoded(bytes) { isUnreserved(bytes[$0]) || bytes[$0] == extra }
    }

    /// A URL in the pipe grammar: unreserved and reserved bytes and existing escapes kept.
    static func encodedPipeURL(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return percentEncoded(bytes) { isUnreserved(bytes[$0]) || isReserved(bytes[$0]) || isEscape(bytes, at: $0) }
    }

    /// The bytes as text, or nil when they are not UTF-8 (the standard library's decoder refuses
    /// overlong forms, surrogates and truncated sequences).
    static func text<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String? {
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    /// Bytes for people: invalid UTF-8 shown as U+FFFD.
    static func shown<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Splits at every `separator`, keeping empty parts, with each part's offset.
    static func split(_ bytes: [UInt8], _ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            parts.append(start..<index)
            start = index + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }
}
