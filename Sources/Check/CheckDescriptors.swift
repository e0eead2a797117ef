import Load

extension Checker {
    /// Ids a descriptor may not take, because every message already has a field of that name.
    static let reservedDescriptorIDs: Set<String> = ["app", "mode", "scheme", "flags", "unknownDescriptors"]

    func checkDescriptors(_ list: Located<[JSONNode]>?) -> [Schema.Descriptor]? {
        var ids = UniqueNames("descriptor id", diagnostics: diagnostics)
        // An enum descriptor names a type in every language: on the JVM a class, written to its
        // own class file, and a case-insensitive file system cannot hold two that differ in case.
        var enumTypes = UniqueNames("descriptor id", diagnostics: diagnostics, normalize: { $0.lowercased() }) { name, first in
            "enum descriptor id '\(name)' differs from '\(first)' only in letter case: Kotlin's class files for the two enums would be one file on a case-insensitive file system (macOS, Windows)"
        }
        var keys = UniqueNames("descriptor key", diagnostics: diagnostics)
        // The `sameHostAs` targets to look up once every descriptor is declared, with the
        // descriptor naming each.
        var sameHostLinks: [(descriptor: String, target: Located<String>)] = []
        var sameHostValid = true
        let descriptors = checkList(list, key: "descriptors", kind: "descriptor") { (object: ObjectReader) -> Schema.Descriptor? in
            let id = identifier(object, kind: "descriptor")
            // Format 2 checks keys per message: a descriptor used only in path segments has none,
            // and two descriptors used by different messages may share one (Obsidian's `name`).
            let key = token(object, key: "key", kind: "descriptor key", required: version == 1)
            if let id { locations.record(.descriptor(id.value), object) }
            let type = descriptorType(object, id: id?.value)
            let sameHostAs = self.sameHostAs(object, type: type)
            let doc = text(object, key: "doc", kind: .doc)
            if let id, let sameHostAs {
                if sameHostAs.value == id.value {
                    diagnostics.error("descriptor '\(id.value)': a descriptor cannot share a host with itself", at: sameHostAs.location)
                    sameHostValid = false
                } else {
                    sameHostLinks.append((id.value, sameHostAs))
                }
            }
            if let id, ids.insert(id) {
                descriptorIDs.insert(id.value)
                if type?.enumValues != nil { enumTypes.insert(id) }
            }
            if let key, version == 1 { keys.insert(key) }
            if let id, Self.reservedDescriptorIDs.contains(id.value) {
                diagnostics.error(
                    "descriptor id '\(id.value)' is reserved: every message already has a field named '\(id.value)'",
                    at: id.location)
                return nil
            }
            guard let id, let type, key != nil || version == 2 else { return nil }
            return Schema.Descriptor(id: id.value, key: key?.value, type: type, sameHostAs: sameHostAs?.value, doc: doc?.value)
        }
        let byID = Self.byID(descriptors ?? [])
        let targetsValid = checkSameHostTargets(sameHostLinks, descriptorsByID: byID)
        guard sameHostValid, targetsValid, let descriptors else { return nil }
        descriptorsByID = byID
        return descriptors
    }

    /// `sameHostAs`, which only a `url` descriptor may have: another type refuses it, so an
    /// unexpected-key error never lists it as expected there. A descriptor whose type is broken
    /// reads it, as the `url` descriptor it may be meant to be.
    private func sameHostAs(_ object: ObjectReader, type: Schema.DescriptorType?) -> Located<String>? {
        guard let type, !type.isURL else { return object.string("sameHostAs", required: false) }
        if let key = object.refuse("sameHostAs") {
            diagnostics.error("\(object.what): only a 'url' descriptor may have 'sameHostAs'", at: key)
        }
        return nil
    }

    /// The rest of `sameHostAs` once every descriptor is read: its target is a declared `url`
    /// descriptor. The descriptors are looked up by id in a table made once, so the check stays
    /// linear in their number.
    private func checkSameHostTargets(
        _ links: [(descriptor: String, target: Located<String>)], descriptorsByID: [String: Schema.Descriptor]
    ) -> Bool {
        var valid = true
        for (descriptor, target) in links {
            let problem: String? =
                if let declared = descriptorsByID[target.value], !declared.type.isURL {
                    "'sameHostAs' must name a 'url' descriptor; '\(declared.id)' is not one"
                } else if !descriptorIDs.contains(target.value) {
                    Suggestion.appended(
                        to: "'sameHostAs' names '\(target.value)', which is not declared in 'descriptors'", for: target.value,
                        among: descriptorIDs)
                } else { nil }
            if let problem {
                diagnostics.error("descriptor '\(descriptor)': \(problem)", at: target.location)
                valid = false
            }
        }
        return valid
    }

    /// Each descriptor by its id, the first of a repeated id (which the checker has refused).
    private static func byID(_ descriptors: [Schema.Descriptor]) -> [String: Schema.Descriptor] {
        Dictionary(descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `id` is the descriptor's, when valid, to locate its enum values.
    private func descriptorType(_ object: ObjectReader, id: String?) -> Schema.DescriptorType? {
        guard let type = object.string("type") else { return nil }
        switch type.value {
        case "url": return urlType(object)
        case "scheme": return .scheme
        case "text": return version == 1 ? .text(.none) : textType(object)
        case "flag": return flagType(object)
        case "enum": return enumType(object, descriptorID: id)
        case "integer", "presence", "date", "dateTime", "list":
            if version == 2 { return urlGrammarType(type.value, object, descriptorID: id) }
            diagnostics.error(
                "descriptor type '\(type.value)' belongs to the URL grammar and needs schemaVersion 2", at: type.location)
            return nil
        default:
            let known = version == 1 ? "'url', 'scheme', 'text', 'flag' or 'enum'" : "'url', 'scheme', 'text', 'flag', 'enum', 'integer', 'presence', 'date', 'dateTime' or 'list'"
            diagnostics.error("unknown descriptor type '\(type.value)'; expected \(known)", at: type.location)
            return nil
        }
    }

    func flagType(_ object: ObjectReader) -> Schema.DescriptorType? {
        let yes = token(object, key: "true", kind: "flag token")
        let no = token(object, key: "false", kind: "flag token")
        guard let yes, let no else { return nil }
        guard yes.value != no.value else {
            diagnostics.error("a flag's 'true' and 'false' tokens must differ; both are '\(no.value)'", at: no.location)
            return nil
        }
        return .flag(trueToken: yes.value, falseToken: no.value)
    }

    func enumType(_ object: ObjectReader, descriptorID: String?) -> Schema.DescriptorType? {
        var ids = UniqueNames.sameWords("enum value id", cName: "constant", diagnostics: diagnostics)
        var tokens = UniqueNames("enum value token", diagnostics: diagnostics)
        let values = checkList(object.array("values"), key: "values", kind: "enum value") {
            (value: ObjectReader) -> Schema.EnumValue? in
            let id = identifier(value, kind: "enum value")
            let token = token(value, key: "token", kind: "enum value token")
            let doc = text(value, key: "doc", kind: .doc)
            if let id, let descriptorID { locations.record(.enumValue(descriptor: descriptorID, value: id.value), value) }
            if let id { ids.insert(id) }
            if let token { tokens.insert(token) }
            guard let id, let token else { return nil }
            return Schema.EnumValue(id: id.value, token: token.value, doc: doc?.value)
        }
        return values.map { Schema.DescriptorType.enumeration($0) }
    }
}
