import Load

extension Checker {
    func checkApps(_ list: Located<[JSONNode]>?) -> [Schema.App]? {
        let ids = UniqueNames.sameWords("app id", cName: "constant", diagnostics: diagnostics)
        let schemes = UniqueNames("app scheme", diagnostics: diagnostics, normalize: { $0.lowercased() })
        guard let list else { return nil }
        if list.value.isEmpty { return [] }
        return checkList(list, key: "apps", kind: "app") { object in
            let id = identifier(object, kind: "app")
            let name = object.string("name")
            let scheme = scheme(object, kind: "app")
            let appStoreID = object.integer("appStoreId", required: false)
            let storeURL = object.string("storeUrl", required: false)
            let modes = appModes(object.array("modes", required: false))
            let doc = object.string("doc", required: false)
            if let id { ids.insert(id) }
            if let scheme { schemes.insert(scheme) }
            if let appStoreID, appStoreID.value <= 0 {
                diagnostics.error("appStoreId must be a positive number, found \(appStoreID.value)", at: appStoreID.location)
            }
            if let storeURL, !Rules.isAbsoluteURL(storeURL.value) {
                diagnostics.error("storeUrl '\(storeURL.value)' is not an absolute URL", at: storeURL.location)
            }
            guard let id, let name, let scheme, modes != .some(nil) else { return nil }
            return Schema.App(
                id: id.value, name: name.value, scheme: scheme.value, appStoreID: appStoreID?.value,
                storeURL: storeURL?.value, modeIDs: modes ?? nil, doc: doc?.value)
        }
    }

    /// `nil` when the key is absent (every mode); `.some(nil)` when it is present but broken.
    private func appModes(_ list: Located<[JSONNode]>?) -> [String]?? {
        guard let list else { return nil }
        if list.value.isEmpty {
            diagnostics.error("an app's 'modes' must list at least one mode; leave the key out to support every mode", at: list.location)
            return .some(nil)
        }
        let used = UniqueNames("mode in the app's list", diagnostics: diagnostics)
        var ids: [String] = []
        for node in list.value {
            guard case .string(let id) = node.value else {
                diagnostics.error("an app's 'modes' must hold mode ids (strings), found \(node.value.kindDescription)", at: node.location)
                return .some(nil)
            }
            guard modeIDs[id] != nil else {
                diagnostics.error("the app lists mode '\(id)', which is not declared in 'modes'", at: node.location)
                return .some(nil)
            }
            guard used.insert(Located(value: id, location: node.location)) else { return .some(nil) }
            ids.append(id)
        }
        return .some(ids)
    }
}
