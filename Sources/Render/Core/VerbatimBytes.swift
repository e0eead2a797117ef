/// The printable ASCII bytes (space to `~`) that a text-escaping loop writes unchanged. Text made
/// only of them, in which no `SequenceBreak` delimiter occurs, comes out exactly as it went in, so
/// `StringLiteral` and `CommentText` return it without their loop over scalars: most schema text
/// (ids, schemes, docs) is such text.
struct VerbatimBytes: Sendable {
    /// Printable ASCII bytes without an escape of their own.
    private var isPlain = [Bool](repeating: false, count: 128)
    /// Plain bytes that also complete no delimiter (none is the last scalar of a `SequenceBreak`).
    private var isVerbatim: [Bool]
    private let breaks: [SequenceBreak]

    /// - Parameters:
    ///   - escapes: the scalars with their own escape.
    ///   - breaks: the delimiters the loop breaks; only a delimiter's last scalar can complete it.
    init(except escapes: some Sequence<Unicode.Scalar>, breaks: [SequenceBreak]) {
        for byte in 0x20...0x7E { isPlain[byte] = true }
        for scalar in escapes where scalar.isASCII { isPlain[Int(scalar.value)] = false }
        isVerbatim = isPlain
        for scalar in breaks.compactMap(\.sequence.last) where scalar.isASCII { isVerbatim[Int(scalar.value)] = false }
        self.breaks = breaks
    }

    /// Whether every byte of `text` is written unchanged: all are plain, and none that could
    /// complete a delimiter does (without escapes, the text written before a byte is the input's).
    /// Reads the string's contiguous UTF-8 storage (every string the backends build has it) rather
    /// than iterating its `UTF8View`.
    func covers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.indices.allSatisfy { end in
                let byte = bytes[end]
                guard byte < 0x80, isPlain[Int(byte)] else { return false }
                return isVerbatim[Int(byte)] || !breaks.contains { Self.delimiter($0.sequence, endsAt: end, in: bytes) }
            }
        }
    }

    /// Whether `scalar` is written unchanged; such a scalar never completes a `SequenceBreak`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isVerbatim[Int(scalar.value)]
    }

    /// Whether `bytes` hold the (ASCII) `delimiter` ending at index `end`.
    private static func delimiter(_ delimiter: [Unicode.Scalar], endsAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = end + 1 - delimiter.count
        guard start >= 0 else { return false }
        for (offset, scalar) in delimiter.enumerated() where UInt32(bytes[start + offset]) != scalar.value { return false }
        return true
    }
}
