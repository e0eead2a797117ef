import URITemplate

/// What a template variable may hold, as far as the checker needs to know: the language of its
/// canonical written form. A minimal stand-in for the schema's field types until carriers are wired.
public indirect enum VariableType: Equatable, Sendable {
    /// Any string.
    case text
    /// `-?[0-9]+`.
    case integer
    /// One of these tokens.
    case enumeration([String])
    /// `true` or `false`.
    case boolean
    /// A non-empty list of values of a scalar type (an empty list is undefined in RFC 6570).
    case list(VariableType)

    /// The tokens of a type written as one of a fixed set of words.
    var tokens: [String]? {
        switch self {
        case .enumeration(let tokens): return tokens
        case .boolean: return ["true", "false"]
        default: return nil
        }
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// Whether some value writes no byte at all (the empty string, or a list of one).
    var canBeEmpty: Bool {
        switch self {
        case .text: return true
        case .integer: return false
        case .enumeration, .boolean: return tokens?.contains("") ?? false
        case .list(let item): return item.canBeEmpty
        }
    }

    /// The most characters a value can have, or nil when unbounded.
    var maximumLength: Int? {
        if let tokens { return tokens.map { $0.unicodeScalars.count }.max() ?? 0 }
        return nil
    }

    /// Whether `value` is a value of this scalar type (a list's item type for lists).
    func accepts(_ value: String) -> Bool {
        if let tokens { return tokens.contains(value) }
        switch self {
        case .integer:
            let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        case .list(let item): return item.accepts(value)
        default: return true
        }
    }

    /// A value the checker fills in for variables a counterexample does not involve.
    var sampleValue: VariableValue {
        switch self {
        case .text: return .string("x")
        case .integer: return .string("1")
        case .enumeration, .boolean: return .string(tokens?.first ?? "")
        case .list(let item): return .list([item.sampleValue.firstString])
        }
    }
}

/// A variable's type and whether it may be left undefined, which omits its part of the expansion.
public struct TemplateVariable: Equatable, Sendable {
    public let type: VariableType
    public let isOptional: Bool

    public init(_ type: VariableType, optional: Bool = false) {
        self.type = type
        isOptional = optional
    }
}

extension VariableValue {
    /// The string of a string value, the first member of a list.
    var firstString: String {
        switch self {
        case .string(let text): return text
        case .list(let items): return items.first ?? ""
        case .pairs(let pairs): return pairs.first?.value ?? ""
        }
    }
}
