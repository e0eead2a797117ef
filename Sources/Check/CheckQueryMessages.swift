import Load

extension Checker {
    /// A message with `carriers` (docs/grammar.md, "The URL grammar").
    func checkQueryMessage(
        _ object: ObjectReader, id: Located<String>?, apps: [Schema.App]?, descriptors: [String: Schema.Descriptor]?
    ) -> Schema.QueryMessage? {
        let owner = id.map { "message '\($0.value)'" } ?? "the message"
        refusePipeKeys(["flags", "abbreviated"], of: object, in: owner)
        let carriers = checkCarriers(object.array("carriers"), owner: owner, messageID: id?.value, apps: apps)
        let fields = checkQueryFields(object.array("fields"), owner: owner, allowsRules: true) { descriptor, field in
            if let id { locations.record(.field(message: id.value, descriptor: descriptor), field) }
        }
        let plus = plusMeansSpace(object.string("plus", required: false))
        let callbacks = checkCallbacks(object.node("callbacks", required: false), owner: owner, messageID: id?.value)
        let doc = text(object, key: "doc", kind: .doc)
        guard let id, let carriers, let fields, let plus, let callbacks else { return nil }
        let rules = QueryMessageRules(
            owner: owner, location: object.location, carriers: carriers, descriptors: descriptors, diagnostics: diagnostics)
        guard let checkedFields = rules.requestFields(fields, callbackKinds: callbacks.map(\.kind)) else { return nil }
        var checkedCallbacks: [Schema.Callback] = []
        for callback in callbacks {
            guard let results = rules.callbackFields(callback.fields, kind: callback.kind) else { return nil }
            checkedCallbacks.append(Schema.Callback(kind: callback.kind, fields: results, doc: callback.doc))
        }
        return Schema.QueryMessage(
            id: id.value, carriers: carriers.map(\.carrier), fields: checkedFields, plusMeansSpace: plus,
            callbacks: checkedCallbacks, doc: doc?.value)
    }

    /// Keys of the pipe grammar a URL-grammar element may not have, each refused at itself.
    func refusePipeKeys(_ keys: [String], of object: ObjectReader, in owner: String) {
        for key in keys where object.contains(key) {
            diagnostics.error(
                "'\(key)' belongs to the pipe grammar; \(owner) uses the URL grammar (it has 'carriers')", at: object.refuse(key)!)
        }
    }

    /// A callback's message is named after its request (`addSuccess`): the name must be free,
    /// even ignoring letter case and word breaks (as message ids are compared), and short enough.
    func checkCallbackMessageIDs(_ requests: [(id: Located<String>, message: Schema.QueryMessage)], declared: [Located<String>]) -> Bool {
        var valid = true
        for (requestID, message) in requests {
            for callback in message.callbacks {
                let id = callback.kind.messageID(requestID: message.id)
                let what = "the \(callback.kind.rawValue) callback of message '\(message.id)' is lowered to a message named '\(id)'"
                if let clash = declared.first(where: { $0.value.lowercased() == id.lowercased() || Rules.words($0.value) == Rules.words(id) }) {
                    diagnostics.error(
                        "\(what), the name of message '\(clash.value)'", at: requestID.location,
                        notes: [Diagnostic(.note, "message '\(clash.value)' declared here", at: clash.location)])
                    valid = false
                } else if id.utf8.count > SchemaLimits.longestName {
                    diagnostics.error(
                        "\(what), which has \(id.utf8.count) characters; an id has at most \(SchemaLimits.longestName)",
                        at: requestID.location)
                    valid = false
                }
            }
        }
        return valid
    }

    /// `"space"` or `"literal"`; absent is literal.
    private func plusMeansSpace(_ plus: Located<String>?) -> Bool? {
        switch plus?.value {
        case nil, "literal": return false
        case "space": return true
        case let other?:
            diagnostics.error(
                "'plus' must be 'space' (parsers read '+' as a space) or 'literal' (they keep it), found '\(other)'",
                at: plus!.location)
            return nil
        }
    }

    /// The `callbacks` object: any of `success`, `error` and `cancel`, in that order whatever
    /// the order written; an absent object declares none.
    private func checkCallbacks(
        _ node: JSONNode?, owner: String, messageID: String?
    ) -> [(kind: Schema.CallbackKind, fields: [QueryFieldDraft], doc: String?)]? {
        guard let node else { return [] }
        guard let object = ObjectReader(node, what: "the 'callbacks' of \(owner)", diagnostics: diagnostics) else { return nil }
        var callbacks: [(kind: Schema.CallbackKind, fields: [QueryFieldDraft], doc: String?)] = []
        var valid = true
        for kind in Schema.CallbackKind.allCases {
            guard let callbackNode = object.node(kind.rawValue, required: false) else { continue }
            let what = "the \(kind.rawValue) callback of \(owner)"
            guard let callback = ObjectReader(callbackNode, what: what, diagnostics: diagnostics) else {
                valid = false
                continue
            }
            if let messageID { locations.record(.callback(message: messageID, kind: kind.rawValue), callback) }
            let list = callback.array("fields", required: false)
            let fields = list.map { list in
                checkQueryFields(list, owner: what, allowsRules: false) { descriptor, field in
                    if let messageID {
                        locations.record(.callbackField(message: messageID, kind: kind.rawValue, descriptor: descriptor), field)
                    }
                }
            } ?? []
            let doc = text(callback, key: "doc", kind: .doc)
            callback.finish()
            guard let fields else {
                valid = false
                continue
            }
            callbacks.append((kind, fields, doc?.value))
        }
        object.finish()
        if callbacks.isEmpty, valid {
            diagnostics.error(
                "'callbacks' must declare at least one of 'success', 'error' and 'cancel'; leave the key out for none",
                at: object.location)
            return nil
        }
        return valid ? callbacks : nil
    }
}
