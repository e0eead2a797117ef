import Foundation

/// Stamps `<PREFIX>_API_HASH` into a rendered header: FNV-1a (32 bits) of every declaration the
/// header makes (types, struct members in order, enum constants, macros, function signatures),
/// read with its comments removed and its whitespace collapsed, so a doc edit leaves it alone and
/// anything a compiled caller depends on changes it. The two version macros are left out of what
/// is hashed: one is the hash itself, the other changes with every byte of the schema.
///
/// Works on the header's UTF-8 bytes in one pass: every delimiter it looks for (`/*`, `*/`, line
/// feeds, spaces, tabs) is ASCII, and the hash is taken over bytes anyway. The bytes are read
/// through buffer pointers, which the optimizer turns into plain loops; slices of arrays and the
/// generic `split` cost several times as much.
enum CAPIHash {
    /// What `Header.h.mustache` writes for the hash until `stamped` replaces it.
    static let placeholder = "0x00000000UL"

    static func stamped(_ header: String, prefix: String) -> String {
        let hashLine = Array("#define \(prefix.uppercased())_API_HASH \(placeholder)".utf8)
        let shaLine = Array("#define \(prefix.uppercased())_SCHEMA_SHA256 ".utf8)
        var bytes = Array(header.utf8)
        var hash = FNV1a()
        withoutComments(bytes).withUnsafeBufferPointer { text in
            var lineStart = 0
            while lineStart < text.count {
                let lineEnd = text[lineStart...].firstIndex(of: ASCII.lineFeed) ?? text.count
                let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
                if !line.elementsEqual(hashLine), !line.starts(with: shaLine) { hash.addWords(of: line) }
                lineStart = lineEnd + 1
            }
        }
        let hex = String(hash.value, radix: 16)
        let value = "0x" + String(repeating: "0", count: 8 - hex.count) + hex + "UL"
        let stampedLine = Array("#define \(prefix.uppercased())_API_HASH \(value)".utf8)
        // The header defines the macro once, near its top, and the value has the placeholder's length:
        // the line is overwritten in place.
        if let found = bytes.withUnsafeBufferPointer({ find(hashLine, in: $0, from: 0) }) {
            bytes.replaceSubrange(found..<(found + hashLine.count), with: stampedLine)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The header without its `/* */` comments. Comment text never holds `*/` (`CNaming.commentText`
    /// breaks it), and the header's only string literal is the schema's SHA-256.
    private static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while let start = find([ASCII.slash, ASCII.star], in: bytes, from: index) {
                result += UnsafeBufferPointer(rebasing: bytes[index..<start])
                guard let end = find([ASCII.star, ASCII.slash], in: bytes, from: start + 2) else { return }
                index = end + 2
            }
            result += UnsafeBufferPointer(rebasing: bytes[index...])
        }
        return result
    }

    /// Where `needle` first starts in `bytes` at or after `start`. `memchr` finds each candidate
    /// first byte (a vectorized scan); a loop comparing every byte took 4 instructions a byte.
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, let base = bytes.baseAddress else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            guard let hit = memchr(base + index, Int32(first), bytes.count - index) else { return nil }
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard index + needle.count <= bytes.count else { return nil }
            if UnsafeBufferPointer(rebasing: bytes[index..<(index + needle.count)]).elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// FNV-1a over the declarations' words joined by single spaces.
    private struct FNV1a {
        private(set) var value: UInt32 = 0x811C_9DC5
        private var isEmpty = true

        /// Adds each run of bytes between spaces and tabs in `line` as a word.
        mutating func addWords(of line: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while true {
                while index < line.count, isBlank(line[index]) { index += 1 }
                guard index < line.count else { return }
                if !isEmpty { add(ASCII.space) }
                isEmpty = false
                while index < line.count, !isBlank(line[index]) {
                    add(line[index])
                    index += 1
                }
            }
        }

        private func isBlank(_ byte: UInt8) -> Bool {
            byte == ASCII.space || byte == ASCII.tab
        }

        private mutating func add(_ byte: UInt8) {
            value = (value ^ UInt32(byte)) &* 0x0100_0193
        }
    }

    private enum ASCII {
        static let lineFeed = UInt8(ascii: "\n")
        static let space = UInt8(ascii: " ")
        static let tab = UInt8(ascii: "\t")
        static let slash = UInt8(ascii: "/")
        static let star = UInt8(ascii: "*")
    }
}
