import Load

extension Checker {
    func checkApps(_ list: Located<[JSONNode]>?) -> [Schema.App]? {
        var ids = UniqueNames.sameWords("app id", cName: "constant", diagnostics: diagnostics)
        var schemes = UniqueNames("app scheme", diagnostics: diagnostics, normalize: { $0.lowercased() })
        guard let list else { return nil }
        if list.value.isEmpty { return [] }
        return checkList(list, key: "apps", kind: "app") { object in
            let id = identifier(object, kind: "app")
            if let id { locations.record(.app(id.value), object) }
            let name = text(object, key: "name", kind: .displayName, required: true)
            let scheme = scheme(object, kind: "app")
            let appStoreID = object.integer("appStoreId", required: false, in: SchemaLimits.appStoreIDs)
            let storeURL = storeLink(object, key: "storeUrl")
            let playPackage = object.string("playPackage", required: false)
            let playStoreURL = storeLink(object, key: "playStoreUrl")
            let modes = appModes(object.array("modes", required: false))
            let limits = appLimits(of: object, appID: id?.value)
            let doc = text(object, key: "doc", kind: .doc)
            if let id { ids.insert(id) }
            if let scheme { schemes.insert(scheme) }
            if let playPackage, !Rules.isPackageName(playPackage.value) {
                diagnostics.error(
                    "playPackage '\(playPackage.value)' is not an Android package name (dot-separated segments, each a letter then letters, digits or '_')",
                    at: playPackage.location)
            }
            guard let id, let name, let scheme, modes != .some(nil), limits != .some(nil) else { return nil }
            return Schema.App(
                id: id.value, name: name.value, scheme: scheme.value, appStoreID: appStoreID?.value,
                storeURL: storeURL?.value, playPackage: playPackage?.value, playStoreURL: playStoreURL?.value,
                modeIDs: modes ?? nil, limits: limits ?? nil, doc: doc?.value)
        }
    }

    /// `nil` when the key is absent (no limits); `.some(nil)` when it is present but broken.
    private func appLimits(of owner: ObjectReader, appID: String?) -> Schema.AppLimits?? {
        guard let node = owner.node("limits", required: false) else { return nil }
        guard let object = ObjectReader(node, name: .part("the 'limits'", of: owner), diagnostics: diagnostics) else { return .some(nil) }
        if let appID { locations.record(.appLimits(app: appID), object) }
        let maxPathLength = object.integer("maxPathLength", required: false, in: SchemaLimits.pathLengths)
        let excludes = object.string("fileNameExcludes", required: false)
        object.finish()
        var valid = true
        if let excludes, !Rules.isPrintableASCII(excludes.value) {
            diagnostics.error(
                "fileNameExcludes must list printable ASCII characters (no spaces), found '\(excludes.value)'",
                at: excludes.location)
            valid = false
        }
        guard valid else { return .some(nil) }
        return .some(Schema.AppLimits(maxPathLength: maxPathLength?.value, fileNameExcludes: excludes?.value))
    }

    /// `nil` when the key is absent (every mode); `.some(nil)` when it is present but broken.
    private func appModes(_ list: Located<[JSONNode]>?) -> [String]?? {
        guard let list else { return nil }
        return .some(modeList(list, owner: "an app's 'modes'"))
    }
}
