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

    /// Whether every byte of `text` is written unchanged.
    func covers(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && isVerbatim[Int($0)] }
    }
}
