/// The name of a context object's member, or of the value a template tag looks up, with a one-word
/// summary of its bytes computed once, when the name is made (for a tag, when its template is
/// built): a lookup compares summaries, one word per member. A name of fewer than eight bytes is
/// its summary exactly, so agreeing summaries are the same name; only a longer name whose summary
/// agrees has its text compared too (`String`'s `==` on strings from two literals is a call that
/// compares their bytes).
public struct TemplateName: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let text: String
    /// A name of fewer than eight bytes: its bytes, then its length in the low byte. A longer
    /// name: its first and last eight bytes (overlapping below sixteen) and its length, mixed,
    /// with the low byte `0xFF`, which no shorter name's has. Public for the renderer, which
    /// compares names where they lie.
    public let summary: UInt64

    /// Reads the name's bytes where they lie (a literal's in the executable, a small string's in
    /// its own two words), which every native string allows; `withUTF8` on a copy retained and
    /// released the string, a third of the cost of a name made for a context literal's key.
    ///
    /// Inlinable, as the summary's functions are: a context literal's key is a constant string,
    /// so in the backend that names it the optimizer works its summary out when it compiles
    /// (about 60 instructions a key at run time, for some 1,600 keys a run).
    @inlinable @inline(__always)
    public init(_ text: String) {
        self.text = text
        summary = text.utf8.withContiguousStorageIfAvailable(Self.summary) ?? Self.summary(ofCopyOf: text)
    }

    /// A name whose summary was computed when its template was compiled at build time
    /// (EmbedTemplates), so that building the template at run time summarizes no name.
    public init(_ text: String, summary: UInt64) {
        assert(summary == TemplateName(text).summary, "'\(text)' was summarized differently at build time")
        self.text = text
        self.summary = summary
    }

    @inlinable @inline(__always)
    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    /// Whether `other` is this name.
    public func matches(_ other: TemplateName) -> Bool {
        summary == other.summary && (isWholeInSummary || text == other.text)
    }

    /// Whether the summary holds the whole name (fewer than eight bytes), so that a name with the
    /// same summary is this name.
    @inlinable
    public var isWholeInSummary: Bool {
        summary & 0xFF != 0xFF
    }

    /// Whether this is `.`, the innermost value: one byte, held whole in the summary.
    public var isInnermost: Bool {
        summary == UInt64(UInt8(ascii: ".")) << 8 | 1
    }

    /// For a string with no contiguous UTF-8 of its own (a bridged one).
    @usableFromInline
    static func summary(ofCopyOf text: String) -> UInt64 {
        var text = text
        return text.withUTF8(summary)
    }

    @inlinable @inline(__always)
    static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        if count >= 8 {
            let raw = UnsafeRawBufferPointer(bytes)
            // Read as little-endian, so the build machine and the target agree on a summary.
            let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count) << 8 | 0xFF
        }
        var whole: UInt64 = 0
        for byte in bytes { whole = whole << 8 | UInt64(byte) }
        return whole << 8 | UInt64(count)
    }
}
