/// The printable ASCII bytes (space to `~`) that a text-escaping loop writes unchanged. Text made
/// only of them, in which no `SequenceBreak` delimiter occurs, comes out exactly as it went in, so
/// `StringLiteral` and `CommentText` return it without their loop over scalars: most schema text
/// (ids, schemes, docs) is such text.
struct VerbatimBytes: Sendable {
    /// What each byte may do, as `Role` bits: one table load a byte tells the usual byte (plain,
    /// completing nothing) from the rest.
    private var roles = [UInt8](repeating: Role.notPlain, count: 256)
    private let breaks: [SequenceBreak]

    private enum Role {
        /// Not printable ASCII, or a byte with an escape of its own.
        static let notPlain: UInt8 = 1
        /// The last scalar of a delimiter.
        static let completes: UInt8 = 2
        /// The scalar before the last of a delimiter: a byte that completes one only can after it.
        static let precedesLast: UInt8 = 4
    }

    /// - Parameters:
    ///   - escapes: the scalars with their own escape.
    ///   - breaks: the delimiters the loop breaks; only a delimiter's last scalar can complete it.
    init(except escapes: some Sequence<Unicode.Scalar>, breaks: [SequenceBreak]) {
        for byte in 0x20...0x7E { roles[byte] = 0 }
        for scalar in escapes where scalar.isASCII { roles[Int(scalar.value)] |= Role.notPlain }
        for sequence in breaks.map(\.sequence) {
            let last = sequence[sequence.count - 1]
            let beforeLast = sequence[sequence.count - 2]
            if last.isASCII { roles[Int(last.value)] |= Role.completes }
            if beforeLast.isASCII { roles[Int(beforeLast.value)] |= Role.precedesLast }
        }
        self.breaks = breaks
    }

    /// Whether every byte of `text` is written unchanged: all are plain, and none that could
    /// complete a delimiter does (without escapes, the text written before a byte is the input's).
    /// Reads the string's contiguous UTF-8 storage (every string the backends build has it) rather
    /// than iterating its `UTF8View`.
    func covers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { covers($0) }
    }

    /// Whether every one of `bytes` is written unchanged, as `covers(_: String)` says.
    ///
    /// Eight bytes a turn while eight remain: their roles OR'ed together, one test passes eight
    /// usual bytes (a byte at a time, the loop's own test and step cost as much as the byte's).
    /// Only a run holding some other byte is looked at a byte at a time.
    func covers(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        roles.withUnsafeBufferPointer { roles in
            guard let start = bytes.baseAddress else { return true }
            let unusual = Role.notPlain | Role.completes
            var index = 0
            while bytes.count - index >= 8 {
                let run = start + index
                var role = roles[Int(run[0])] | roles[Int(run[1])] | roles[Int(run[2])] | roles[Int(run[3])]
                role |= roles[Int(run[4])] | roles[Int(run[5])] | roles[Int(run[6])] | roles[Int(run[7])]
                if role & unusual != 0 {
                    for end in index..<(index + 8) where !isUnchanged(at: end, in: bytes, roles: roles) { return false }
                }
                index += 8
            }
            for end in index..<bytes.count where !isUnchanged(at: end, in: bytes, roles: roles) { return false }
            return true
        }
    }

    /// Whether the byte at `end` is written unchanged: plain, and completing no delimiter there.
    @inline(__always)
    private func isUnchanged(at end: Int, in bytes: UnsafeBufferPointer<UInt8>, roles: UnsafeBufferPointer<UInt8>) -> Bool {
        let role = roles[Int(bytes[end])]
        if role & (Role.notPlain | Role.completes) == 0 { return true }
        if role & Role.notPlain != 0 { return false }
        return !(end > 0 && roles[Int(bytes[end - 1])] & Role.precedesLast != 0
            && breaks.contains(where: { Self.delimiter($0.sequence, endsAt: end, in: bytes) }))
    }

    /// Whether `scalar` is written unchanged; such a scalar never completes a `SequenceBreak`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && roles[Int(scalar.value)] & (Role.notPlain | Role.completes) == 0
    }

    /// Whether `bytes` hold the (ASCII) `delimiter` ending at index `end`.
    private static func delimiter(_ delimiter: [Unicode.Scalar], endsAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = end + 1 - delimiter.count
        guard start >= 0 else { return false }
        for (offset, scalar) in delimiter.enumerated() where UInt32(bytes[start + offset]) != scalar.value { return false }
        return true
    }
}
