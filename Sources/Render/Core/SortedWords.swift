/// A fixed list of reserved words, kept in ascending order and searched by bisection.
///
/// Not a `Set`: a backend's reserved words are looked up a few dozen times a run, and building a
/// set hashes every word first (20-40K instructions for a list of keywords, more than all the
/// lookups that follow), then hashes each word looked up. The list is written sorted in the
/// source, so making it costs nothing; a debug build checks the order.
///
/// Most words looked up are not reserved, and most of those differ from every reserved word in
/// length or first byte: a mask of the first bytes the reserved words of each length start with
/// turns them away before any string is compared.
public struct SortedWords: Sendable, ExpressibleByArrayLiteral {
    private let words: [String]
    /// By length in bytes: bit `b & 63` is set when a word of that length starts with byte `b`.
    private let firstBytesByLength: [UInt64]

    /// `words` must be in ascending order (by `<`, which for ASCII is byte order: `"Z" < "a"`).
    public init(_ words: [String]) {
        assert(zip(words, words.dropFirst()).allSatisfy { $0 < $1 }, "reserved words out of order")
        self.words = words
        // No words, no masks: an empty list (a default `avoiding: []`) allocates nothing.
        var longest = -1
        for word in words { longest = max(longest, word.utf8.count) }
        var masks = [UInt64](repeating: 0, count: longest + 1)
        for word in words {
            if let first = word.utf8.first { masks[word.utf8.count] |= 1 << (first & 63) }
        }
        firstBytesByLength = masks
    }

    public init(arrayLiteral words: String...) {
        self.init(words)
    }

    /// The words of both lists, in order, merged in one pass.
    public func union(_ other: SortedWords) -> SortedWords {
        var merged: [String] = []
        merged.reserveCapacity(words.count + other.words.count)
        var mine = 0
        var theirs = 0
        while mine < words.count || theirs < other.words.count {
            if theirs == other.words.count || mine < words.count && words[mine] < other.words[theirs] {
                merged.append(words[mine])
                mine += 1
            } else {
                if mine < words.count, words[mine] == other.words[theirs] { mine += 1 }
                merged.append(other.words[theirs])
                theirs += 1
            }
        }
        return SortedWords(merged)
    }

    public func contains(_ word: String) -> Bool {
        let length = word.utf8.count
        guard length < firstBytesByLength.count, let first = word.utf8.first,
            firstBytesByLength[length] >> (first & 63) & 1 != 0
        else { return false }
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < words.count && words[low] == word
    }
}
