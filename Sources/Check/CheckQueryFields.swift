import Load

/// A URL-grammar field as written, with the places of its keys, before the rules that need
/// the whole message (its carriers, its other fields) make it a `Schema.QueryField`.
struct QueryFieldDraft {
    let descriptor: Located<String>
    let required: Located<Bool>?
    let defaultToken: Located<String>?
    let overrides: [Located<String>]
    let requiredWhen: (field: Located<String>, tokens: [Located<String>])?
    let doc: String?
}

extension Checker {
    /// A request's `fields` (`allowsRules`) or a callback's results (no `overrides` or
    /// `requiredWhen`). `record` notes each field's location under its descriptor id.
    func checkQueryFields(
        _ list: Located<[JSONNode]>?, owner: String, allowsRules: Bool, record: (String, ObjectReader) -> Void
    ) -> [QueryFieldDraft]? {
        var used = UniqueNames("field", diagnostics: diagnostics)
        return checkList(list, key: "fields", kind: "field", owner: owner, allowsEmpty: true) { object in
            refusePipeKeys(["modes", "appLimits"], of: object, in: owner)
            let descriptor = object.string("descriptor")
            let required = object.bool("required")
            let defaultToken = text(object, key: "default", kind: .value)
            let overrides = allowsRules ? fieldList(object.array("overrides", required: false), key: "overrides") : []
            let requiredWhen = allowsRules ? self.requiredWhen(object.node("requiredWhen", required: false)) : .some(nil)
            let doc = text(object, key: "doc", kind: .doc)
            guard let descriptor else { return nil }
            record(descriptor.value, object)
            guard descriptorIDs.contains(descriptor.value) else {
                diagnostics.error(
                    Suggestion.appended(
                        to: "\(owner) uses descriptor '\(descriptor.value)', which is not declared in 'descriptors'",
                        for: descriptor.value, among: descriptorIDs),
                    at: descriptor.location)
                return nil
            }
            guard used.insert(descriptor), let overrides, let requiredWhen else { return nil }
            return QueryFieldDraft(
                descriptor: descriptor, required: required, defaultToken: defaultToken, overrides: overrides,
                requiredWhen: requiredWhen, doc: doc?.value)
        }
    }

    /// A non-empty list of field ids (strings) without repeats; absent is none.
    private func fieldList(_ list: Located<[JSONNode]>?, key: String) -> [Located<String>]? {
        guard let list else { return [] }
        if list.value.isEmpty {
            diagnostics.error("'\(key)' must list at least one field; leave the key out for none", at: list.location)
            return nil
        }
        var unique = UniqueNames("'\(key)' entry", diagnostics: diagnostics)
        var ids: [Located<String>] = []
        for node in list.value {
            guard case .string(let id) = node.value else {
                diagnostics.error("'\(key)' must hold field ids (strings), found \(node.value.kindDescription)", at: node.location)
                return nil
            }
            let located = Located(value: id, location: node.location)
            guard unique.insert(located) else { return nil }
            ids.append(located)
        }
        return ids
    }

    /// `{ "field": "<id>", "is": ["<token>", ...] }`; `nil` when absent, `.some(nil)` when broken.
    private func requiredWhen(_ node: JSONNode?) -> (field: Located<String>, tokens: [Located<String>])?? {
        guard let node else { return .some(nil) }
        guard let object = ObjectReader(node, what: "'requiredWhen'", diagnostics: diagnostics) else { return nil }
        let field = object.string("field")
        let list = object.array("is")
        object.finish()
        guard let field, let list else { return nil }
        if list.value.isEmpty {
            diagnostics.error("'is' must list at least one value", at: list.location)
            return nil
        }
        var unique = UniqueNames("'is' value", diagnostics: diagnostics)
        var tokens: [Located<String>] = []
        for node in list.value {
            guard case .string(let token) = node.value else {
                diagnostics.error("'is' must hold values as written in a URI (strings), found \(node.value.kindDescription)", at: node.location)
                return nil
            }
            checkCharacters(token, node: node, kind: .value, what: "value '\(token)' in 'is'")
            let located = Located(value: token, location: node.location)
            guard unique.insert(located) else { return nil }
            tokens.append(located)
        }
        return .some((field, tokens))
    }
}
