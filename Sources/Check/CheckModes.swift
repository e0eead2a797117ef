import Load

extension Checker {
    func checkModes(_ list: Located<[JSONNode]>?) -> [Schema.Mode]? {
        var ids = UniqueNames.sameWords("mode id", cName: "constant", diagnostics: diagnostics)
        var tokens = UniqueNames("mode token", diagnostics: diagnostics)
        var firstDefault: Located<String>?
        return checkList(list, key: "modes", kind: "mode") { object in
            let id = identifier(object, kind: "mode")
            let token = token(object, key: "token", kind: "mode token")
            let doc = text(object, key: "doc", kind: .doc)
            let isDefault = object.bool("default")
            if let id {
                locations.record(.mode(id.value), object)
                ids.insert(id)
                // An id reported for its words is still declared, so apps listing it get no second error.
                modeIDs.insert(id.value)
            }
            if let token { tokens.insert(token) }
            if let isDefault, isDefault.value, let id {
                if let first = firstDefault {
                    diagnostics.error(
                        "two modes are marked default: '\(first.value)' and '\(id.value)'; at most one may be",
                        at: isDefault.location,
                        notes: [Diagnostic(.note, "'\(first.value)' is marked default here", at: first.location)])
                } else {
                    firstDefault = Located(value: id.value, location: isDefault.location)
                }
            }
            guard let id, let token else { return nil }
            return Schema.Mode(id: id.value, token: token.value, doc: doc?.value, isDefault: isDefault?.value ?? false)
        }
    }

    /// A non-empty list of declared mode ids without repeats (an app's or a field's `modes`);
    /// nil, after reporting it, when broken.
    func modeList(_ list: Located<[JSONNode]>, owner: String) -> [String]? {
        if list.value.isEmpty {
            diagnostics.error("\(owner) must list at least one mode; leave the key out to allow every mode", at: list.location)
            return nil
        }
        var used = UniqueNames("mode in the list", diagnostics: diagnostics)
        var ids: [String] = []
        for node in list.value {
            guard case .string(let id) = node.value else {
                diagnostics.error("\(owner) must hold mode ids (strings), found \(node.value.kindDescription)", at: node.location)
                return nil
            }
            guard modeIDs.contains(id) else {
                diagnostics.error(
                    Suggestion.appended(to: "\(owner) lists mode '\(id)', which is not declared in 'modes'", for: id, among: modeIDs),
                    at: node.location)
                return nil
            }
            guard used.insert(Located(value: id, location: node.location)) else { return nil }
            ids.append(id)
        }
        return ids
    }
}
