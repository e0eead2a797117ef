import Check

extension Comparison {
    /// Fields are matched by their descriptor, followed through a rename.
    func compareFields(_ oldMessage: Schema.Message, _ newMessage: Schema.Message) {
        let message = newMessage.id
        var matchedInOldOrder: [String] = []
        for oldField in oldMessage.fields {
            let newID = descriptors[oldField.descriptorID]?.id
            guard let newID, let newField = newMessage.fields.first(where: { $0.descriptorID == newID }) else {
                report(
                    .fieldRemoved, "field '\(oldField.descriptorID)' of message '\(oldMessage.id)' removed",
                    in: .old, at: .field(message: oldMessage.id, descriptor: oldField.descriptorID))
                continue
            }
            matchedInOldOrder.append(newID)
            compareField(oldField, newField, message: message, oldMessage: oldMessage.id)
        }
        for newField in newMessage.fields where !matchedInOldOrder.contains(newField.descriptorID) {
            let element = SchemaElement.field(message: message, descriptor: newField.descriptorID)
            if newField.isRequired {
                report(
                    .requiredFieldAdded, "required field '\(newField.descriptorID)' added to message '\(message)'",
                    in: .new, at: element)
            } else {
                report(
                    .optionalFieldAdded, "optional field '\(newField.descriptorID)' added to message '\(message)'",
                    in: .new, at: element)
            }
        }
        let matchedInNewOrder = newMessage.fields.map(\.descriptorID).filter(matchedInOldOrder.contains)
        if matchedInNewOrder != matchedInOldOrder {
            report(
                .fieldReordered, "message '\(message)': fields reordered from \(matchedInOldOrder.joined(separator: ", ")) to \(matchedInNewOrder.joined(separator: ", "))",
                in: .new, at: .message(message), key: "fields")
        }
    }

    private func compareField(_ oldField: Schema.Field, _ newField: Schema.Field, message: String, oldMessage: String) {
        let element = SchemaElement.field(message: message, descriptor: newField.descriptorID)
        let what = "field '\(newField.descriptorID)' of message '\(message)'"
        if !oldField.isRequired, newField.isRequired {
            report(.fieldMadeRequired, "\(what) made required", in: .new, at: element, key: "required")
        } else if oldField.isRequired, !newField.isRequired {
            report(.fieldMadeOptional, "\(what) made optional", in: .new, at: element, key: "required")
        }
        let modes = modeListChange(old: oldField.modeIDs, new: newField.modeIDs)
        if !modes.dropped.isEmpty {
            report(
                .fieldModesNarrowed, "\(what) no longer allowed in \(Self.list("mode", modes.dropped))",
                in: .new, at: element, key: "modes")
        }
        if !modes.gained.isEmpty {
            report(
                .fieldModesWidened, "\(what) now allowed in \(Self.list("mode", modes.gained))",
                in: .new, at: element, key: "modes")
        }
        if !oldField.checksAppLimits, newField.checksAppLimits {
            report(.fieldAppLimitsAdded, "\(what) now checked against the app's limits", in: .new, at: element, key: "appLimits")
        } else if oldField.checksAppLimits, !newField.checksAppLimits {
            report(
                .fieldAppLimitsRemoved, "\(what) no longer checked against the app's limits",
                in: .old, at: .field(message: oldMessage, descriptor: oldField.descriptorID), key: "appLimits")
        }
    }

    /// `mode 'view'` or `modes 'view', 'edit'`.
    static func list(_ noun: String, _ ids: [String]) -> String {
        (ids.count == 1 ? noun : noun + "s") + " " + ids.map { "'\($0)'" }.joined(separator: ", ")
    }
}
