import IR

/// The text fields' `allowed` sets as the C source's table `allowed_bytes`
/// (`Templates/c/UrlCodec.c.mustache`): one `bool[256]` row per distinct set, so `is_text` tests
/// a byte with one load where `strchr` over the set scanned it.
struct CAllowedBytes {
    /// Each row: a comment naming its bytes, and its initializers (`['0'] = true, ...`) in lines.
    let rows: [(comment: String, lines: [String])]
    private let rowOfSet: [String: Int]

    init(_ messages: [IRMessage]) {
        var rows: [(comment: String, lines: [String])] = []
        var rowOfSet: [String: Int] = [:]
        for allowed in messages.flatMap(\.fields).compactMap({ Self.allowed($0.value) }) where rowOfSet[allowed] == nil {
            rowOfSet[allowed] = rows.count
            rows.append((CNaming.commentText(Self.ranges(allowed)), Self.initializerLines(allowed)))
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

    /// `[c] = true` for each distinct byte, in byte order, a few to a line. The checker allows
    /// printable ASCII only, so a character literal holds each.
    private static func initializerLines(_ allowed: String) -> [String] {
        let entries = Set(allowed.utf8).sorted().map { byte in "[\(CFileNameExcludes.index(byte))] = true," }
        return stride(from: 0, to: entries.count, by: 8).map { start in
            Array(entries[start..<min(start + 8, entries.count)]).joined(separator: " ")
        }
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
