/// A run of scalars a lexer would read as a delimiter (`*/` ends a C comment, `??/` is a C
/// trigraph, `--` may not appear in an XML comment), and what is written instead of its last
/// scalar so that the run never appears in the output.
public struct SequenceBreak: Sendable {
    let sequence: [Unicode.Scalar]
    let lastScalar: String

    /// - Parameters:
    ///   - sequence: the delimiter, at least two scalars.
    ///   - lastScalar: what to write instead of the delimiter's last scalar when the text written
    ///     so far ends with the rest of it. It must neither contain a delimiter nor complete one.
    public init(_ sequence: String, lastScalarWrittenAs lastScalar: String) {
        self.sequence = Array(sequence.unicodeScalars)
        self.lastScalar = lastScalar
        precondition(self.sequence.count >= 2, "a delimiter is at least two scalars")
    }
}

/// Output written scalar by scalar, in which no `SequenceBreak` delimiter ever forms: before a
/// scalar is appended, the text written so far (escapes included, since that is what a lexer
/// reads) is checked, so a delimiter is caught however it was spread over the input.
struct BreakingWriter {
    let breaks: [SequenceBreak]
    private(set) var scalars: [Unicode.Scalar] = []

    init(breaks: [SequenceBreak]) {
        self.breaks = breaks
    }

    var text: String {
        String(decoding: scalars.flatMap(\.utf8), as: UTF8.self)
    }

    /// Appends `scalar`, or its break's replacement when it would complete a delimiter.
    mutating func append(_ scalar: Unicode.Scalar) {
        if let match = breaks.first(where: { completes($0.sequence, with: scalar) }) {
            scalars.append(contentsOf: match.lastScalar.unicodeScalars)
        } else {
            scalars.append(scalar)
        }
    }

    /// Appends an escape as it is. Every escape the backends use starts with `\` and holds no
    /// delimiter, and no delimiter holds `\`, so an escape cannot complete one with the text
    /// before it; the text after it is still checked against it.
    mutating func append(escape: String) {
        scalars.append(contentsOf: escape.unicodeScalars)
    }

    /// Whether `text`, written with no escape, comes out as it is: no scalar of it ends a delimiter.
    static func keeps(_ text: String, breaks: [SequenceBreak]) -> Bool {
        breaks.isEmpty || !text.unicodeScalars.contains { scalar in breaks.contains { $0.sequence.last == scalar } }
    }

    private func completes(_ sequence: [Unicode.Scalar], with scalar: Unicode.Scalar) -> Bool {
        guard sequence.last == scalar, scalars.count >= sequence.count - 1 else { return false }
        return scalars.suffix(sequence.count - 1).elementsEqual(sequence.dropLast())
    }
}
