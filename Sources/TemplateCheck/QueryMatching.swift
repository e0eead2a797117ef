import URITemplate

/// The rule for queries: a template's trailing `{?a,b}{&c}` expressions are read as a set of
/// `key=value` pairs in any order (split on `&` first, then by key), an exploded list as a
/// repeated key. Keys are distinct (the checker refuses a variable written twice) and `?` and `&`
/// values are U-encoded, so no raw `&`, `=` or `,` is inside one and the split is exact. A key no
/// query variable has, a value not in its canonical written form or not of its type, and a
/// missing required variable are refused.
enum QueryMatching {
    /// How many parts come before the trailing query expressions: a `{?...}` followed only by
    /// `{&...}`. The count of all parts when the template does not end so.
    static func queryStart(of template: URITemplate) -> Int {
        var start = template.parts.count
        while start > 0, case .expression(let expression) = template.parts[start - 1], expression.operator == .queryContinuation {
            start -= 1
        }
        guard start > 0, case .expression(let expression) = template.parts[start - 1], expression.operator == .query else {
            return template.parts.count
        }
        return start - 1
    }

    /// The values of `occurrences` (the trailing query variables) read from `query`, the text
    /// after `?` (nil when the URI has no query), or nil when the query is refused.
    static func values(of query: Substring?, _ occurrences: [TypedTemplate.Occurrence]) -> [String: VariableValue]? {
        var items: [String: [String]] = [:]
        if let query {
            for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
                guard let equals = pair.firstIndex(of: "="),
                    let occurrence = occurrences.first(where: { $0.spec.name == pair[..<equals] })
                else { return nil }
                let name = occurrence.spec.name
                let written = pair[pair.index(after: equals)...]
                let isList = occurrence.variable.type.isList
                let explodedList = isList && occurrence.spec.modifier == .explode
                guard explodedList || items[name] == nil else { return nil }
                let pieces = isList && !explodedList ? written.split(separator: ",", omittingEmptySubsequences: false) : [written]
                for piece in pieces {
                    let value = WrittenText.decode(Array(piece.utf8), under: occurrence.operator)
                    guard WrittenText.value(value, under: occurrence.operator) == Array(piece.utf8), occurrence.variable.type.accepts(value) else { return nil }
                    items[name, default: []].append(value)
                }
            }
        }
        var values: [String: VariableValue] = [:]
        for occurrence in occurrences {
            guard let read = items[occurrence.spec.name] else {
                if occurrence.variable.isOptional { continue } else { return nil }
            }
            values[occurrence.spec.name] = occurrence.variable.type.isList ? .list(read) : .string(read[0])
        }
        return values
    }
}
