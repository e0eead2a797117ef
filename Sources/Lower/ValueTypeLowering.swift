import Check
import IR

/// A descriptor's type as the IR has it, the same for a field of either grammar.
enum ValueTypeLowering {
    /// `id` names the enumeration of an enum, or of a list of enum items.
    static func lower(_ type: Schema.DescriptorType, id: String) -> IRValueType {
        switch type {
        case .text(let limits): .text(minLength: limits.minLength, maxLength: limits.maxLength, allowed: limits.allowed)
        case .url(let schemes): .url(schemes: schemes?.map { $0.lowercased() })
        case .integer(let min, let max): .integer(min: min, max: max)
        case .flag(let yes, let no): .boolean(trueToken: yes, falseToken: no)
        case .presence: .presence
        case .enumeration: .enumeration(enumID: id)
        case .date: .date
        case .dateTime: .dateTime
        case .list(let item, .character(let separator)): .list(item: lower(item, id: id), separator: .character(separator))
        case .list(let item, .repeatedKey): .list(item: lower(item, id: id), separator: .repeatedKey)
        case .scheme: .scheme
        }
    }
}
