/// A text's `allowed` set, written as characters and ranges (`"0-9A-Za-z"`, `"-_a-z"`): a `-`
/// between two characters makes a range, a `-` first or last is itself.
enum AllowedCharacters {
    struct Problem: Error {
        let reason: String
    }

    /// The set's characters, sorted by code and without repeats.
    static func expand(_ written: String) -> Result<String, Problem> {
        let bytes = Array(written.utf8)
        guard Rules.isPrintableASCII(written) else {
            return .failure(Problem(reason: "must list printable ASCII characters ('!' to '~'), at least one"))
        }
        var members = Set<UInt8>()
        var index = 0
        while index < bytes.count {
            if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                let (low, high) = (bytes[index], bytes[index + 2])
                guard low <= high else {
                    let range = String(decoding: bytes[index...index + 2], as: UTF8.self)
                    return .failure(Problem(reason: "has the range '\(range)', whose first character comes after its last"))
                }
                members.formUnion(low...high)
                index += 3
            } else {
                members.insert(bytes[index])
                index += 1
            }
        }
        return .success(String(decoding: members.sorted(), as: UTF8.self))
    }
}
