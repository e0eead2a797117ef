import Check

/// Schema format 2's URL-grammar messages: their carriers, fields, rules and callbacks. Fields
/// are matched by their descriptor, followed through a rename, like the pipe grammar's.
extension Comparison {
    func compareQueryMessages() {
        let matching = Matching(
            old: old.queryMessages, new: new.queryMessages, id: \.id,
            oldWireIdentity: { self.shapes($0.carriers, in: self.old) }, newWireIdentity: { self.shapes($0.carriers, in: self.new) })
        for message in matching.removed {
            report(.messageRemoved, "message '\(message.id)' removed", in: .old, at: .message(message.id))
        }
        for message in matching.added {
            report(.messageAdded, "message '\(message.id)' added", in: .new, at: .message(message.id))
        }
        for (oldMessage, newMessage) in matching.pairs {
            compareQueryMessage(oldMessage, newMessage)
        }
    }

    private func compareQueryMessage(_ oldMessage: Schema.QueryMessage, _ newMessage: Schema.QueryMessage) {
        let element = SchemaElement.message(newMessage.id)
        let what = "message '\(newMessage.id)'"
        if oldMessage.id != newMessage.id {
            report(.messageRenamed, "message '\(oldMessage.id)' renamed to '\(newMessage.id)'", in: .new, at: element, key: "id")
        }
        if oldMessage.plusMeansSpace != newMessage.plusMeansSpace {
            report(
                .plusChanged, "\(what): '+' \(newMessage.plusMeansSpace ? "now read as a space" : "no longer read as a space")",
                in: .new, at: element, key: "plus")
        }
        compareCarriers(oldMessage, newMessage)
        compareQueryFields(
            oldMessage.fields, newMessage.fields, owner: what,
            old: { .field(message: oldMessage.id, descriptor: $0) }, new: { .field(message: newMessage.id, descriptor: $0) })
        compareRules(oldMessage, newMessage)
        compareCallbacks(oldMessage, newMessage)
        compareDoc(oldMessage.doc, newMessage.doc, of: what, old: .message(oldMessage.id), new: element)
    }

    /// Carriers are matched by id (a lone carrier without one is `default`); the first is the
    /// one builders write, so another first carrier changes what is sent.
    private func compareCarriers(_ oldMessage: Schema.QueryMessage, _ newMessage: Schema.QueryMessage) {
        let what = "message '\(newMessage.id)'"
        let oldShape = { (carrier: Schema.Carrier) in self.shapes([carrier], in: self.old) }
        let newShape = { (carrier: Schema.Carrier) in self.shapes([carrier], in: self.new) }
        let matching = Matching(
            old: oldMessage.carriers, new: newMessage.carriers, id: \.name, oldWireIdentity: oldShape, newWireIdentity: newShape)
        for carrier in matching.removed {
            report(
                .carrierRemoved, "carrier '\(carrier.name)' (\(oldShape(carrier))) of message '\(oldMessage.id)' removed",
                in: .old, at: .carrier(message: oldMessage.id, carrier: carrier.name))
        }
        for carrier in matching.added {
            report(
                .carrierAdded, "carrier '\(carrier.name)' (\(newShape(carrier))) added to \(what)",
                in: .new, at: .carrier(message: newMessage.id, carrier: carrier.name))
        }
        for (oldCarrier, newCarrier) in matching.pairs {
            let element = SchemaElement.carrier(message: newMessage.id, carrier: newCarrier.name)
            if oldShape(oldCarrier) != newShape(newCarrier) {
                report(
                    .carrierChanged, "carrier '\(newCarrier.name)' of \(what) changed from \(oldShape(oldCarrier)) to \(newShape(newCarrier))",
                    in: .new, at: element)
            } else if oldCarrier.name != newCarrier.name {
                report(
                    .carrierChanged, "carrier '\(oldCarrier.name)' of \(what) renamed to '\(newCarrier.name)'",
                    in: .new, at: element, key: "id")
            }
            compareDoc(
                oldCarrier.doc, newCarrier.doc, of: "carrier '\(newCarrier.name)' of \(what)",
                old: .carrier(message: oldMessage.id, carrier: oldCarrier.name), new: element)
        }
        if let oldFirst = oldMessage.carriers.first, let newFirst = newMessage.carriers.first,
            !matching.pairs.contains(where: { $0.old.name == oldFirst.name && $0.new.name == newFirst.name })
        {
            report(
                .carrierChanged,
                "\(what): builders now write carrier '\(newFirst.name)' (\(newShape(newFirst))) instead of '\(oldFirst.name)' (\(oldShape(oldFirst)))",
                in: .new, at: .message(newMessage.id), key: "carriers")
        }
    }

    /// The fields of a request or of a callback; `old` and `new` locate a field by descriptor id.
    private func compareQueryFields(
        _ oldFields: [Schema.QueryField], _ newFields: [Schema.QueryField], owner: String,
        old oldElement: (String) -> SchemaElement, new newElement: (String) -> SchemaElement
    ) {
        var matched: [String] = []
        for oldField in oldFields {
            guard let newID = descriptors[oldField.descriptorID]?.id, let newField = newFields.first(where: { $0.descriptorID == newID }) else {
                report(.fieldRemoved, "field '\(oldField.descriptorID)' of \(owner) removed", in: .old, at: oldElement(oldField.descriptorID))
                continue
            }
            matched.append(newID)
            let element = newElement(newID)
            let what = "field '\(newID)' of \(owner)"
            if !oldField.isRequired, newField.isRequired {
                report(.fieldMadeRequired, "\(what) made required", in: .new, at: element, key: "required")
            } else if oldField.isRequired, !newField.isRequired {
                report(.fieldMadeOptional, "\(what) made optional", in: .new, at: element, key: "required")
            }
            if oldField.defaultToken != newField.defaultToken {
                report(
                    .defaultChanged, "\(what): default changed from \(Self.quoted(oldField.defaultToken)) to \(Self.quoted(newField.defaultToken))",
                    in: .new, at: element, key: "default")
            }
            compareDoc(oldField.doc, newField.doc, of: what, old: oldElement(oldField.descriptorID), new: element)
        }
        for newField in newFields where !matched.contains(newField.descriptorID) {
            let (rule, kind) = newField.isRequired ? (EvolutionRule.requiredFieldAdded, "required") : (.optionalFieldAdded, "optional")
            report(rule, "\(kind) field '\(newField.descriptorID)' added to \(owner)", in: .new, at: newElement(newField.descriptorID))
        }
        let inNewOrder = newFields.map(\.descriptorID).filter(matched.contains)
        if inNewOrder != matched, let first = newFields.first {
            report(
                .fieldReordered, "\(owner): fields reordered from \(matched.joined(separator: ", ")) to \(inNewOrder.joined(separator: ", "))",
                in: .new, at: newElement(first.descriptorID))
        }
    }

    /// `overrides` and `requiredWhen` rules, compared by what they say, in the new schema's ids.
    private func compareRules(_ oldMessage: Schema.QueryMessage, _ newMessage: Schema.QueryMessage) {
        let oldRules = oldMessage.fields.flatMap { Self.rules(of: $0, renamed: { self.descriptors[$0]?.id ?? $0 }) }
        let newRules = newMessage.fields.flatMap { Self.rules(of: $0, renamed: { $0 }) }
        for rule in newRules where !oldRules.contains(where: { $0.text == rule.text }) {
            report(
                .fieldRuleAdded, "message '\(newMessage.id)': rule \(rule.text) added",
                in: .new, at: .field(message: newMessage.id, descriptor: rule.fieldID), key: rule.key)
        }
        for rule in oldRules where !newRules.contains(where: { $0.text == rule.text }) {
            report(
                .fieldRuleRemoved, "message '\(newMessage.id)': rule \(rule.text) removed",
                in: .new, at: .message(newMessage.id))
        }
    }

    /// A callback removed or added is its message removed or added; the results of one kept
    /// are compared like a request's fields.
    private func compareCallbacks(_ oldMessage: Schema.QueryMessage, _ newMessage: Schema.QueryMessage) {
        for kind in Schema.CallbackKind.allCases {
            let oldCallback = oldMessage.callbacks.first { $0.kind == kind }
            let newCallback = newMessage.callbacks.first { $0.kind == kind }
            let oldElement = SchemaElement.callback(message: oldMessage.id, kind: kind.rawValue)
            let newElement = SchemaElement.callback(message: newMessage.id, kind: kind.rawValue)
            switch (oldCallback, newCallback) {
            case (_?, nil):
                report(
                    .messageRemoved, "message '\(kind.messageID(requestID: oldMessage.id))' removed (the \(kind.rawValue) callback of message '\(oldMessage.id)')",
                    in: .old, at: oldElement)
            case (nil, _?):
                report(
                    .messageAdded, "message '\(kind.messageID(requestID: newMessage.id))' added (the \(kind.rawValue) callback of message '\(newMessage.id)')",
                    in: .new, at: newElement)
            case (let oldCallback?, let newCallback?):
                let owner = "message '\(kind.messageID(requestID: newMessage.id))'"
                compareQueryFields(
                    oldCallback.fields, newCallback.fields, owner: owner,
                    old: { .callbackField(message: oldMessage.id, kind: kind.rawValue, descriptor: $0) },
                    new: { .callbackField(message: newMessage.id, kind: kind.rawValue, descriptor: $0) })
                compareDoc(oldCallback.doc, newCallback.doc, of: owner, old: oldElement, new: newElement)
            case (nil, nil):
                continue
            }
        }
    }

    private static func rules(of field: Schema.QueryField, renamed: (String) -> String) -> [(text: String, fieldID: String, key: String)] {
        let id = renamed(field.descriptorID)
        let overrides = field.overrides.map { ("'\(id)' overrides '\(renamed($0))'", id, "overrides") }
        let requiredWhen = field.requiredWhen.map {
            ("'\(id)' required when '\(renamed($0.fieldID))' is \($0.tokens.map { "'\($0)'" }.joined(separator: " or "))", id, "requiredWhen")
        }
        return overrides + (requiredWhen.map { [$0] } ?? [])
    }

    /// What a URI shows of carriers: their schemes (an app's, in `schema`) and shapes, with field
    /// segments as `{}` (a field's id is not on the wire): `things:///add`, `https://open.spotify.com/{}/{}`.
    func shapes(_ carriers: [Schema.Carrier], in schema: Schema) -> String {
        carriers.map { carrier in
            let scheme: String =
                switch carrier.scheme {
                case .app(let id): (schema.apps.first { $0.id == id }?.scheme ?? id).lowercased()
                case .literal(let scheme): scheme.lowercased()
                }
            switch carrier.form {
            case .hierarchical(let host, let path): return scheme + "://" + ([host.lowercased()] + path.map(Self.segment)).joined(separator: "/")
            case .opaque(let segments): return scheme + ":" + segments.map(Self.segment).joined(separator: ":")
            }
        }.joined(separator: " ")
    }

    private static func segment(_ segment: Schema.Segment) -> String {
        switch segment {
        case .literal(let text): text
        case .field: "{}"
        case .rest: "{...}"
        }
    }

    private static func quoted(_ token: String?) -> String { token.map { "'\($0)'" } ?? "none" }
}

extension Schema.Carrier {
    /// Its id, or `default` for a lone carrier without one (as the IR names it).
    var name: String { id ?? "default" }
}
