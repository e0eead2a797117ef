import TemplateCheck
import Testing
import URITemplate

/// The round-trip and overlap checkers on hand-picked templates. Every counterexample and every
/// witness is reproduced with the merged expander, never trusted.
@Suite("Template checker: round trips and overlaps")
struct TemplateCheckTests {
    static let text = TemplateVariable(.text)
    static let optionalText = TemplateVariable(.text, optional: true)

    struct Reversible: Sendable, CustomTestStringConvertible {
        let template: String
        let variables: [String: TemplateVariable]
        let byFastRule: Bool
        /// Values whose expansion must read back as themselves.
        let sample: [String: VariableValue]
        var testDescription: String { template }
    }

    static let reversible: [Reversible] = [
        Reversible(template: "{a}/{b}", variables: ["a": text, "b": text], byFastRule: true, sample: ["a": .string("x y"), "b": .string("-")]),
        Reversible(template: "{user}@{host}", variables: ["user": text, "host": text], byFastRule: true, sample: ["user": .string("a@b"), "host": .string("h")]),
        Reversible(template: "xx://h/{r}/z", variables: ["r": text], byFastRule: true, sample: ["r": .string("a/b")]),
        Reversible(
            template: "mailto:{to}{?cc,subject}", variables: ["to": text, "cc": optionalText, "subject": optionalText], byFastRule: true,
            sample: ["to": .string("a@b.example"), "subject": .string("hi & bye")]),
        Reversible(
            template: "app://x{/path*}", variables: ["path": TemplateVariable(.list(.text))], byFastRule: true,
            sample: ["path": .list(["a", "", "b/c"])]),
        Reversible(template: "{;x,y}", variables: ["x": optionalText, "y": optionalText], byFastRule: true, sample: ["y": .string("")]),
        // Digits followed by a letter: the fast rule cannot see it, the automaton decides.
        Reversible(
            template: "{n}{unit}", variables: ["n": TemplateVariable(.integer), "unit": TemplateVariable(.enumeration(["px", "em"]))],
            byFastRule: false, sample: ["n": .string("-12"), "unit": .string("em")]),
        Reversible(template: "{+id}/x", variables: ["id": TemplateVariable(.integer)], byFastRule: true, sample: ["id": .string("7")]),
        Reversible(
            template: "{mode:3}", variables: ["mode": TemplateVariable(.enumeration(["ab", "abc"]))], byFastRule: false,
            sample: ["mode": .string("abc")]),
    ]

    @Test(arguments: reversible)
    func acceptsAndReadsBack(_ example: Reversible) throws {
        let typed = try TemplateCheckSupport.typed(example.template, example.variables)
        #expect(RoundTripChecker.check(typed) == .reversible(byFastRule: example.byFastRule))
        #expect(FastRule.proves(typed) == example.byFastRule)
        let uri = try typed.template.expand(example.sample)
        #expect(TemplateMatcher.match(uri, typed) == example.sample, "\(uri)")
    }

    @Test func readsQueryPairsInAnyOrder() throws {
        let mailto = try TemplateCheckSupport.typed("mailto:{to}{?cc,subject}", ["to": Self.text, "cc": Self.optionalText, "subject": Self.optionalText])
        #expect(TemplateMatcher.match("mailto:a%40b?subject=hi%20there&cc=c", mailto) == ["to": .string("a@b"), "subject": .string("hi there"), "cc": .string("c")])
        #expect(TemplateMatcher.match("mailto:a", mailto) == ["to": .string("a")])
        // An unknown key, a repeated key, a value not in canonical form, a pair without `=`.
        for refused in ["mailto:a?bcc=x", "mailto:a?cc=x&cc=y", "mailto:a?cc=%61", "mailto:a?cc", "mailto:a?"] {
            #expect(TemplateMatcher.match(refused, mailto) == nil, "\(refused)")
        }
        let tags = try TemplateCheckSupport.typed(
            "app://s{?tag*,page}{&sort}",
            ["tag": TemplateVariable(.list(.text), optional: true), "page": TemplateVariable(.integer), "sort": TemplateVariable(.enumeration(["new", "top"]), optional: true)])
        #expect(RoundTripChecker.check(tags) == .reversible(byFastRule: true))
        #expect(TemplateMatcher.match("app://s?sort=top&tag=a&page=2&tag=b", tags) == ["tag": .list(["a", "b"]), "page": .string("2"), "sort": .string("top")])
        #expect(TemplateMatcher.match("app://s?page=x", tags) == nil)
        #expect(TemplateMatcher.match("app://s?sort=new", tags) == nil)
    }

    struct Ambiguous: Sendable, CustomTestStringConvertible {
        let template: String
        let variables: [String: TemplateVariable]
        /// Words the counterexample's reason must contain.
        let reason: String
        var testDescription: String { template }
    }

    static let ambiguous: [Ambiguous] = [
        Ambiguous(template: "{a}-{b}", variables: ["a": text, "b": text], reason: "two ways"),
        Ambiguous(template: "{a}.{b}", variables: ["a": text, "b": text], reason: "two ways"),
        Ambiguous(template: "{a}{b}", variables: ["a": text, "b": text], reason: "two ways"),
        Ambiguous(template: "{n}{m}", variables: ["n": TemplateVariable(.integer), "m": TemplateVariable(.integer)], reason: "two ways"),
        Ambiguous(template: "x{.labels*}", variables: ["labels": TemplateVariable(.list(.text))], reason: "two ways"),
        Ambiguous(template: "{+path}/x", variables: ["path": text], reason: "copies percent-encoded triplets"),
        Ambiguous(template: "{x:3}", variables: ["x": text], reason: "prefix :3"),
        Ambiguous(template: "{x:2}", variables: ["x": TemplateVariable(.enumeration(["abc", "abd"]))], reason: "prefix :2"),
        Ambiguous(template: "a{x}", variables: ["x": optionalText], reason: "write nothing"),
        Ambiguous(template: "{x,y}", variables: ["x": optionalText, "y": optionalText], reason: "write nothing"),
    ]

    @Test(arguments: ambiguous)
    func refusesWithAReproducedCounterexample(_ example: Ambiguous) throws {
        let typed = try TemplateCheckSupport.typed(example.template, example.variables)
        guard case .ambiguous(let counterexample) = RoundTripChecker.check(typed) else {
            Issue.record("\(example.template) was not refused: \(RoundTripChecker.check(typed))")
            return
        }
        #expect(TemplateCheckSupport.problem(with: counterexample, of: typed.template) == nil)
        #expect(counterexample.reason.contains(example.reason), "\(counterexample.reason)")
        #expect(!FastRule.proves(typed))
    }

    @Test func theIssueExampleSplitsAtTwoPlaces() throws {
        let typed = try TemplateCheckSupport.typed("{a}-{b}", ["a": Self.text, "b": Self.text])
        guard case .ambiguous(let counterexample) = RoundTripChecker.check(typed) else {
            Issue.record("accepted")
            return
        }
        #expect(counterexample.uri == "--")
        let splittings: [[String: VariableValue]] = [["a": .string(""), "b": .string("-")], ["a": .string("-"), "b": .string("")]]
        #expect([counterexample.first, counterexample.second] == splittings || [counterexample.second, counterexample.first] == splittings)
        let issueValues: [[String: VariableValue]] = [["a": .string("x-y"), "b": .string("z")], ["a": .string("x"), "b": .string("y-z")]]
        #expect(try issueValues.map { try typed.template.expand($0) } == ["x-y-z", "x-y-z"])
    }

    @Test func refusesWhatItCannotReasonAbout() throws {
        let repeated = try TemplateCheckSupport.typed("{?a}{&a}", ["a": Self.text])
        guard case .refused(let twice) = RoundTripChecker.check(repeated) else {
            Issue.record("accepted a repeated key")
            return
        }
        #expect(twice.description.contains("written twice"))
        let untyped = try TemplateCheckSupport.typed("{a}", [:])
        guard case .refused(let reason) = RoundTripChecker.check(untyped) else {
            Issue.record("accepted an untyped variable")
            return
        }
        #expect(reason.description.contains("no declared type"))
        let small = try TemplateCheckSupport.typed("{a}/{b}/{c}", ["a": Self.text, "b": Self.text, "c": Self.text])
        guard case .tooComplex = RoundTripChecker.check(small, limits: AutomatonLimits(states: 5)) else {
            Issue.record("no state limit")
            return
        }
        guard case .tooComplex = RoundTripChecker.check(small, limits: AutomatonLimits(productStates: 3)) else {
            Issue.record("no search limit")
            return
        }
    }

    struct Overlap: Sendable, CustomTestStringConvertible {
        let first: String
        let second: String
        let variables: [String: TemplateVariable]
        /// The shortest URI both match, or nil when none does.
        let witness: String?
        var testDescription: String { "\(first) and \(second)" }
    }

    static let overlaps: [Overlap] = [
        Overlap(first: "xx://h/{r}/z", second: "xx://h/y/{r}", variables: ["r": text], witness: "xx://h/y/z"),
        Overlap(first: "xx://h/a/{r}", second: "xx://h/b/{r}", variables: ["r": text], witness: nil),
        Overlap(first: "XX://H/{r}", second: "xx://h/y", variables: ["r": text], witness: "xx://h/y"),
        // Case folds in the scheme and host only.
        Overlap(first: "xx://h/Y", second: "xx://h/y", variables: [:], witness: nil),
        Overlap(
            first: "xx://h/{n}", second: "xx://h/{e}", variables: ["n": TemplateVariable(.integer), "e": TemplateVariable(.enumeration(["latest", "7"]))],
            witness: "xx://h/7"),
        Overlap(first: "xx://h/{n}", second: "xx://h/{n}{?q}", variables: ["n": TemplateVariable(.integer), "q": text], witness: nil),
    ]

    @Test(arguments: overlaps)
    func findsAShortestSharedURI(_ example: Overlap) throws {
        let first = try TemplateCheckSupport.typed(example.first, example.variables)
        let second = try TemplateCheckSupport.typed(example.second, example.variables)
        let verdict = OverlapChecker.check(first, second)
        guard let expected = example.witness else {
            #expect(verdict == .disjoint)
            return
        }
        #expect(verdict == .overlap(witness: expected))
        #expect(TemplateCheckSupport.problem(withWitness: expected, of: first, foldingAuthority: true) == nil)
        #expect(TemplateCheckSupport.problem(withWitness: expected, of: second, foldingAuthority: true) == nil)
    }
}
