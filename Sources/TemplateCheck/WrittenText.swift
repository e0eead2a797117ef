import URITemplate

/// The bytes the merged expander writes for literal text and single values, so the automata and
/// the expander can never disagree about encoding.
enum WrittenText {
    /// A literal part as the expander copies it (non-ASCII percent-encoded).
    static func literal(_ text: String) -> [UInt8] {
        Array(((try? URITemplate(parsing: text).expand([:])) ?? text).utf8)
    }

    /// One string value as an expression of `expressionOperator` encodes it (U or U+R).
    static func value(_ text: String, under expressionOperator: ExpressionOperator) -> [UInt8] {
        let template = expressionOperator.allowsReserved ? "{+v}" : "{v}"
        return Array(((try? URITemplate(parsing: template).expand(["v": .string(text)])) ?? "").utf8)
    }

    /// The bytes a value of an operator may hold raw, without `%`: U, or U+R.
    static func rawBytes(under expressionOperator: ExpressionOperator) -> ByteSet {
        ByteSet(WrittenAlphabet(for: expressionOperator).value.bytes.filter { $0 != UInt8(ascii: "%") })
    }

    /// The value written as `bytes` under `expressionOperator`: `%XX` triplets decoded, except under
    /// U+R those of bytes the operator would have written raw (they were copied as triplets).
    static func decode(_ bytes: [UInt8], under expressionOperator: ExpressionOperator) -> String {
        let keptRaw = WrittenAlphabet(for: expressionOperator).value
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                let byte = high << 4 | low
                if !(expressionOperator.allowsReserved && keptRaw.contains(byte)) {
                    decoded.append(byte)
                    index += 3
                    continue
                }
            }
            decoded.append(bytes[index])
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
