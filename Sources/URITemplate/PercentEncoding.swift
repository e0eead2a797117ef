/// The encoding step of RFC 6570 section 3.2.1, shared by literals and values.
enum PercentEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    /// `text` with every byte outside the allowed set written as `%XX` of its UTF-8 encoding
    /// (upper-case hexadecimal). The set is U (unreserved), or U+R (unreserved and reserved)
    /// when `allowingReserved`, which also copies percent-encoded triplets already in `text` as
    /// they are: a `%` starting no triplet is written `%25`.
    static func encode(_ text: String, allowingReserved: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var written: [UInt8] = []
        written.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            if allowingReserved && isTriplet(scalars, at: index) {
                written.append(contentsOf: scalars[index..<index + 3].map { UInt8($0.value) })
                index += 3
                continue
            }
            for byte in String(scalars[index]).utf8 {
                if URICharacters.unreserved.contains(byte) || (allowingReserved && URICharacters.reserved.contains(byte)) {
                    written.append(byte)
                } else {
                    written.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                }
            }
            index += 1
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// The first `length` characters of `text` (Unicode scalars, so no UTF-8 sequence is cut).
    /// When `keepingTriplets`, a percent-encoded triplet counts as one character, so U+R, which
    /// copies triplets, never cuts one either (RFC 6570 section 2.4.1).
    static func prefix(of text: String, length: Int, keepingTriplets: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var taken = String.UnicodeScalarView()
        var index = 0
        var count = 0
        while index < scalars.count && count < length {
            let width = keepingTriplets && isTriplet(scalars, at: index) ? 3 : 1
            taken.append(contentsOf: scalars[index..<index + width])
            index += width
            count += 1
        }
        return String(taken)
    }

    /// Whether `scalars[index...]` starts with `%` and two hexadecimal digits.
    static func isTriplet(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + 2 < scalars.count && scalars[index] == "%"
            && scalars[(index + 1)...(index + 2)].allSatisfy { $0.isASCII && URICharacters.hexDigits.contains(UInt8($0.value)) }
    }
}
