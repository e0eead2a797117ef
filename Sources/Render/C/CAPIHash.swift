import Foundation
import RenderCore

/// Stamps `<PREFIX>_API_HASH` into a rendered header: FNV-1a (32 bits) of every declaration the
/// header makes (types, struct members in order, enum constants, macros, function signatures),
/// read with its comments removed and its whitespace collapsed, so a doc edit leaves it alone and
/// anything a compiled caller depends on changes it. The two version macros are left out of what
/// is hashed: one is the hash itself, the other changes with every byte of the schema.
///
/// Works on the header's UTF-8 bytes, read in place through a buffer pointer (which the optimizer
/// turns into plain loops; slices of arrays and the generic `split` cost several times as much):
/// every delimiter it looks for (`/*`, `*/`, line feeds, spaces, tabs) is ASCII, and the hash is
/// taken over bytes anyway. `memchr` finds each delimiter's candidate bytes, a vectorized scan
/// where a loop comparing every byte took 4 instructions a byte.
enum CAPIHash {
    /// What `Header.h.mustache` writes for the hash until `stamped` replaces it.
    static let placeholder = "0x00000000UL"

    /// Takes the header by value, so its bytes are its own and are written where they lie.
    static func stamped(_ header: consuming RenderedText, prefix: String) -> RenderedText {
        let define = "#define " + prefix.uppercased()
        let hashLine = Array((define + "_API_HASH " + placeholder).utf8)
        let shaLine = Array((define + "_SCHEMA_SHA256 ").utf8)
        // The header defines the macro once, near its top, and the value has the placeholder's
        // length: its hex digits are written over the placeholder's, in the header's own bytes.
        header.withUnsafeMutableBytes { raw in
            let bytes = UnsafeMutableBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
            let hash = withoutComments(UnsafeBufferPointer(bytes)).withUnsafeBufferPointer { declarations in
                FNV1a.words(of: declarations) { line in !isLine(line, hashLine) && !starts(line, with: shaLine) }
            }
            guard let placeholderLine = line(hashLine, in: UnsafeBufferPointer(bytes)) else { return }
            writeHexadecimal(hash, into: bytes, at: placeholderLine + (define + "_API_HASH 0x").utf8.count)
        }
        return header
    }

    /// The header without its `/* */` comments. Comment text never holds `*/` (`CNaming.commentText`
    /// breaks it), and the header's only string literal is the schema's SHA-256.
    /// The text between comments is copied straight into the result's storage, made as large as
    /// the header at once: appending each run through the array cost 90 instructions a comment.
    private static func withoutComments(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { result, count in
            guard let source = bytes.baseAddress, let target = result.baseAddress else { return }
            func copy(_ range: Range<Int>) {
                (target + count).initialize(from: source + range.lowerBound, count: range.count)
                count += range.count
            }
            var index = 0
            while let start = commentStart(in: bytes, from: index) {
                copy(index..<start)
                guard let end = commentEnd(in: bytes, from: start + 2) else { return }
                index = end
            }
            copy(index..<bytes.count)
        }
    }

    /// Where the first `/*` at or after `start` begins.
    private static func commentStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while let slash = find(ASCII.slash, in: bytes, from: index) {
            if slash + 1 < bytes.count, bytes[slash + 1] == ASCII.star { return slash }
            index = slash + 1
        }
        return nil
    }

    /// Where the first `*/` whose `*` is at or after `start` ends. It looks for the `/`, rarer
    /// than `*` in doc comments, whose lines start with one.
    private static func commentEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        while let slash = find(ASCII.slash, in: bytes, from: index) {
            if bytes[slash - 1] == ASCII.star { return slash + 1 }
            index = slash + 1
        }
        return nil
    }

    /// Where `line` first starts a line of `bytes`: at the start, or after a line feed.
    private static func line(_ line: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while let candidate = find(line[0], in: bytes, from: index) {
            if candidate == 0 || bytes[candidate - 1] == ASCII.lineFeed,
                starts(UnsafeBufferPointer(rebasing: bytes[candidate...]), with: line)
            {
                return candidate
            }
            index = candidate + 1
        }
        return nil
    }

    /// Where `byte` first occurs in `bytes` at or after `start`.
    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let hit = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    private static func isLine(_ line: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
        line.count == expected.count && starts(line, with: expected)
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count, let base = bytes.baseAddress else { return prefix.isEmpty }
        return prefix.withUnsafeBufferPointer { memcmp(base, $0.baseAddress!, prefix.count) == 0 }
    }

    /// Writes `value` as eight lowercase hex digits at `offset` of `bytes`.
    private static func writeHexadecimal(_ value: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        for index in 0..<8 {
            let digit = UInt8(value >> (28 - 4 * index) & 0xF)
            bytes[offset + index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        }
    }

    /// FNV-1a (32 bits) over the declarations' words joined by single spaces.
    private enum FNV1a {
        /// The hash of the words of the lines of `text` that `isHashed` accepts: each run of bytes
        /// between spaces, tabs and line ends is a word, and every word but the first follows one
        /// space. One loop over the bytes with the state in locals: the lines are found with
        /// `memchr`, and a word's bytes are hashed in a loop of their own, which tests each byte
        /// only for the blank that ends the word.
        static func words(of text: UnsafeBufferPointer<UInt8>, where isHashed: (UnsafeBufferPointer<UInt8>) -> Bool) -> UInt32 {
            // Locals rather than statics, which the loop would read through their accessors.
            let prime: UInt32 = 0x0100_0193
            let space = UInt8(ascii: " ")
            let tab = UInt8(ascii: "\t")
            guard let bytes = text.baseAddress else { return 0x811C_9DC5 }
            var value: UInt32 = 0x811C_9DC5
            var hasWords = false
            var lineStart = 0
            while lineStart < text.count {
                let lineEnd = find(ASCII.lineFeed, in: text, from: lineStart) ?? text.count
                if isHashed(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])) {
                    var index = lineStart
                    while true {
                        while index < lineEnd, bytes[index] == space || bytes[index] == tab { index += 1 }
                        guard index < lineEnd else { break }
                        if hasWords { value = (value ^ UInt32(space)) &* prime }
                        hasWords = true
                        repeat {
                            value = (value ^ UInt32(bytes[index])) &* prime
                            index += 1
                        } while index < lineEnd && (bytes[index] > space || bytes[index] != space && bytes[index] != tab)
                    }
                }
                lineStart = lineEnd + 1
            }
            return value
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
