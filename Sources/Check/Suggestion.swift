/// "Did you mean …?" for a misspelled key, id, option or value.
public enum Suggestion {
    /// The candidate closest to `word` by `editDistance`, when it is close: at most a third of `word`'s length away, and at least
    /// one edit. Nil when nothing is that close, when two candidates are equally close (neither
    /// is clearly meant), or when `word` is itself a candidate.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: String?
        var bestDistance = limit + 1
        var tied = false
        // A set, so a candidate listed twice is not a tie with itself; the answer does not
        // depend on the order.
        for candidate in Set(candidates) {
            let distance = editDistance(word, candidate)
            if distance == 0 { return nil }
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
                tied = false
            } else if distance == bestDistance {
                tied = true
            }
        }
        return tied ? nil : best
    }

    /// `text` followed by "; did you mean 'x'?" when `closest` finds a candidate.
    public static func appended(to text: String, for word: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, among: candidates) else { return text }
        return "\(text); did you mean '\(match)'?"
    }

    /// Edit distance over characters (insertions, deletions, substitutions, and swaps of two
    /// neighbours, the commonest typo: "swfit"), computed row by row.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
