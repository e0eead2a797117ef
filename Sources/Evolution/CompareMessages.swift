import Check

extension Comparison {
    func compareMessages() {
        let matching = Matching(
            old: old.messages, new: new.messages, id: \.id, oldWireIdentity: oldWireIdentity, newWireIdentity: newWireIdentity)
        for message in matching.removed {
            report(.messageRemoved, "message '\(message.id)' removed", in: .old, at: .message(message.id))
        }
        for message in matching.added {
            report(.messageAdded, "message '\(message.id)' added", in: .new, at: .message(message.id))
        }
        for (oldMessage, newMessage) in matching.pairs {
            compareMessage(oldMessage, newMessage)
        }
    }

    /// A message has no token of its own: what a URI shows of it is its address and its keys,
    /// spelled as the new schema spells them so a descriptor's new key does not hide a rename.
    private func oldWireIdentity(_ message: Schema.Message) -> String {
        let keys = message.fields.map { field in descriptors[field.descriptorID].map { "=\($0.wireIdentity)" } ?? "-\(field.descriptorID)" }
        return message.address.rawValue + " " + keys.sorted().joined(separator: " ")
    }

    private func newWireIdentity(_ message: Schema.Message) -> String {
        let keys = message.fields.map { field in new.descriptors.first { $0.id == field.descriptorID }.map { "=\($0.wireIdentity)" } ?? "" }
        return message.address.rawValue + " " + keys.sorted().joined(separator: " ")
    }

    private func compareMessage(_ oldMessage: Schema.Message, _ newMessage: Schema.Message) {
        let element = SchemaElement.message(newMessage.id)
        if oldMessage.id != newMessage.id {
            report(.messageRenamed, "message '\(oldMessage.id)' renamed to '\(newMessage.id)'", in: .new, at: element, key: "id")
        }
        if oldMessage.address != newMessage.address {
            report(
                .messageAddressChanged, "message '\(newMessage.id)': scheme changed from '\(oldMessage.address.rawValue)' to '\(newMessage.address.rawValue)'",
                in: .new, at: element, key: "scheme")
        }
        compareFlags(oldMessage, newMessage)
        compareFields(oldMessage, newMessage)
        compareAbbreviation(oldMessage, newMessage)
        compareDoc(oldMessage.doc, newMessage.doc, of: "message '\(newMessage.id)'", old: .message(oldMessage.id), new: element)
    }

    private func compareFlags(_ oldMessage: Schema.Message, _ newMessage: Schema.Message) {
        let matching = Matching(old: oldMessage.flags, new: newMessage.flags, id: \.id, wireIdentity: \.token)
        let what = "of message '\(newMessage.id)'"
        for flag in matching.removed {
            report(
                .flagRemoved, "flag '\(flag.id)' (token '\(flag.token)') of message '\(oldMessage.id)' removed",
                in: .old, at: .flag(message: oldMessage.id, flag: flag.id))
        }
        let oldKeys = Set(oldMessage.fields.compactMap { field in old.descriptors.first { $0.id == field.descriptorID }?.key })
        for flag in matching.added {
            let element = SchemaElement.flag(message: newMessage.id, flag: flag.id)
            if oldKeys.contains(flag.token) {
                report(
                    .flagTokenReusesKey, "flag '\(flag.id)' added to message '\(newMessage.id)' with token '\(flag.token)', a key of the message before",
                    in: .new, at: element, key: "token")
            } else {
                report(
                    .flagAdded, "flag '\(flag.id)' (token '\(flag.token)') added to message '\(newMessage.id)'",
                    in: .new, at: element)
            }
        }
        for (oldFlag, newFlag) in matching.pairs {
            let element = SchemaElement.flag(message: newMessage.id, flag: newFlag.id)
            if oldFlag.id != newFlag.id {
                report(
                    .flagRenamed, "flag '\(oldFlag.id)' \(what) renamed to '\(newFlag.id)' (token '\(newFlag.token)')",
                    in: .new, at: element, key: "id")
            } else if oldFlag.token != newFlag.token {
                report(
                    .flagTokenChanged, "flag '\(newFlag.id)' \(what): token changed from '\(oldFlag.token)' to '\(newFlag.token)'",
                    in: .new, at: element, key: "token")
            }
            compareDoc(oldFlag.doc, newFlag.doc, of: "flag '\(newFlag.id)' \(what)", old: .flag(message: oldMessage.id, flag: oldFlag.id), new: element)
        }
    }
}
