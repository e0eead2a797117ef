import IR

/// The text fields' `allowed` sets as the C source's table `allowed_bytes`
/// (`Templates/c/UrlCodec.c.mustache`): one row of four 32-bit words per distinct set, byte `b`
/// being bit `b % 32` of word `b / 32`, so `is_text` tests a byte with a shift and a mask where
/// `strchr` over the set scanned it. The checker allows printable ASCII only, so 128 bits hold
/// every set.
struct CAllowedBytes {
    /// Each row: a comment naming its bytes, and its four words as C literals.
    let rows: [(comment: String, words: String)]
    private let rowOfSet: [String: Int]

    init(_ messages: [IRQueryMessage]) {
        var rows: [(comment: String, words: String)] = []
        var rowOfSet: [String: Int] = [:]
        for allowed in messages.flatMap(\.fields).compactMap({ Self.allowed($0.value) }) where rowOfSet[allowed] == nil {
            rowOfSet[allowed] = rows.count
            rows.append((CNaming.commentText(Self.ranges(allowed)), Self.words(allowed)))
        }
        self.rows = rows
        self.rowOfSet = rowOfSet
    }

    /// The argument `is_text` takes for a field's `allowed`: its row, or NULL for any text.
    func row(of allowed: String?) -> String {
        guard let allowed, let row = rowOfSet[allowed] else { return "NULL" }
        return "allowed_bytes[\(row)]"
    }

    /// A text value's allowed set, a list's item's included.
    private static func allowed(_ value: IRValueType) -> String? {
        switch value {
        case .text(_, _, let allowed): allowed
        case .list(let item, _): allowed(item)
        default: nil
        }
    }

    private static func words(_ allowed: String) -> String {
        var words = [UInt32](repeating: 0, count: 4)
        for byte in allowed.utf8 where byte < 128 {
            words[Int(byte / 32)] |= 1 << UInt32(byte % 32)
        }
        return words.map { word in
            let hex = String(word, radix: 16, uppercase: true)
            return "0x" + String(repeating: "0", count: 8 - hex.count) + hex
        }.joined(separator: ", ")
    }

    /// The set's bytes in order, a run of three or more as `first-last`: `0-9A-Za-z`.
    private static func ranges(_ allowed: String) -> String {
        let bytes = Set(allowed.utf8).sorted()
        var text = ""
        var start = 0
        while start < bytes.count {
            var end = start
            while end + 1 < bytes.count && bytes[end + 1] == bytes[end] + 1 { end += 1 }
            let first = Character(Unicode.Scalar(bytes[start]))
            let last = Character(Unicode.Scalar(bytes[end]))
            switch end - start {
            case 0: text.append(first)
            case 1: text += "\(first)\(last)"
            default: text += "\(first)-\(last)"
            }
            start = end + 1
        }
        return text
    }
}
