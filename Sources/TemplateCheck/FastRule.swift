import URITemplate

/// The sufficient rule that explains itself: every value is followed by a byte it can never
/// write (`{user}@{host}`: `@` is written `%40` inside a U-encoded value; not `{a}.{b}`, `.` is
/// unreserved), and where a value starts is fixed (no expression may be left out, except a named
/// one at the end, and an unnamed expression has only required variables); no prefix, and no
/// text under `{+x}` or `{#x}` (see `VariableRules`). When it holds the template is reversible;
/// when it does not, only the automaton decides.
public enum FastRule {
    public static func proves(_ typed: TypedTemplate) -> Bool {
        guard case .success = typed.occurrences() else { return false }
        let parts = typed.template.parts
        for (index, part) in parts.enumerated() {
            guard case .expression(let expression) = part else { continue }
            let op = expression.operator
            let variables = expression.variables.compactMap { typed.variables[$0.name] }
            let isLast = index == parts.count - 1
            if variables.allSatisfy(\.isOptional) && !(isLast && op.isNamed) { return false }
            if !op.isNamed && variables.contains(where: \.isOptional) { return false }
            guard let afterExpression = firstBytes(parts, from: index + 1) else { return false }
            for (position, spec) in expression.variables.enumerated() {
                let variable = variables[position]
                let alphabet = contentAlphabet(variable.type, op)
                var following = afterExpression
                if position < expression.variables.count - 1 { following = following.union(ByteSet(ascii: op.separator)) }
                if case .list = variable.type { following = following.union(ByteSet(ascii: spec.modifier == .explode ? op.separator : ",")) }
                if case .prefix = spec.modifier { return false }
                if op.allowsReserved && (variable.type == .text || variable.type == .list(.text)) { return false }
                if !alphabet.intersection(following).isEmpty { return false }
            }
        }
        return true
    }

    /// The bytes that can start what follows part `index` (nothing at the end), or nil when that
    /// may be an expression writing no first character.
    private static func firstBytes(_ parts: [URITemplate.Part], from index: Int) -> ByteSet? {
        guard index < parts.count else { return ByteSet() }
        switch parts[index] {
        case .literal(let text):
            return ByteSet(WrittenText.literal(text).prefix(1))
        case .expression(let expression):
            guard let first = expression.operator.first.utf8.first else { return nil }
            return ByteSet([first])
        }
    }

    /// Every byte a value of `type` can write under `op`.
    private static func contentAlphabet(_ type: VariableType, _ op: ExpressionOperator) -> ByteSet {
        if let tokens = type.tokens { return ByteSet(tokens.flatMap { WrittenText.value($0, under: op) }) }
        switch type {
        case .integer: return ByteSet(ascii: "-0123456789")
        case .list(let item): return contentAlphabet(item, op)
        default: return WrittenAlphabet(for: op).value
        }
    }
}
