import Foundation

/// Stamps `<PREFIX>_API_HASH` into a rendered header: FNV-1a (32 bits) of every declaration the
/// header makes (types, struct members in order, enum constants, macros, function signatures),
/// read with its comments removed and its whitespace collapsed, so a doc edit leaves it alone and
/// anything a compiled caller depends on changes it. The two version macros are left out of what
/// is hashed: one is the hash itself, the other changes with every byte of the schema.
enum CAPIHash {
    /// What `Header.h.mustache` writes for the hash until `stamped` replaces it.
    static let placeholder = "0x00000000UL"

    static func stamped(_ header: String, prefix: String) -> String {
        let hashLine = "#define \(prefix.uppercased())_API_HASH \(placeholder)"
        let shaLine = "#define \(prefix.uppercased())_SCHEMA_SHA256 "
        let declarations = withoutComments(header)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .filter { $0 != hashLine && !$0.hasPrefix(shaLine) }
            .joined(separator: "\n")
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            .joined(separator: " ")
        var hash: UInt32 = 0x811C_9DC5
        for byte in declarations.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        let value = "0x" + String(repeating: "0", count: 8 - hex.count) + hex + "UL"
        return header.replacingOccurrences(of: hashLine, with: "#define \(prefix.uppercased())_API_HASH \(value)")
    }

    /// The header without its `/* */` comments. Comment text never holds `*/` (`CNaming.commentText`
    /// breaks it), and the header's only string literal is the schema's SHA-256.
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
