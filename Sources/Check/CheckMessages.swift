import Load

extension Checker {
    /// The messages of both grammars, each in declaration order: one with `carriers` uses the URL
    /// grammar, any other the pipe grammar. `apps` is nil when the apps list itself was broken,
    /// and `descriptors` nil when the descriptors were, so no second error is piled on.
    func checkMessages(
        _ list: Located<[JSONNode]>?, apps: [Schema.App]?, descriptors: [Schema.Descriptor]?
    ) -> (pipe: [Schema.Message], query: [Schema.QueryMessage])? {
        var ids = UniqueNames("message id", diagnostics: diagnostics, normalize: { $0.lowercased() }) { name, first in
            Rules.words(name) == Rules.words(first)
                ? "message id '\(name)' has the same words as '\(first)' (\(Rules.words(name))): C, which spells ids in snake case, would give both the same type and functions, and Kotlin's class files for them would be one file on a case-insensitive file system (macOS, Windows)"
                : "message id '\(name)' differs from '\(first)' only in letter case: Kotlin's class files for them would be one file on a case-insensitive file system (macOS, Windows)"
        }
        let types = descriptors == nil ? nil : descriptorsByID
        var declared: [Located<String>] = []
        var requests: [(id: Located<String>, message: Schema.QueryMessage)] = []
        // Each message joins its grammar's list as it is checked; `checkEach` tells whether all
        // were valid.
        var pipe: [Schema.Message] = []
        var query: [Schema.QueryMessage] = []
        let checked = checkEach(list, key: "messages", kind: "message") { object in
            let id = identifier(object, kind: "message")
            if let id {
                locations.record(.message(id.value), object)
                ids.insert(id)
                declared.append(id)
            }
            if object.contains("carriers") {
                // Reported, then checked as what it means to be, so its other problems show too.
                if version == 1 {
                    diagnostics.error("'carriers' (a message in the URL grammar) needs schemaVersion 2", at: object.refuse("carriers")!)
                }
                if object.contains("scheme") {
                    diagnostics.error(
                        "a message has either 'carriers' (the URL grammar) or 'scheme' (the pipe grammar), not both",
                        at: object.refuse("scheme")!)
                }
                let message = checkQueryMessage(object, id: id, apps: apps, descriptors: types)
                if let id, let message { requests.append((id, message)) }
                guard let message else { return false }
                query.append(message)
                return true
            }
            declaresPipeMessages = true
            guard let message = checkPipeMessage(object, id: id, appCount: apps?.count, descriptors: types) else { return false }
            pipe.append(message)
            return true
        }
        let callbackIDsFree = checkCallbackMessageIDs(requests, declared: declared)
        guard checked, callbackIDsFree else { return nil }
        guard version == 1 || checkPipeKeys(pipe, descriptors: descriptors) else { return nil }
        return (pipe, query)
    }

    /// Format 1 makes every descriptor key unique; format 2 lets descriptors of different
    /// URL-grammar messages share one, but the pipe grammar keeps format 1's rule among the
    /// descriptors its messages use.
    private func checkPipeKeys(_ messages: [Schema.Message], descriptors: [Schema.Descriptor]?) -> Bool {
        guard let descriptors else { return true }
        let used = Set(messages.flatMap { $0.fields.map { $0.descriptorID } })
        var keys = UniqueNames("descriptor key", diagnostics: diagnostics)
        var valid = true
        for descriptor in descriptors where used.contains(descriptor.id) {
            guard let key = descriptor.key, let location = locations.location(of: .descriptor(descriptor.id), key: "key") else { continue }
            if !keys.insert(Located(value: key, location: location)) { valid = false }
        }
        return valid
    }

    private func checkPipeMessage(
        _ object: ObjectReader, id: Located<String>?, appCount: Int?, descriptors types: [String: Schema.Descriptor]?
    ) -> Schema.Message? {
        let address = object.string("scheme").flatMap { messageAddress($0, appCount: appCount) }
        let owner = id.map { "message '\($0.value)'" } ?? "the message"
        let flags = checkFlags(object.array("flags", required: false), owner: owner, messageID: id?.value)
        let abbreviation = object.node("abbreviated", required: false)
        let fields = checkFields(
            object.array("fields"), owner: owner, messageID: id?.value, address: address, descriptors: types)
        let doc = text(object, key: "doc", kind: .doc)
        guard let id, let address, let flags, let fields else { return nil }
        let context = MessageContext(owner: owner, location: object.location, fields: fields, descriptors: types, flags: flags)
        guard context.checkKeysAgainstFlags(diagnostics), context.checkSameHostFields(diagnostics) else { return nil }
        var checkedAbbreviation: Schema.Abbreviation?
        if let abbreviation {
            guard let checked = checkAbbreviation(abbreviation, context: context, messageID: id.value) else { return nil }
            checkedAbbreviation = checked
        }
        return Schema.Message(
            id: id.value, address: address, flags: flags, abbreviation: checkedAbbreviation, fields: fields,
            doc: doc?.value)
    }

    /// Takes the scheme unwrapped: unwrapping a `Located<String>?` passed in copies it through the
    /// Swift runtime's description of that optional type.
    private func messageAddress(_ scheme: Located<String>, appCount: Int?) -> Schema.Address? {
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

    /// An absent list is no flags; a present one must declare at least one, and at most
    /// `SchemaLimits.mostFlags`.
    private func checkFlags(_ list: Located<[JSONNode]>?, owner: String, messageID: String?) -> [Schema.Flag]? {
        guard let list else { return [] }
        if list.value.count > SchemaLimits.mostFlags {
            diagnostics.error(
                "\(owner) declares \(list.value.count) flags; a message has at most \(SchemaLimits.mostFlags), the bits C keeps them in (one unsigned, which C99 guarantees only 16 bits)",
                at: list.value[SchemaLimits.mostFlags].location)
        }
        var ids = UniqueNames.sameWords("flag id", cName: "constant", diagnostics: diagnostics)
        var tokens = UniqueNames("flag token", diagnostics: diagnostics)
        return checkList(list, key: "flags", kind: "flag", owner: owner) { object in
            let id = identifier(object, kind: "flag")
            let token = token(object, key: "token", kind: "flag token")
            let doc = text(object, key: "doc", kind: .doc)
            if let id, let messageID { locations.record(.flag(message: messageID, flag: id.value), object) }
            if let id { ids.insert(id) }
            if let token { tokens.insert(token) }
            guard let id, let token else { return nil }
            return Schema.Flag(id: id.value, token: token.value, doc: doc?.value)
        }
    }

    private func checkFields(
        _ list: Located<[JSONNode]>?, owner: String, messageID: String?, address: Schema.Address?,
        descriptors: [String: Schema.Descriptor]?
    ) -> [Schema.Field]? {
        var used = UniqueNames("field", diagnostics: diagnostics)
        return checkList(list, key: "fields", kind: "field", owner: owner) { object in
            let descriptor = object.string("descriptor")
            let required = object.bool("required")
            let modes = fieldModes(object.array("modes", required: false))
            let appLimits = object.bool("appLimits")
            guard let descriptor, modes != .some(nil) else { return nil }
            if let messageID { locations.record(.field(message: messageID, descriptor: descriptor.value), object) }
            guard descriptorIDs.contains(descriptor.value) else {
                diagnostics.error(
                    Suggestion.appended(
                        to: "\(owner) uses descriptor '\(descriptor.value)', which is not declared in 'descriptors'",
                        for: descriptor.value, among: descriptorIDs),
                    at: descriptor.location)
                return nil
            }
            guard used.insert(descriptor) else { return nil }
            if let problem = descriptors?[descriptor.value].flatMap(Self.pipeProblem) {
                diagnostics.error("\(owner) uses descriptor '\(descriptor.value)', \(problem)", at: descriptor.location)
                return nil
            }
            if let appLimits, appLimits.value {
                if let type = descriptors?[descriptor.value]?.type, !type.isURL {
                    diagnostics.error("'appLimits' applies only to 'url' fields; '\(descriptor.value)' is not one", at: appLimits.location)
                    _ = object.refuse("appLimits")
                    return nil
                }
                if address == .caller {
                    diagnostics.error("'appLimits' needs a message addressed to 'app'; \(owner) is addressed to 'caller'", at: appLimits.location)
                    _ = object.refuse("appLimits")
                    return nil
                }
            }
            if let required, required.value, modes != nil {
                diagnostics.error("a required field cannot be limited to some 'modes'", at: required.location)
                _ = object.refuse("modes")
                return nil
            }
            return Schema.Field(
                descriptorID: descriptor.value, isRequired: required?.value ?? false, modeIDs: modes ?? nil,
                checksAppLimits: appLimits?.value ?? false)
        }
    }

    /// Why a pipe message cannot carry the descriptor (format 2 only), or nil when it can.
    private static func pipeProblem(_ descriptor: Schema.Descriptor) -> String? {
        if descriptor.key == nil { return "which has no 'key'; a pipe message writes every field as key|value" }
        switch descriptor.type {
        case .text(let limits) where limits != .none:
            return "whose text limits only URL-grammar messages (those with 'carriers') check"
        case let type where !type.isPipeType:
            return "of type '\(type.name)', which only URL-grammar messages (those with 'carriers') can carry"
        default: return nil
        }
    }

    /// `nil` when the key is absent (every mode); `.some(nil)` when it is present but broken.
    private func fieldModes(_ list: Located<[JSONNode]>?) -> [String]?? {
        guard let list else { return nil }
        return .some(modeList(list, owner: "a field's 'modes'"))
    }

    private func checkAbbreviation(_ node: JSONNode, context: MessageContext, messageID: String) -> Schema.Abbreviation? {
        guard let object = ObjectReader(node, what: "the 'abbreviated' form of \(context.owner)", diagnostics: diagnostics) else {
            return nil
        }
        locations.record(.abbreviation(message: messageID), object)
        let mode = object.string("mode")
        let field = object.string("field")
        let prefixes = object.array("prefixes")
        let doc = text(object, key: "doc", kind: .doc)
        object.finish()
        guard let mode, let field, let prefixes else { return nil }
        var valid = true
        if !modeIDs.contains(mode.value) {
            diagnostics.error(
                Suggestion.appended(
                    to: "the abbreviated form uses mode '\(mode.value)', which is not declared in 'modes'", for: mode.value,
                    among: modeIDs),
                at: mode.location)
            valid = false
        }
        if let problem = context.abbreviationProblem(field: field.value) {
            diagnostics.error(problem, at: field.location)
            valid = false
        }
        var unique = UniqueNames("abbreviation prefix", diagnostics: diagnostics, normalize: { $0.lowercased() })
        var texts: [String] = []
        for prefix in prefixes.value {
            guard case .string(let text) = prefix.value, Rules.isURLPrefix(text) else {
                diagnostics.error(
                    "an abbreviation prefix must be the start of a URL: a scheme and a colon, printable ASCII, no '|'",
                    at: prefix.location)
                valid = false
                continue
            }
            if unique.insert(Located(value: text, location: prefix.location)) { texts.append(text) } else { valid = false }
        }
        if prefixes.value.isEmpty {
            diagnostics.error("'prefixes' must list at least one URL prefix", at: prefixes.location)
            valid = false
        }
        guard valid else { return nil }
        return Schema.Abbreviation(modeID: mode.value, fieldID: field.value, prefixes: texts, doc: doc?.value)
    }
}
