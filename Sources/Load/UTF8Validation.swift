/// Finds the first byte that is not part of well-formed UTF-8, so an invalid file is reported
/// at its exact line and column instead of being silently repaired with U+FFFD.
enum UTF8Validation {
    static func check(_ bytes: [UInt8]) throws(LoadError) {
        let invalid = bytes.withUnsafeBufferPointer(firstInvalidByte)
        if let invalid {
            throw LoadError("the file is not valid UTF-8", at: LineBreaks.location(of: invalid, in: bytes))
        }
    }

    /// The offset of the first byte that starts no well-formed sequence, or nil.
    private static func firstInvalidByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            // A schema is nearly all ASCII: eight bytes below 0x80 are tested at once, where a
            // test a byte took four instructions a byte, and a call a byte 31.
            if index + 8 <= bytes.count,
                UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed sequence starting at `index`, or 0 if there is none
    /// (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let continuationRanges: [ClosedRange<UInt8>]
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: continuationRanges = [0x80...0xBF]
        case 0xE0: continuationRanges = [0xA0...0xBF, 0x80...0xBF]
        case 0xE1...0xEC, 0xEE...0xEF: continuationRanges = [0x80...0xBF, 0x80...0xBF]
        case 0xED: continuationRanges = [0x80...0x9F, 0x80...0xBF]
        case 0xF0: continuationRanges = [0x90...0xBF, 0x80...0xBF, 0x80...0xBF]
        case 0xF1...0xF3: continuationRanges = [0x80...0xBF, 0x80...0xBF, 0x80...0xBF]
        case 0xF4: continuationRanges = [0x80...0x8F, 0x80...0xBF, 0x80...0xBF]
        default: return 0
        }
        for (offset, range) in continuationRanges.enumerated() {
            let position = index + 1 + offset
            guard position < bytes.count, range.contains(bytes[position]) else { return 0 }
        }
        return 1 + continuationRanges.count
    }
}
