/// The printable ASCII bytes (space to `~`) that a text-escaping loop writes unchanged. Text made
/// only of them comes out exactly as it went in, so `StringLiteral` and `CommentText` return it
/// without their loop over scalars: most schema text (ids, schemes, docs) is such text.
struct VerbatimBytes: Sendable {
    private var isVerbatim = [Bool](repeating: false, count: 128)

    /// - Parameter special: the scalars the loop treats specially: those with their own escape,
    ///   and the last scalar of every `SequenceBreak` (only it can complete a delimiter).
    init(except special: some Sequence<Unicode.Scalar>) {
        for byte in 0x20...0x7E { isVerbatim[byte] = true }
        for scalar in special where scalar.isASCII { isVerbatim[Int(scalar.value)] = false }
    }

    init(except escapes: some Sequence<Unicode.Scalar>, breaks: [SequenceBreak]) {
        self.init(except: Array(escapes) + breaks.compactMap(\.sequence.last))
    }

    /// Whether every byte of `text` is written unchanged. Reads the string's contiguous UTF-8
    /// storage (every string the backends build has it) rather than iterating its `UTF8View`.
    func covers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy(covers) }
    }

    /// Whether `byte` is written unchanged.
    func covers(_ byte: UInt8) -> Bool {
        byte < 0x80 && isVerbatim[Int(byte)]
    }

    /// Whether `scalar` is written unchanged; such a scalar never completes a `SequenceBreak`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isVerbatim[Int(scalar.value)]
    }
}
