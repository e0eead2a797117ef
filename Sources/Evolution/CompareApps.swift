import Check

extension Comparison {
    func compareApps() {
        let matching = Matching(old: old.apps, new: new.apps, id: \.id, wireIdentity: { $0.scheme.lowercased() })
        for app in matching.removed {
            report(.appRemoved, "app '\(app.id)' (scheme '\(app.scheme)') removed", in: .old, at: .app(app.id))
        }
        for app in matching.added {
            report(.appAdded, "app '\(app.id)' (scheme '\(app.scheme)') added", in: .new, at: .app(app.id))
        }
        for (oldApp, newApp) in matching.pairs {
            compareApp(oldApp, newApp)
        }
    }

    private func compareApp(_ oldApp: Schema.App, _ newApp: Schema.App) {
        let element = SchemaElement.app(newApp.id)
        let what = "app '\(newApp.id)'"
        if oldApp.id != newApp.id {
            report(
                .appRenamed, "app '\(oldApp.id)' renamed to '\(newApp.id)' (scheme '\(newApp.scheme)')",
                in: .new, at: element, key: "id")
        } else if oldApp.scheme.lowercased() != newApp.scheme.lowercased() {
            report(
                .appSchemeChanged, "\(what): scheme changed from '\(oldApp.scheme)' to '\(newApp.scheme)'",
                in: .new, at: element, key: "scheme")
        } else if oldApp.scheme != newApp.scheme {
            report(
                .appSchemeCaseChanged, "\(what): scheme changed from '\(oldApp.scheme)' to '\(newApp.scheme)'",
                in: .new, at: element, key: "scheme")
        }
        if oldApp.name != newApp.name {
            report(
                .appDisplayNameChanged, "\(what): name changed from '\(oldApp.name)' to '\(newApp.name)'",
                in: .new, at: element, key: "name")
        }
        let modes = modeListChange(old: oldApp.modeIDs, new: newApp.modeIDs)
        if !modes.dropped.isEmpty {
            report(
                .appModesNarrowed, "\(what) no longer supports \(Self.list("mode", modes.dropped))",
                in: .new, at: element, key: "modes")
        }
        if !modes.gained.isEmpty {
            report(
                .appModesWidened, "\(what) now supports \(Self.list("mode", modes.gained))",
                in: .new, at: element, key: "modes")
        }
        compareLimits(oldApp, newApp)
        compareStoreLinks(oldApp, newApp)
        compareDoc(oldApp.doc, newApp.doc, of: what, old: .app(oldApp.id), new: element)
    }

    private func compareStoreLinks(_ oldApp: Schema.App, _ newApp: Schema.App) {
        let links: [(key: String, old: String?, new: String?)] = [
            ("appStoreId", oldApp.appStoreID.map(String.init), newApp.appStoreID.map(String.init)),
            ("storeUrl", oldApp.storeURL, newApp.storeURL),
            ("playPackage", oldApp.playPackage, newApp.playPackage),
            ("playStoreUrl", oldApp.playStoreURL, newApp.playStoreURL),
        ]
        for link in links where link.old != link.new {
            if link.new == nil {
                report(.storeLinkChanged, "app '\(oldApp.id)': \(link.key) removed", in: .old, at: .app(oldApp.id), key: link.key)
            } else {
                report(
                    .storeLinkChanged, "app '\(newApp.id)': \(link.key) \(link.old == nil ? "added" : "changed")",
                    in: .new, at: .app(newApp.id), key: link.key)
            }
        }
    }
}
