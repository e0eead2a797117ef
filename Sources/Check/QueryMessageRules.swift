import Load

/// The rules of one URL-grammar message that relate its carriers, fields and callbacks
/// (docs/grammar.md, "The URL grammar"; docs/schema.md, "Schema format 2: the URL grammar").
struct QueryMessageRules {
    let owner: String
    /// Where the message is declared, for the rules that span several of its keys.
    let location: SourceLocation
    let carriers: [CarrierDraft]
    /// nil when the descriptors were broken; the fields are then not checked further.
    let descriptors: [String: Schema.Descriptor]?
    let diagnostics: DiagnosticCollector

    /// The types a path segment can hold: none of them can be absent or written empty.
    private static let pathTypes = ["text", "integer", "enum", "date"]
    /// The types a `requiredWhen` may test: those with a value a schema can spell.
    private static let conditionTypes = ["flag", "enum", "text", "integer"]

    /// The request's fields, then its lowered `x-` fields' ids and keys, which none may take.
    func requestFields(_ drafts: [QueryFieldDraft], callbackKinds: [Schema.CallbackKind]) -> [Schema.QueryField]? {
        var valid = checkPathFields(drafts)
        let pathIDs = Set(carriers.flatMap(\.fieldReferences).map(\.value))
        let hasQueryFields = drafts.contains { !pathIDs.contains($0.descriptor.value) }
        if let opaque = carriers.first(where: { if case .opaque = $0.carrier.form { true } else { false } }),
            hasQueryFields || !callbackKinds.isEmpty
        {
            diagnostics.error(
                "\(opaque.name) of \(owner) is opaque and has no query: all the message's fields must be in its segments, and it can have no callbacks",
                at: opaque.location)
            valid = false
        }
        let reserved: [(id: String, key: String)] =
            callbackKinds.isEmpty ? [] : [(Schema.sourceFieldID, Schema.sourceKey)] + callbackKinds.map { ($0.requestFieldID, $0.requestKey) }
        var keys = UniqueNames("query key", diagnostics: diagnostics)
        var fields: [Schema.QueryField] = []
        let members: [(id: String, key: String?, user: String)] = [
            ("carrier", nil, "the carrier every URL-grammar message holds"),
            ("unknownParameters", nil, "the parameters a parser keeps aside"),
        ]
        for draft in drafts {
            let field = queryField(
                draft, in: owner, isPath: pathIDs.contains(draft.descriptor.value), keys: &keys,
                reserved: members + reserved.map { ($0.id, $0.key, "the \($0.key) field \(owner) gets for its callbacks") })
            if let field { fields.append(field) } else { valid = false }
        }
        valid = checkReferences(drafts, pathIDs: pathIDs) && valid
        return valid ? fields : nil
    }

    /// A callback's results: query fields only, without rules.
    func callbackFields(_ drafts: [QueryFieldDraft], kind: Schema.CallbackKind) -> [Schema.QueryField]? {
        var keys = UniqueNames("query key", diagnostics: diagnostics)
        var fields: [Schema.QueryField] = []
        var valid = true
        for draft in drafts {
            let field = queryField(
                draft, in: "the \(kind.rawValue) callback of \(owner)", isPath: false, keys: &keys,
                reserved: [(Schema.callbackURLFieldID, nil, "the callback URL every callback's message holds")])
            if let field { fields.append(field) } else { valid = false }
        }
        return valid ? fields : nil
    }

    /// Every field a carrier's segments name is a field of the message, in the segments of
    /// every carrier, of a type a segment can hold (a rest segment: text).
    private func checkPathFields(_ drafts: [QueryFieldDraft]) -> Bool {
        let declared = Set(drafts.map(\.descriptor.value))
        var valid = true
        for carrier in carriers {
            for reference in carrier.fieldReferences where !declared.contains(reference.value) {
                diagnostics.error(
                    Suggestion.appended(
                        to: "a segment of \(carrier.name) of \(owner) holds '\(reference.value)', which is not one of its fields",
                        for: reference.value, among: declared),
                    at: reference.location)
                valid = false
            }
        }
        let pathIDs = carriers.flatMap(\.fieldReferences).map(\.value)
        for carrier in carriers {
            let held = Set(carrier.fieldReferences.map(\.value))
            for id in pathIDs where !held.contains(id) && declared.contains(id) {
                diagnostics.error(
                    "\(carrier.name) of \(owner) has no segment for '\(id)', which another carrier holds in one: a path field must be in every carrier",
                    at: carrier.location)
                valid = false
            }
            if let rest = carrier.restField, let type = descriptors?[rest.value]?.type, type.name != "text" {
                diagnostics.error("a rest segment must hold a 'text' field; '\(rest.value)' is '\(type.name)'", at: rest.location)
                valid = false
            }
        }
        return valid
    }

    /// One field of `owner` checked against its descriptor and its place (path or query).
    /// `reserved` are the ids and keys the lowered message already uses, with what uses them.
    private func queryField(
        _ draft: QueryFieldDraft, in owner: String, isPath: Bool, keys: inout UniqueNames, reserved: [(id: String, key: String?, user: String)]
    ) -> Schema.QueryField? {
        let id = draft.descriptor.value
        guard let descriptor = descriptors?[id] else { return nil }
        var valid = true
        func refuse(_ problem: String, at location: SourceLocation) {
            diagnostics.error(problem, at: location)
            valid = false
        }
        if let user = reserved.first(where: { $0.id == id })?.user {
            refuse("\(owner) cannot have a field named '\(id)': that is \(user)", at: draft.descriptor.location)
        }
        if descriptor.sameHostAs != nil {
            refuse("\(owner) uses '\(id)', whose descriptor has 'sameHostAs', which only the pipe grammar checks", at: draft.descriptor.location)
        }
        if isPath {
            if !Self.pathTypes.contains(descriptor.type.name) {
                refuse(
                    "'\(id)' is in a path segment of \(owner), so it must be a 'text', 'integer', 'enum' or 'date' field, not '\(descriptor.type.name)'",
                    at: draft.descriptor.location)
            }
            if let required = draft.required, !required.value {
                refuse("'\(id)' is in a path segment of \(owner), so it is always required", at: required.location)
            }
            if let defaultToken = draft.defaultToken {
                refuse("'\(id)' is in a path segment of \(owner), so it is always written and has no default", at: defaultToken.location)
            }
        } else {
            if descriptor.type == .scheme {
                refuse("'\(id)' is a 'scheme' field, which only the pipe grammar has", at: draft.descriptor.location)
            }
            if let key = descriptor.key {
                if let user = reserved.first(where: { $0.key == key })?.user {
                    refuse("'\(id)' has the key '\(key)' in \(owner): that is the key of \(user)", at: draft.descriptor.location)
                } else if !keys.insert(Located(value: key, location: draft.descriptor.location)) {
                    valid = false
                }
            } else {
                refuse(
                    "'\(id)' is a query field of \(owner), so descriptor '\(id)' needs a 'key' (only a descriptor used in path segments alone may leave it out)",
                    at: draft.descriptor.location)
            }
            if let defaultToken = draft.defaultToken, let problem = defaultProblem(defaultToken.value, draft: draft, type: descriptor.type) {
                refuse("default '\(defaultToken.value)' of '\(id)' in \(owner) \(problem)", at: defaultToken.location)
            }
        }
        guard valid else { return nil }
        return Schema.QueryField(
            descriptorID: id, isRequired: isPath || draft.required?.value == true, defaultToken: draft.defaultToken?.value,
            overrides: draft.overrides.map(\.value),
            requiredWhen: draft.requiredWhen.map { Schema.RequiredWhen(fieldID: $0.field.value, tokens: $0.tokens.map(\.value)) },
            doc: draft.doc)
    }

    private func defaultProblem(_ token: String, draft: QueryFieldDraft, type: Schema.DescriptorType) -> String? {
        if draft.required?.value == true { return "is not allowed: a required field is always written, so it has no default" }
        switch type {
        case .list, .presence: return "is not allowed: a '\(type.name)' field has no default"
        default: return ValueTokens.problem(token, as: type)
        }
    }

    /// `overrides` and `requiredWhen` name other fields of the message; `requiredWhen`'s values
    /// are valid for the field it tests.
    /// A path field is always present, so it can neither win over nor lose to another field.
    private func checkReferences(_ drafts: [QueryFieldDraft], pathIDs: Set<String>) -> Bool {
        let declared = Set(drafts.map(\.descriptor.value))
        var valid = true
        func refuse(_ problem: String, at location: SourceLocation) {
            diagnostics.error(problem, at: location)
            valid = false
        }
        for draft in drafts {
            let id = draft.descriptor.value
            for loser in draft.overrides {
                if pathIDs.contains(id) || pathIDs.contains(loser.value) {
                    let pathField = pathIDs.contains(id) ? id : loser.value
                    refuse(
                        "'\(id)' in \(owner) cannot override '\(loser.value)': '\(pathField)' is a path field, always present",
                        at: loser.location)
                } else if loser.value == id {
                    refuse("'\(id)' in \(owner) cannot override itself", at: loser.location)
                } else if !declared.contains(loser.value) {
                    refuse(
                        Suggestion.appended(
                            to: "'\(id)' in \(owner) overrides '\(loser.value)', which is not one of its fields", for: loser.value,
                            among: declared),
                        at: loser.location)
                }
            }
            guard let condition = draft.requiredWhen else { continue }
            let other = condition.field.value
            if other == id {
                refuse("'requiredWhen' of '\(id)' in \(owner) must test another field", at: condition.field.location)
            } else if !declared.contains(other) {
                refuse(
                    Suggestion.appended(
                        to: "'requiredWhen' of '\(id)' in \(owner) tests '\(other)', which is not one of its fields", for: other,
                        among: declared),
                    at: condition.field.location)
            } else if let type = descriptors?[other]?.type {
                guard Self.conditionTypes.contains(type.name) else {
                    refuse(
                        "'requiredWhen' of '\(id)' in \(owner) tests '\(other)', a '\(type.name)' field; it can test only 'flag', 'enum', 'text' and 'integer' fields",
                        at: condition.field.location)
                    continue
                }
                for token in condition.tokens {
                    if let problem = ValueTokens.problem(token.value, as: type) {
                        refuse("'requiredWhen' value '\(token.value)' of '\(id)' in \(owner) \(problem)", at: token.location)
                    }
                }
            }
        }
        return valid
    }
}
