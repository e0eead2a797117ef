/// A strict RFC 8259 JSON parser over UTF-8 bytes that records where every value and key starts.
///
/// Foundation's `JSONSerialization` forgets positions, and a schema error without a line and
/// column is much harder to fix, so the loader parses by hand. Duplicate keys are kept (the
/// checker reports them with both locations); nesting is capped so hostile input cannot
/// exhaust the stack, and size so it cannot take minutes and gigabytes to load and generate.
///
/// It reads the bytes through a buffer pointer: an array's subscript checks its bounds on every
/// read, which cost a schema's load about a third of its instructions.
public struct JSONParser {
    /// Deeper documents are rejected: a schema is never nested more than a few levels.
    public static let maximumDepth = 64
    /// Larger files are refused before a byte of them is read. A real schema has a few kilobytes;
    /// one of 8 MiB (some 40,000 apps) still checks and generates in seconds.
    public static let maximumSize = 8 * 1024 * 1024
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(LoadError) -> JSONNode {
        guard bytes.count <= maximumSize else {
            throw LoadError(
                "the file has \(bytes.count) bytes; schemegen reads files of at most 8 MiB (\(maximumSize) bytes)",
                at: SourceLocation(line: 1, column: 1))
        }
        try UTF8Validation.check(bytes)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(LoadError) in
            var parser = JSONParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseDocument() throws(LoadError) -> JSONNode {
        skipByteOrderMark()
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return node
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String) -> LoadError {
        LoadError(message, at: location)
    }

    private func location(of offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: Self.byteOrderMark) { index = Self.byteOrderMark.count; lineStart = index }
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += LineBreaks.length(in: bytes, at: index)
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(LoadError) -> JSONNode {
        let start = location
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""):
            let (text, escapes) = try parseString()
            return JSONNode(.string(text), at: start, escapes: escapes)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw error("expected a value, found \(Self.describe(byte))")
        }
    }

    private mutating func enterContainer() throws(LoadError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(LoadError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        // A schema's objects have a handful of members: room for eight at once saves the three
        // reallocations of growing from one.
        members.reserveCapacity(8)
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyLocation = location
            let (key, _) = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func parseArray() throws(LoadError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func expectWord(_ word: String) throws(LoadError) {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            throw error("expected a value (a string, number, object, array, true, false or null)")
        }
        index += count
    }

    private mutating func parseNumber() throws(LoadError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, Self.isDigit(byte) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    /// The decoded string, and its escapes for locating its characters.
    ///
    /// Copies the text between escapes a run at a time, and a string without escapes straight
    /// from the source: appending byte by byte to a growing array cost a schema's load a sixth
    /// of its instructions.
    private mutating func parseString() throws(LoadError) -> (String, [StringEscape]) {
        index += 1
        let contentStart = index
        var runStart = index
        var utf8: [UInt8] = []
        var escapes: [StringEscape] = []
        while true {
            skipPlainCharacters()
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if escapes.isEmpty {
                    text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                } else {
                    utf8.append(contentsOf: bytes[runStart..<index])
                    text = String(decoding: utf8, as: UTF8.self)
                }
                index += 1
                return (text, escapes)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[runStart..<index])
                let escape = (sourceOffset: index - contentStart, decodedOffset: utf8.count)
                index += 1
                try parseEscape(into: &utf8)
                escapes.append(StringEscape(
                    sourceOffset: escape.sourceOffset, sourceLength: index - contentStart - escape.sourceOffset,
                    decodedOffset: escape.decodedOffset, decodedLength: utf8.count - escape.decodedOffset))
                runStart = index
            default:
                throw error("control character \(Self.describe(byte)) in a string must be escaped")
            }
        }
    }

    /// Up to the next quote, backslash or control character, eight bytes at a time: most of a
    /// schema's bytes are in strings, and the loop that tested a byte at a time and also handled
    /// those took 15 instructions a byte.
    private mutating func skipPlainCharacters() {
        var end = index
        while end + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self))
            let stops = Self.quotesBackslashesAndControls(in: word)
            if stops != 0 {
                index = end + stops.trailingZeroBitCount / 8
                return
            }
            end += 8
        }
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        index = end
    }

    /// The high bit of each byte of `word` (its first byte lowest) that is `"`, `\\` or below
    /// 0x20, by the bit test for a byte below n, `x - n… & ~x & 0x80…` (a zero byte is one below
    /// 1). A borrow can flag a byte after a real match, never one before it, so the lowest flag
    /// is the first such byte. Bytes from 0x80, parts of UTF-8 sequences, are never flagged.
    private static func quotesBackslashesAndControls(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func bytesBelow(_ bound: UInt64, in word: UInt64) -> UInt64 { (word &- bound &* ones) & ~word & 0x8080_8080_8080_8080 }
        return bytesBelow(0x20, in: word) | bytesBelow(1, in: word ^ (0x22 &* ones)) | bytesBelow(1, in: word ^ (0x5C &* ones))
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(LoadError) {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try parseUnicodeEscape())
        default: throw error("invalid escape '\\\(Self.describe(byte))'")
        }
    }

    /// `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes. A lone surrogate is no
    /// character at all, so it is an error at its escape (decoding it as U+FFFD would change the text).
    private mutating func parseUnicodeEscape() throws(LoadError) -> [UInt8] {
        let escapeStart = index - 2
        let unit = try parseHex4()
        if (0xD800..<0xDC00).contains(unit), let low = try parseLowSurrogate() {
            let scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
            return Array(String(scalar).utf8)
        }
        guard let scalar = Unicode.Scalar(UInt32(unit)) else {
            throw LoadError(
                "lone UTF-16 surrogate \\u\(Self.hex4(unit)) in a \\u escape: a string holds only whole characters",
                at: location(of: escapeStart))
        }
        return Array(String(scalar).utf8)
    }

    /// The low half of a surrogate pair when an escape of one comes next; otherwise nil, and
    /// nothing is read.
    private mutating func parseLowSurrogate() throws(LoadError) -> UInt16? {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { return nil }
        let resume = index
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
            index = resume
            return nil
        }
        return low
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private mutating func parseHex4() throws(LoadError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hex digits in a \\u escape")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func describe(_ byte: UInt8) -> String {
        if (0x21..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
