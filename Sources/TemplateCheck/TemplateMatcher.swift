import URITemplate

/// Reads a URI back into the values a template built it from: the inverse of expansion that the
/// round-trip checker proves exists. It walks the template's automaton over the URI breadth first
/// and decodes the values along the accepting path it finds; for a template the checker accepts
/// there is only one. Scheme and host literals match ASCII case-insensitively; query expressions
/// are matched in template order (matching them in any order is not built yet).
public enum TemplateMatcher {
    /// The values, or nil when the URI is not in the template's language (or the template names
    /// a variable without a type or twice).
    public static func match(_ uri: String, _ typed: TypedTemplate) -> [String: VariableValue]? {
        guard case .success(let occurrences) = typed.occurrences() else { return nil }
        let automaton = TemplateAutomatonBuilder.automaton(for: typed, purpose: .matching).withoutEmptyMoves()
        let bytes = Array(uri.utf8)
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
