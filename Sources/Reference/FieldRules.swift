import IR

/// The rules between a URL message's fields (docs/grammar.md, builders' steps 2 and 3, parsers'
/// steps 8 and 9): required fields, then `requiredWhen`, then `overrides`.
struct FieldRules {
    let message: IRMessage
    let codec: URLValueCodec

    func check(_ values: [String: ReferenceValue]) throws(ReferenceError) {
        if let missing = message.fields.first(where: { $0.isRequired && values[$0.id] == nil }) {
            throw ReferenceError("missingDescriptor", "the required field \(missing.id) is absent", fieldID: missing.id)
        }
        for case .requiredWhen(let fieldID, let whenID, let tokens) in message.rules {
            guard let when = field(whenID), let condition = actedOn(when, values), tokens.contains(codec.token(when.value, condition))
            else { continue }
            if let required = field(fieldID), !countsAsPresent(required, values) {
                throw ReferenceError(
                    "missingDescriptor", "\(fieldID) is required when \(whenID) is one of \(tokens.joined(separator: ", "))",
                    fieldID: fieldID)
            }
        }
        for case .overrides(let winnerID, let loserID) in message.rules {
            guard let winner = field(winnerID), let loser = field(loserID) else { continue }
            if countsAsPresent(winner, values), countsAsPresent(loser, values) {
                throw ReferenceError(
                    "conflictingDescriptors", "\(winnerID) overrides \(loserID), so both cannot be given", fieldID: loserID)
            }
        }
    }

    /// In the rules a field holding its default (a presence field that is false) is absent.
    func countsAsPresent(_ field: IRField, _ values: [String: ReferenceValue]) -> Bool {
        guard let value = values[field.id] else { return false }
        if case .presence = field.value { return value == .boolean(true) }
        return field.defaultToken.map { codec.token(field.value, value) != $0 } ?? true
    }

    /// The value the app acts on: the field's own, else its default.
    private func actedOn(_ field: IRField, _ values: [String: ReferenceValue]) -> ReferenceValue? {
        if let value = values[field.id] { return value }
        return field.defaultToken.flatMap { try? codec.read(field.value, Array($0.utf8)) }
    }

    private func field(_ id: String) -> IRField? { message.fields.first { $0.id == id } }
}
