import Load

extension Checker {
    /// `appCount` is nil when the apps list itself was broken, so no second error is piled on.
    func checkMessages(_ list: Located<[JSONNode]>?, appCount: Int?) -> [Schema.Message]? {
        let ids = UniqueNames("message id", diagnostics: diagnostics, normalize: { $0.lowercased() }) { name, first in
            Rules.words(name) == Rules.words(first)
                ? "message id '\(name)' has the same words as '\(first)' (\(Rules.words(name))): C, which spells ids in snake case, would give both the same type and functions, and Kotlin's class files for them would be one file on a case-insensitive file system (macOS, Windows)"
                : "message id '\(name)' differs from '\(first)' only in letter case: Kotlin's class files for them would be one file on a case-insensitive file system (macOS, Windows)"
        }
        return checkList(list, key: "messages", kind: "message") { object in
            let id = identifier(object, kind: "message")
            let address = messageAddress(object.string("scheme"), appCount: appCount)
            let fields = checkFields(object.array("fields"), message: id?.value)
            let doc = object.string("doc", required: false)
            if let id { ids.insert(id) }
            guard let id, let address, let fields else { return nil }
            return Schema.Message(id: id.value, address: address, fields: fields, doc: doc?.value)
        }
    }

    private func messageAddress(_ scheme: Located<String>?, appCount: Int?) -> Schema.Address? {
        guard let scheme else { return nil }
        guard let address = Schema.Address(rawValue: scheme.value) else {
            diagnostics.error(
                "message scheme '\(scheme.value)' must be 'app' (addressed to a declared app) or 'caller' (any scheme the caller chose)",
                at: scheme.location)
            return nil
        }
        if address == .app, appCount == 0 {
            diagnostics.error("a message addressed to 'app' needs at least one app in 'apps'", at: scheme.location)
        }
        return address
    }

    private func checkFields(_ list: Located<[JSONNode]>?, message: String?) -> [Schema.Field]? {
        let used = UniqueNames("field", diagnostics: diagnostics)
        let owner = message.map { "message '\($0)'" } ?? "the message"
        return checkList(list, key: "fields", kind: "field", owner: owner) { object in
            let descriptor = object.string("descriptor")
            let required = object.bool("required")
            guard let descriptor else { return nil }
            guard descriptorIDs.contains(descriptor.value) else {
                diagnostics.error(
                    "\(owner) uses descriptor '\(descriptor.value)', which is not declared in 'descriptors'",
                    at: descriptor.location)
                return nil
            }
            guard used.insert(descriptor) else { return nil }
            return Schema.Field(descriptorID: descriptor.value, isRequired: required?.value ?? false)
        }
    }
}
