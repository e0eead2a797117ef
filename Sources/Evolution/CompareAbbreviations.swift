import Check

extension Comparison {
    func compareAbbreviation(_ oldMessage: Schema.Message, _ newMessage: Schema.Message) {
        let element = SchemaElement.abbreviation(message: newMessage.id)
        let what = "the abbreviated form of message '\(newMessage.id)'"
        switch (oldMessage.abbreviation, newMessage.abbreviation) {
        case (nil, nil):
            return
        case (_?, nil):
            report(
                .abbreviationRemoved, "the abbreviated form of message '\(oldMessage.id)' removed",
                in: .old, at: .abbreviation(message: oldMessage.id))
        case (nil, _?):
            report(.abbreviationAdded, "\(what) added", in: .new, at: element)
        case (let before?, let after?):
            if modeIDs[before.modeID] != after.modeID {
                report(
                    .abbreviationChanged, "\(what): mode changed from '\(before.modeID)' to '\(after.modeID)'",
                    in: .new, at: element, key: "mode")
            }
            if descriptors[before.fieldID]?.id != after.fieldID {
                report(
                    .abbreviationChanged, "\(what): field changed from '\(before.fieldID)' to '\(after.fieldID)'",
                    in: .new, at: element, key: "field")
            }
            comparePrefixes(before.prefixes, after.prefixes, what: what, at: element)
            compareDoc(before.doc, after.doc, of: what, old: .abbreviation(message: oldMessage.id), new: element)
        }
    }

    /// A URL takes the short form when it starts with any prefix, ignoring ASCII case: an old
    /// prefix still works when some new prefix starts it (`http` covers `https://`).
    private func comparePrefixes(_ oldPrefixes: [String], _ newPrefixes: [String], what: String, at element: SchemaElement) {
        func covered(_ prefix: String, by prefixes: [String]) -> Bool {
            prefixes.contains { prefix.lowercased().hasPrefix($0.lowercased()) }
        }
        let lost = oldPrefixes.filter { !covered($0, by: newPrefixes) }
        let gained = newPrefixes.filter { !covered($0, by: oldPrefixes) }
        if !lost.isEmpty {
            report(
                .abbreviationPrefixesNarrowed, "\(what) no longer accepts \(Self.list("prefix", lost))",
                in: .new, at: element, key: "prefixes")
        }
        if !gained.isEmpty {
            report(
                .abbreviationPrefixesWidened, "\(what) now accepts \(Self.list("prefix", gained))",
                in: .new, at: element, key: "prefixes")
        }
    }
}
