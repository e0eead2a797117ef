/// A fixed list of reserved words, kept in ascending order and searched by bisection.
///
/// Not a `Set`: a backend's reserved words are looked up a few dozen times a run, and building a
/// set hashes every word first (20-40K instructions for a list of keywords, more than all the
/// lookups that follow). The list is written sorted in the source, so making it costs nothing;
/// a debug build checks the order.
public struct SortedWords: Sendable {
    private let words: [String]

    /// `words` must be in ascending order (by `<`, which for ASCII is byte order: `"Z" < "a"`).
    public init(_ words: [String]) {
        assert(zip(words, words.dropFirst()).allSatisfy { $0 < $1 }, "reserved words out of order")
        self.words = words
    }

    public func contains(_ word: String) -> Bool {
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
