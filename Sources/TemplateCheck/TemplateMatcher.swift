import URITemplate

/// Reads a URI back into the values a template built it from: the inverse of expansion that the
/// round-trip checker proves exists. It walks the automaton of the template (up to its trailing
/// query expressions) over the URI breadth first and decodes the values along the accepting path
/// it finds; for a template the checker accepts there is only one. Scheme and host literals match
/// ASCII case-insensitively. Trailing `{?a,b}{&c}` expressions are read as pairs in any order
/// (`QueryMatching`), after each `?` the path part can end at.
public enum TemplateMatcher {
    /// The values, or nil when the URI is not in the template's parse language (or the template
    /// names a variable without a type or twice).
    public static func match(_ uri: String, _ typed: TypedTemplate) -> [String: VariableValue]? {
        guard case .success(let occurrences) = typed.occurrences() else { return nil }
        let queryStart = QueryMatching.queryStart(of: typed.template)
        let queryNames = Set(typed.template.parts[queryStart...].flatMap { part -> [String] in
            guard case .expression(let expression) = part else { return [] }
            return expression.variables.map(\.name)
        })
        let pathOccurrences = occurrences.filter { !queryNames.contains($0.spec.name) }
        let queryOccurrences = occurrences.filter { queryNames.contains($0.spec.name) }
        let automaton = TemplateAutomatonBuilder.automaton(for: typed, purpose: .matching, partCount: queryStart).withoutEmptyMoves()
        let bytes = Array(uri.utf8)
        guard queryStart < typed.template.parts.count else { return values(of: bytes, automaton, pathOccurrences) }
        let ends = bytes.indices.filter { bytes[$0] == UInt8(ascii: "?") } + [bytes.count]
        for end in ends {
            guard var read = values(of: Array(bytes[..<end]), automaton, pathOccurrences) else { continue }
            let query = end < bytes.count ? Substring(String(decoding: bytes[(end + 1)...], as: UTF8.self)) : nil
            guard let queryValues = QueryMatching.values(of: query, queryOccurrences) else { continue }
            read.merge(queryValues) { first, _ in first }
            return read
        }
        return nil
    }

    /// The values along an accepting path of `automaton` over all of `bytes`, or nil.
    private static func values(of bytes: [UInt8], _ automaton: ClosedAutomaton, _ occurrences: [TypedTemplate.Occurrence]) -> [String: VariableValue]? {
        struct Step {
            let from: Int
            let label: PartLabel
        }
        // A node is a state and how many bytes were read: state * (bytes.count + 1) + position.
        let width = bytes.count + 1
        var steps: [Int: Step] = [:]
        var queue = [0]
        var seen: Set<Int> = [0]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let (state, position) = (node / width, node % width)
            if position == bytes.count {
                guard automaton.accepting[state] else { continue }
                var reading: [(byte: UInt8, label: PartLabel)] = []
                var current = node
                while let step = steps[current] {
                    reading.append((bytes[current % width - 1], step.label))
                    current = step.from
                }
                return ValueExtraction.assignment(reading.reversed(), of: occurrences)
            }
            for edge in automaton.edges[state] where edge.bytes.contains(bytes[position]) {
                let next = edge.target * width + position + 1
                guard seen.insert(next).inserted else { continue }
                steps[next] = Step(from: node, label: edge.label)
                queue.append(next)
            }
        }
        return nil
    }
}
