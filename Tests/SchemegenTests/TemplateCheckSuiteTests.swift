import TemplateCheck
import Testing
import URITemplate

/// The round-trip checker over every template of the vendored uritemplate-test suite, each
/// variable taken as required text: a refusal must come with a counterexample the expander
/// reproduces (or a stated rule), an acceptance must read the suite's own string values back
/// through the matcher, and the fast rule must never accept what the automaton refuses.
@Suite("Template checker: the uritemplate-test templates")
struct TemplateCheckSuiteTests {
    static let files = URITemplateSuiteTests.files.map(\.name).filter { $0 != "negative-tests.json" }

    @Test(arguments: files)
    func everyTemplateIsDecided(file: String) throws {
        let cases = try URITemplateSuiteTests.cases(in: "Tests/URITemplate/uritemplate-test/" + file)
        var counts = (reversible: 0, ambiguous: 0, refused: 0, tooComplex: 0)
        var roundTrips = (passed: 0, failed: 0, notStrings: 0)
        var failures: [String] = []
        for testCase in cases {
            guard case .oneOf = testCase.expected, let template = try? URITemplate(parsing: testCase.template) else { continue }
            let typed = TemplateCheckSupport.allText(template)
            switch RoundTripChecker.check(typed) {
            case .reversible:
                counts.reversible += 1
                guard let values = Self.stringValues(of: typed, in: testCase.values) else {
                    roundTrips.notStrings += 1
                    continue
                }
                if let failure = Self.roundTripFailure(typed, values: values) {
                    roundTrips.failed += 1
                    failures.append("\(testCase.template): \(failure)")
                } else {
                    roundTrips.passed += 1
                }
            case .ambiguous(let counterexample):
                counts.ambiguous += 1
                if let problem = TemplateCheckSupport.problem(with: counterexample, of: template) {
                    failures.append("\(testCase.template): counterexample \(problem)")
                }
                if FastRule.proves(typed) { failures.append("\(testCase.template): the fast rule accepts what the automaton refuses") }
            case .refused:
                counts.refused += 1
            case .tooComplex(let reason):
                counts.tooComplex += 1
                failures.append("\(testCase.template): too complex (\(reason))")
            }
        }
        print(
            "template checker on \(file): \(counts.reversible) reversible, \(counts.ambiguous) refused with a reproduced counterexample, "
                + "\(counts.refused) refused by a rule, \(counts.tooComplex) too complex; "
                + "round trips of the suite's values: \(roundTrips.passed) passed, \(roundTrips.failed) failed "
                + "(\(roundTrips.notStrings) skipped: a value is not a string or is undefined); "
                + "\(cases.count - failures.count) passed, \(failures.count) failed")
        #expect(failures.isEmpty, "\(failures.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(counts.reversible > 0 && counts.ambiguous > 0)
    }

    /// The same templates typed by the suite's values instead (a string is required text, a list
    /// a required list of text, a missing or null value optional text; cases with an associative
    /// array are skipped): accepted ones must read the suite's values back, lists and omissions
    /// included; refused ones must come with a reproduced counterexample.
    @Test(arguments: files)
    func templatesTypedByTheirValuesReadBack(file: String) throws {
        let cases = try URITemplateSuiteTests.cases(in: "Tests/URITemplate/uritemplate-test/" + file)
        var counts = (reversible: 0, ambiguous: 0, other: 0, skipped: 0)
        var failures: [String] = []
        for testCase in cases {
            guard case .oneOf = testCase.expected, let template = try? URITemplate(parsing: testCase.template),
                let typed = Self.typedByValues(template, testCase.values)
            else {
                counts.skipped += 1
                continue
            }
            // An empty list is undefined (RFC 6570 section 2.3): it reads back as no value.
            let values = testCase.values.filter { typed.variables[$0.key] != nil && $0.value != .list([]) }
            switch RoundTripChecker.check(typed) {
            case .reversible:
                counts.reversible += 1
                if let failure = Self.roundTripFailure(typed, values: values) { failures.append("\(testCase.template): \(failure)") }
            case .ambiguous(let counterexample):
                counts.ambiguous += 1
                if let problem = TemplateCheckSupport.problem(with: counterexample, of: template) {
                    failures.append("\(testCase.template): counterexample \(problem)")
                }
            case .refused, .tooComplex:
                counts.other += 1
            }
        }
        let checked = counts.reversible + counts.ambiguous + counts.other
        print(
            "template checker on \(file), typed by the suite's values: \(counts.reversible) reversible and read back, "
                + "\(counts.ambiguous) refused with a reproduced counterexample, \(counts.other) refused by a rule, "
                + "\(counts.skipped) skipped (associative arrays, negative cases); \(checked - failures.count) passed, \(failures.count) failed")
        #expect(failures.isEmpty, "\(failures.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(counts.reversible > 0)
    }

    /// Each variable of `template` typed by its value in the suite, or nil when one is an associative array.
    static func typedByValues(_ template: URITemplate, _ values: [String: VariableValue]) -> TypedTemplate? {
        var variables: [String: TemplateVariable] = [:]
        for case .expression(let expression) in template.parts {
            for spec in expression.variables {
                switch values[spec.name] {
                case nil: variables[spec.name] = TemplateVariable(.text, optional: true)
                case .string?: variables[spec.name] = TemplateVariable(.text)
                case .list(let items)?: variables[spec.name] = TemplateVariable(.list(.text), optional: items.isEmpty)
                case .pairs?: return nil
                }
            }
        }
        return TypedTemplate(template, variables: variables)
    }

    /// The suite's values of the template's variables, when every one is a string.
    static func stringValues(of typed: TypedTemplate, in values: [String: VariableValue]) -> [String: VariableValue]? {
        var used: [String: VariableValue] = [:]
        for name in typed.variables.keys {
            guard case .string(let text)? = values[name] else { return nil }
            used[name] = .string(text)
        }
        return used
    }

    /// Expands `values` and matches the URI back; nil when they come back equal.
    static func roundTripFailure(_ typed: TypedTemplate, values: [String: VariableValue]) -> String? {
        guard let uri = try? typed.template.expand(values) else { return "the suite's values do not expand" }
        guard let read = TemplateMatcher.match(uri, typed) else { return "\(uri) does not match" }
        return read == values ? nil : "\(uri) reads back as \(read), not \(values)"
    }
}
