import URITemplate

/// Builds a template's automaton: literals and expressions concatenated, each expression the
/// choices of RFC 6570 section 3.2.1 (undefined optional variables omitted with their separator,
/// the operator's first character before the first defined one), each value the written language
/// of its type under its operator, every byte labelled with the piece that writes it.
struct TemplateAutomatonBuilder {
    /// What the automaton is for.
    enum Purpose {
        /// The round-trip checker: `%XX` only for ASCII bytes. A non-ASCII character is a run of
        /// triplets of the same shape, so every ambiguity has an ASCII witness, and counterexample
        /// values stay valid UTF-8.
        case checking
        /// The matcher and the overlap checker: every byte as a triplet, and the scheme and host of
        /// the first literal matched ASCII case-insensitively, as URI comparison does.
        case matching
    }

    private let typed: TypedTemplate
    private let purpose: Purpose
    private var automaton = ByteAutomaton()

    /// The automaton, for a template whose occurrences were accepted (`TypedTemplate.occurrences`),
    /// of its first `partCount` parts (all by default).
    static func automaton(for typed: TypedTemplate, purpose: Purpose, partCount: Int? = nil) -> ByteAutomaton {
        var builder = Self(typed: typed, purpose: purpose)
        var current = 0
        for (index, part) in typed.template.parts.prefix(partCount ?? typed.template.parts.count).enumerated() {
            let next = builder.automaton.addState()
            switch part {
            case .literal(let text): builder.writeLiteral(text, part: index, from: current, to: next)
            case .expression(let expression): builder.writeExpression(expression, part: index, from: current, to: next)
            }
            current = next
        }
        builder.automaton.accepting = [current]
        return builder.automaton
    }

    private init(typed: TypedTemplate, purpose: Purpose) {
        self.typed = typed
        self.purpose = purpose
    }

    private mutating func writeLiteral(_ text: String, part: Int, from: Int, to target: Int) {
        let bytes = WrittenText.literal(text)
        let folded = purpose == .matching && part == 0 ? Self.schemeAndHostLength(bytes) : 0
        var current = from
        for (index, byte) in bytes.enumerated() {
            let next = index == bytes.count - 1 ? target : automaton.addState()
            let set = index < folded ? ByteSet([byte, Self.otherCase(of: byte)]) : ByteSet([byte])
            automaton.connect(current, to: next, bytes: set, label: .literal(part: part))
            current = next
        }
        if bytes.isEmpty { automaton.connectEmpty(from, to: target) }
    }

    /// How many leading bytes of a template's first literal are scheme and host: up to the first
    /// `/`, `?` or `#` after `://`, or up to `:` when there is no authority.
    private static func schemeAndHostLength(_ bytes: [UInt8]) -> Int {
        let marker = Array("://".utf8)
        if let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) {
            return bytes[(start + marker.count)...].firstIndex(where: { "/?#".utf8.contains($0) }) ?? bytes.count
        }
        return bytes.firstIndex(of: UInt8(ascii: ":")) ?? 0
    }

    private static func otherCase(of byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - 32
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
        default: return byte
        }
    }

    private mutating func writeExpression(_ expression: URITemplate.Expression, part: Int, from: Int, to target: Int) {
        let syntax = PartLabel.operatorSyntax(part: part)
        var nothingWritten: Int? = from
        var somethingWritten: Int?
        for spec in expression.variables {
            guard let variable = typed.variables[spec.name] else { preconditionFailure("occurrences() checks every variable") }
            let written = automaton.addState()
            if let nothing = nothingWritten {
                let afterFirst = automaton.addState()
                automaton.connect(nothing, to: afterFirst, text: Array(expression.operator.first.utf8), label: syntax)
                writeVariable(spec, variable.type, expression.operator, from: afterFirst, to: written)
            }
            if let something = somethingWritten {
                let afterSeparator = automaton.addState()
                automaton.connect(something, to: afterSeparator, text: Array(expression.operator.separator.utf8), label: syntax)
                writeVariable(spec, variable.type, expression.operator, from: afterSeparator, to: written)
                if variable.isOptional { automaton.connectEmpty(something, to: written) }
            }
            if !variable.isOptional { nothingWritten = nil }
            somethingWritten = written
        }
        if let nothing = nothingWritten { automaton.connectEmpty(nothing, to: target) }
        if let something = somethingWritten { automaton.connectEmpty(something, to: target) }
    }

    /// One defined variable, without the separator before it.
    private mutating func writeVariable(_ spec: VariableSpec, _ type: VariableType, _ op: ExpressionOperator, from: Int, to target: Int) {
        guard case .list(let item) = type else {
            return op.isNamed ? writeNamed(spec.name, item: type, op, from: from, to: target) : writeValue(spec.name, type, op, nonEmpty: false, from: from, to: target)
        }
        let afterItem = automaton.addState()
        let afterSeparator = automaton.addState()
        automaton.connectEmpty(afterItem, to: target)
        if spec.modifier == .explode {
            automaton.connect(afterItem, to: afterSeparator, text: Array(op.separator.utf8), label: .itemSeparator(variable: spec.name))
            for start in [from, afterSeparator] {
                if op.isNamed {
                    writeNamed(spec.name, item: item, op, from: start, to: afterItem)
                } else {
                    writeValue(spec.name, item, op, nonEmpty: false, from: start, to: afterItem)
                }
            }
        } else {
            var start = from
            if op.isNamed {
                start = automaton.addState()
                automaton.connect(from, to: start, text: Array((spec.name + "=").utf8), label: .name(variable: spec.name))
            }
            automaton.connect(afterItem, to: afterSeparator, text: Array(",".utf8), label: .itemSeparator(variable: spec.name))
            writeValue(spec.name, item, op, nonEmpty: false, from: start, to: afterItem)
            writeValue(spec.name, item, op, nonEmpty: false, from: afterSeparator, to: afterItem)
        }
    }

    /// `name=value`, or the name and the operator's `ifemp` for an empty value (`;x`, `?x=`).
    private mutating func writeNamed(_ name: String, item: VariableType, _ op: ExpressionOperator, from: Int, to target: Int) {
        let label = PartLabel.name(variable: name)
        let afterName = automaton.addState()
        automaton.connect(from, to: afterName, text: Array(name.utf8), label: label)
        if item.canBeEmpty {
            automaton.connect(afterName, to: target, text: Array(op.ifEmpty.utf8), label: label)
        }
        let afterEquals = automaton.addState()
        automaton.connect(afterName, to: afterEquals, text: Array("=".utf8), label: label)
        writeValue(name, item, op, nonEmpty: true, from: afterEquals, to: target)
    }

    /// The written language of one scalar value.
    private mutating func writeValue(_ name: String, _ type: VariableType, _ op: ExpressionOperator, nonEmpty: Bool, from: Int, to target: Int) {
        let label = PartLabel.content(variable: name)
        if let tokens = type.tokens {
            for token in tokens {
                let written = WrittenText.value(token, under: op)
                if !written.isEmpty || !nonEmpty { automaton.connect(from, to: target, text: written, label: label) }
            }
            return
        }
        switch type {
        case .integer:
            let digits = ByteSet(ascii: "0123456789")
            let signed = automaton.addState()
            let afterDigit = automaton.addState()
            automaton.connect(from, to: signed, bytes: ByteSet(ascii: "-"), label: label)
            automaton.connect(from, to: afterDigit, bytes: digits, label: label)
            automaton.connect(signed, to: afterDigit, bytes: digits, label: label)
            automaton.connect(afterDigit, to: afterDigit, bytes: digits, label: label)
            automaton.connectEmpty(afterDigit, to: target)
        default:
            let loop = automaton.addState()
            if nonEmpty {
                writeCharacter(label, op, from: from, to: loop)
            } else {
                automaton.connectEmpty(from, to: loop)
            }
            writeCharacter(label, op, from: loop, to: loop)
            automaton.connectEmpty(loop, to: target)
        }
    }

    /// One character of text: a byte the operator writes raw, or the `%XX` triplet the expander
    /// writes for any other byte (upper-case hexadecimal, never for a byte it writes raw).
    private mutating func writeCharacter(_ label: PartLabel, _ op: ExpressionOperator, from: Int, to target: Int) {
        let raw = WrittenText.rawBytes(under: op)
        automaton.connect(from, to: target, bytes: raw, label: label)
        let afterPercent = automaton.addState()
        automaton.connect(from, to: afterPercent, bytes: ByteSet(ascii: "%"), label: label)
        let highDigits = purpose == .checking ? 0..<8 : 0..<16
        for high in highDigits {
            let lows = (0..<16).filter { !raw.contains(UInt8(high << 4 | $0)) }
            guard !lows.isEmpty else { continue }
            let afterHigh = automaton.addState()
            automaton.connect(afterPercent, to: afterHigh, bytes: ByteSet([WrittenText.hexDigits[high]]), label: label)
            automaton.connect(afterHigh, to: target, bytes: ByteSet(lows.map { WrittenText.hexDigits[$0] }), label: label)
        }
    }
}
