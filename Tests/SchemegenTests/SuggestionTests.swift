import Check
import Testing

/// "Did you mean": the threshold is a third of the misspelled word's length, at least one edit.
@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test func suggestsTheOneCloseCandidate() {
        #expect(Suggestion.closest(to: "schems", among: ["id", "schemes", "doc"]) == "schemes")
        #expect(Suggestion.closest(to: "--chek", among: ["--check", "--schema"]) == "--check")
        // A swap of two neighbours is one edit.
        #expect(Suggestion.closest(to: "swfit", among: ["swift", "kotlin", "typescript", "c"]) == "swift")
    }

    @Test func thresholdIsAThirdOfTheWordAtLeastOne() {
        // 6 characters: 2 edits are close, 3 are not.
        #expect(Suggestion.closest(to: "contxx", among: ["context"]) == "context")
        #expect(Suggestion.closest(to: "cntxxx", among: ["context"]) == nil)
        // 2 characters: 1 edit is close, 2 are not.
        #expect(Suggestion.closest(to: "ix", among: ["id"]) == "id")
        #expect(Suggestion.closest(to: "xy", among: ["id"]) == nil)
    }

    @Test func nothingWhenNothingIsCloseOrTwoAreEquallyClose() {
        #expect(Suggestion.closest(to: "colour", among: ["id", "key", "type", "doc"]) == nil)
        #expect(Suggestion.closest(to: "cat", among: ["bat", "hat"]) == nil)
        #expect(Suggestion.closest(to: "cat", among: ["bat", "bat"]) == "bat")
        #expect(Suggestion.closest(to: "id", among: ["id", "ix"]) == nil)
    }

    @Test func appendsToTheMessage() {
        #expect(Suggestion.appended(to: "unknown", for: "schems", among: ["schemes"]) == "unknown; did you mean 'schemes'?")
        #expect(Suggestion.appended(to: "unknown", for: "colour", among: ["schemes"]) == "unknown")
    }
}
