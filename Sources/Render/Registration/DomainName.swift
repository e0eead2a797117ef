/// Whether an `https` carrier's host may name a folder and an association: dot-separated labels
/// of ASCII letters, digits and `-`, none empty. The schema allows any printable host; one with
/// a wildcard, a quote or `..` is refused here, with a warning, rather than written.
enum DomainName {
    static func isValid(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return host.utf8.count <= 253 && labels.allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63
                && label.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 < 0x80 && Character(Unicode.Scalar($0)).isLetter) || ($0 < 0x80 && Character(Unicode.Scalar($0)).isNumber) }
        }
    }
}
