/// A name with the case of its first letter changed and a suffix after it: `storeLink` →
/// `StoreLink`, (`OpenMessage`, `Flag`) → `openMessageFlag`.
///
/// Written straight into the new string's storage when the name starts with an ASCII byte, as
/// every id does (the checker admits `[a-z][A-Za-z0-9]*`, `Rules.isIdentifier` in
/// Sources/Check/Rules.swift):
/// `prefix(1).uppercased() + String(dropFirst())` maps a `Character` through Unicode's tables and
/// copies the name twice. A name that starts with any other scalar still gets that mapping.
public enum FirstLetterCase {
    public static func uppercased(_ name: String, suffix: String = "") -> String {
        changed(name, suffix: suffix, ascii: { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, unicode: { $0.uppercased() })
    }

    public static func lowercased(_ name: String, suffix: String = "") -> String {
        changed(name, suffix: suffix, ascii: { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, unicode: { $0.lowercased() })
    }

    private static func changed(
        _ name: String, suffix: String, ascii: (UInt8) -> UInt8, unicode: (Substring) -> String
    ) -> String {
        guard let first = name.utf8.first, first < 0x80 else { return unicode(name.prefix(1)) + name.dropFirst() + suffix }
        var name = name
        var suffix = suffix
        return name.withUTF8 { name in
            suffix.withUTF8 { suffix in
                String(unsafeUninitializedCapacity: name.count + suffix.count) { text in
                    let start = text.baseAddress!
                    start.initialize(from: name.baseAddress!, count: name.count)
                    start.pointee = ascii(first)
                    if let suffixStart = suffix.baseAddress { (start + name.count).initialize(from: suffixStart, count: suffix.count) }
                    return name.count + suffix.count
                }
            }
        }
    }
}
