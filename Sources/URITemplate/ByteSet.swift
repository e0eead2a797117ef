/// A set of byte values (0...255), as 256 bits.
public struct ByteSet: Equatable, Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init() {}

    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { insert(byte) }
    }

    /// The bytes of the ASCII characters of `characters`.
    public init(ascii characters: String) {
        self.init(characters.utf8)
    }

    public func contains(_ byte: UInt8) -> Bool {
        word(byte >> 6) & (1 << UInt64(byte & 63)) != 0
    }

    public mutating func insert(_ byte: UInt8) {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    public func union(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return result
    }

    public func intersection(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words = (words.0 & other.words.0, words.1 & other.words.1, words.2 & other.words.2, words.3 & other.words.3)
        return result
    }

    public var isEmpty: Bool {
        words == (0, 0, 0, 0)
    }

    /// The members in increasing order.
    public var bytes: [UInt8] {
        (0...255).map { UInt8($0) }.filter(contains)
    }

    public static func == (left: ByteSet, right: ByteSet) -> Bool {
        left.words == right.words
    }

    private func word(_ index: UInt8) -> UInt64 {
        switch index {
        case 0: return words.0
        case 1: return words.1
        case 2: return words.2
        default: return words.3
        }
    }
}
