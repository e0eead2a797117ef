/// The name of a context object's member, or of the value a template tag looks up, with a one-word
/// summary of its bytes computed once, when the name is made (for a tag, when its template is
/// built): a lookup compares summaries, one word per member, and compares the strings only where
/// the summaries agree (almost always the member it is looking for).
public struct TemplateName: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let text: String
    /// The first and last eight bytes (overlapping in a shorter name) and the length, mixed.
    /// Public for the renderer, which compares names where they lie.
    public let summary: UInt64

    public init(_ text: String) {
        self.text = text
        var text = text
        summary = text.withUTF8(Self.summary)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    /// Whether `other` is this name.
    public func matches(_ other: TemplateName) -> Bool {
        summary == other.summary && text == other.text
    }

    /// Whether this is `.`, the innermost value. No other name of fewer than eight bytes has its
    /// summary, so the text is compared only for `.` itself (or a rare long name).
    public var isInnermost: Bool {
        summary == UInt64(UInt8(ascii: ".")) ^ 1 && text == "."
    }

    private static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            let raw = UnsafeRawBufferPointer(bytes)
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for byte in bytes { head = head << 8 | UInt64(byte) }
        }
        return head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
    }
}
