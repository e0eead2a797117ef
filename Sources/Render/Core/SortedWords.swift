/// A fixed list of reserved words, such as a language's keywords, that a namer avoids.
public struct SortedWords: Sendable, ExpressibleByArrayLiteral {
    private let words: Set<String>

    public init(_ words: [String]) {
        self.words = Set(words)
    }

    public init(arrayLiteral words: String...) {
        self.init(words)
    }

    /// The words of both lists.
    public func union(_ other: SortedWords) -> SortedWords {
        SortedWords(Array(words.union(other.words)))
    }

    public func contains(_ word: String) -> Bool {
        words.contains(word)
    }
}
