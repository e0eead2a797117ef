import URITemplate

/// The checks of single variables that come before the automaton, each answering with two value
/// assignments the merged expander writes as the same URI.
struct VariableRules {
    let typed: TypedTemplate
    let occurrences: [TypedTemplate.Occurrence]

    /// A prefix `:n` keeps the first n characters and drops the rest, so two values that differ
    /// only after the n-th character build the same URI: a prefix is accepted only on a type no
    /// value of which is longer than n (then it cuts nothing).
    func prefixCounterexample() -> Counterexample? {
        for occurrence in occurrences {
            guard case .prefix(let length) = occurrence.spec.modifier else { continue }
            let longer: String
            let cut: String
            switch occurrence.variable.type {
            case .text:
                longer = String(repeating: "a", count: length + 1)
                cut = String(repeating: "a", count: length)
            case .integer:
                longer = String(repeating: "1", count: length + 1)
                cut = String(repeating: "1", count: length)
            default:
                let tokens = occurrence.variable.type.tokens ?? []
                let pairs = tokens.flatMap { one in tokens.map { (one, $0) } }
                guard let pair = pairs.first(where: { $0.0 != $0.1 && String($0.0.unicodeScalars.prefix(length)) == String($0.1.unicodeScalars.prefix(length)) })
                else { continue }
                (longer, cut) = pair
            }
            return counterexample(
                occurrence.spec.name, .string(longer), .string(cut),
                reason: "the prefix :\(length) of \(occurrence.spec.name) cuts longer values, so they cannot be read back")
        }
        return nil
    }

    /// A prefix longer than some token, on tokens whose prefixes all differ: reversible in fact,
    /// but refused, since the written form would then not be the type's canonical form.
    func prefixRefusal() -> RefusalReason? {
        for occurrence in occurrences {
            guard case .prefix(let length) = occurrence.spec.modifier else { continue }
            if let maximum = occurrence.variable.type.maximumLength, maximum <= length { continue }
            return RefusalReason("the prefix :\(length) of \(occurrence.spec.name) is shorter than some of its values")
        }
        return nil
    }

    /// `{+x}` and `{#x}` copy a percent-encoded triplet of a value as it is and write a lone `%`
    /// as `%25`, so text `%` and text `%25` build the same URI: text is not reversible under them.
    func copiedTripletCounterexample() -> Counterexample? {
        for occurrence in occurrences where occurrence.operator.allowsReserved {
            switch occurrence.variable.type {
            case .text:
                return counterexample(occurrence.spec.name, .string("%"), .string("%25"), reason: Self.copiedTripletReason(occurrence))
            case .list(.text):
                return counterexample(occurrence.spec.name, .list(["%"]), .list(["%25"]), reason: Self.copiedTripletReason(occurrence))
            default:
                continue
            }
        }
        return nil
    }

    private static func copiedTripletReason(_ occurrence: TypedTemplate.Occurrence) -> String {
        "\(occurrence.spec.name) is text under {\(occurrence.operator.symbol.map { String($0) } ?? "")}, which copies percent-encoded triplets of a value"
    }

    /// Under `{x}` and `{+x}`, which write nothing before the first defined variable, a value
    /// that writes no byte (the empty string, a list of one) builds the same URI as leaving the
    /// variable undefined, or as another such variable: two ways to write nothing.
    func emptyValueCounterexample() -> Counterexample? {
        for case .expression(let expression) in typed.template.parts where expression.operator.first.isEmpty {
            let variables = expression.variables.compactMap { spec in typed.variables[spec.name].map { (spec.name, $0) } }
            var ways: [[String: VariableValue]] = []
            if variables.allSatisfy(\.1.isOptional) { ways.append([:]) }
            for (name, variable) in variables where variable.type.canBeEmpty {
                guard variables.allSatisfy({ $0.0 == name || $0.1.isOptional }) else { continue }
                ways.append([name: Self.emptyValue(of: variable.type)])
            }
            guard ways.count >= 2 else { continue }
            let base = samples(excluding: Set(expression.variables.map(\.name)))
            let first = base.merging(ways[0]) { $1 }
            let second = base.merging(ways[1]) { $1 }
            guard let uri = try? typed.template.expand(first) else { continue }
            return Counterexample(uri: uri, first: first, second: second, reason: "two ways to write nothing in one expression")
        }
        return nil
    }

    private static func emptyValue(of type: VariableType) -> VariableValue {
        if case .list = type { return .list([""]) }
        return .string("")
    }

    /// The two assignments that differ only in `name`, the other required variables sampled.
    private func counterexample(_ name: String, _ first: VariableValue, _ second: VariableValue, reason: String) -> Counterexample? {
        var base = samples(excluding: [name])
        base[name] = first
        let firstAssignment = base
        base[name] = second
        guard let uri = try? typed.template.expand(firstAssignment) else { return nil }
        return Counterexample(uri: uri, first: firstAssignment, second: base, reason: reason)
    }

    /// A value for every required variable but `excluded`; optional ones stay undefined.
    private func samples(excluding excluded: Set<String>) -> [String: VariableValue] {
        var values: [String: VariableValue] = [:]
        for occurrence in occurrences where !occurrence.variable.isOptional && !excluded.contains(occurrence.spec.name) {
            values[occurrence.spec.name] = occurrence.variable.type.sampleValue
        }
        return values
    }
}
