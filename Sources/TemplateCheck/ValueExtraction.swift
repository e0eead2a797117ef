import URITemplate

/// The value assignment a labelled reading of a URI stands for: each variable's value bytes,
/// split into list items at its item separators, decoded as its operator encodes.
enum ValueExtraction {
    static func assignment(_ reading: [(byte: UInt8, label: PartLabel)], of occurrences: [TypedTemplate.Occurrence]) -> [String: VariableValue] {
        var items: [String: [[UInt8]]] = [:]
        for (byte, label) in reading {
            let name: String
            switch label {
            case .literal, .operatorSyntax: continue
            case .name(let variable), .itemSeparator(let variable), .content(let variable): name = variable
            }
            var written = items[name] ?? []
            if written.isEmpty { written = [[]] }
            if case .itemSeparator = label { written.append([]) }
            if case .content = label { written[written.count - 1].append(byte) }
            items[name] = written
        }
        var values: [String: VariableValue] = [:]
        for occurrence in occurrences {
            let name = occurrence.spec.name
            // A variable that wrote no byte is undefined, unless it is required (then its value
            // wrote nothing: the empty string, or a list of one).
            guard let written = items[name] ?? (occurrence.variable.isOptional ? nil : [[]]) else { continue }
            let decoded = written.map { WrittenText.decode($0, under: occurrence.operator) }
            if case .list = occurrence.variable.type {
                values[name] = .list(decoded)
            } else {
                values[name] = .string(decoded[0])
            }
        }
        return values
    }
}
