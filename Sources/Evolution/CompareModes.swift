import Check

extension Comparison {
    func compareModes() {
        let modes = Matching(old: old.modes, new: new.modes, id: \.id, wireIdentity: \.token)
        for mode in modes.removed {
            report(.modeRemoved, "mode '\(mode.id)' (token '\(mode.token)') removed", in: .old, at: .mode(mode.id))
        }
        for mode in modes.added {
            report(.modeAdded, "mode '\(mode.id)' (token '\(mode.token)') added", in: .new, at: .mode(mode.id))
        }
        for (oldMode, newMode) in modes.pairs {
            if oldMode.id != newMode.id {
                report(
                    .modeRenamed, "mode '\(oldMode.id)' renamed to '\(newMode.id)' (token '\(newMode.token)')",
                    in: .new, at: .mode(newMode.id), key: "id")
            } else if oldMode.token != newMode.token {
                report(
                    .modeTokenChanged, "mode '\(newMode.id)': token changed from '\(oldMode.token)' to '\(newMode.token)'",
                    in: .new, at: .mode(newMode.id), key: "token")
            }
            compareDoc(oldMode.doc, newMode.doc, of: "mode '\(newMode.id)'", old: .mode(oldMode.id), new: .mode(newMode.id))
        }
        compareDefaultMode()
    }

    private func compareDefaultMode() {
        let oldDefault = old.modes.first(where: \.isDefault)
        let newDefault = new.modes.first(where: \.isDefault)
        switch (oldDefault, newDefault) {
        case (nil, nil):
            return
        case (let oldDefault?, nil):
            report(
                .defaultModeRemoved, "mode '\(oldDefault.id)' is no longer the default, and no mode is",
                in: .old, at: .mode(oldDefault.id), key: "default")
        case (nil, let newDefault?):
            report(
                .defaultModeAdded, "mode '\(newDefault.id)' is now the default",
                in: .new, at: .mode(newDefault.id), key: "default")
        case (let oldDefault?, let newDefault?) where modeIDs[oldDefault.id] != newDefault.id:
            report(
                .defaultModeChanged, "the default mode changed from '\(oldDefault.id)' to '\(newDefault.id)'",
                in: .new, at: .mode(newDefault.id), key: "default")
        default:
            return
        }
    }

    /// How a list of modes (an app's or a field's; nil for every mode) changed, in new mode ids
    /// and new declaration order. Only modes of both versions count: `mode-removed` and
    /// `mode-added` report the others.
    func modeListChange(old oldList: [String]?, new newList: [String]?) -> (dropped: [String], gained: [String]) {
        let before = Set((oldList ?? old.modes.map(\.id)).compactMap { modeIDs[$0] })
        let survivors = Set(modeIDs.values)
        let after = Set(newList ?? new.modes.map(\.id))
        let ordered = new.modes.map(\.id)
        let dropped = ordered.filter { before.contains($0) && !after.contains($0) }
        let gained = ordered.filter { survivors.contains($0) && after.contains($0) && !before.contains($0) }
        return (dropped, gained)
    }
}
