import Load

/// One message's checked fields and flags, for the rules that relate them to each other.
struct MessageContext {
    let owner: String
    /// Where the message is declared, for the rules that span several of its keys.
    let location: SourceLocation
    let fields: [Schema.Field]
    /// nil when the descriptors were broken; the rules that need types are then skipped.
    let descriptors: [String: Schema.Descriptor]?
    let flags: [Schema.Flag]

    /// A flag token equal to one of the message's keys would make `|tok|` mean two things.
    func checkKeysAgainstFlags(_ diagnostics: DiagnosticCollector) -> Bool {
        guard let descriptors, !flags.isEmpty else { return true }
        let keys = Set(fields.compactMap { descriptors[$0.descriptorID]?.key })
        let clashes = Set(flags.map { $0.token }).intersection(keys).sorted()
        for token in clashes {
            diagnostics.error("\(owner): flag token '\(token)' is also one of its descriptor keys", at: location)
        }
        return clashes.isEmpty
    }

    /// A field that must share a host with another needs that other field in the same message.
    /// The set of the message's field ids is made only for a message with such a field: few have one.
    func checkSameHostFields(_ diagnostics: DiagnosticCollector) -> Bool {
        guard let descriptors else { return true }
        let sameHostFields = fields.filter { descriptors[$0.descriptorID]?.sameHostAs != nil }
        if sameHostFields.isEmpty { return true }
        let ids = Set(fields.map { $0.descriptorID })
        var valid = true
        for field in sameHostFields {
            if let other = descriptors[field.descriptorID]?.sameHostAs, !ids.contains(other) {
                diagnostics.error(
                    "\(owner) has field '\(field.descriptorID)', which must share a host with '\(other)', but not field '\(other)'",
                    at: location)
                valid = false
            }
        }
        return valid
    }

    /// Why `field` cannot carry the abbreviated form, or nil when it can: it must be the
    /// message's one required field, and a URL.
    func abbreviationProblem(field id: String) -> String? {
        guard let field = fields.first(where: { $0.descriptorID == id }) else {
            return "the abbreviated form names field '\(id)', which is not a field of \(owner)"
        }
        if let type = descriptors?[id]?.type, !type.isURL {
            return "the abbreviated form's field must be a 'url' field; '\(id)' is not one"
        }
        guard field.isRequired, fields.filter({ $0.isRequired }).count == 1 else {
            return "the abbreviated form's field must be the only required field of \(owner)"
        }
        return nil
    }
}
