import Check

extension Comparison {
    func compareDescriptors() {
        let matching = Matching(old: old.descriptors, new: new.descriptors, id: \.id, wireIdentity: \.wireIdentity)
        for descriptor in matching.removed {
            report(
                .descriptorRemoved, "descriptor '\(descriptor.id)' (\(descriptor.keyDescription)) removed",
                in: .old, at: .descriptor(descriptor.id))
        }
        for descriptor in matching.added {
            report(
                .descriptorAdded, "descriptor '\(descriptor.id)' (\(descriptor.keyDescription)) added",
                in: .new, at: .descriptor(descriptor.id))
        }
        for (oldDescriptor, newDescriptor) in matching.pairs {
            compareDescriptor(oldDescriptor, newDescriptor)
        }
    }

    private func compareDescriptor(_ oldDescriptor: Schema.Descriptor, _ newDescriptor: Schema.Descriptor) {
        let element = SchemaElement.descriptor(newDescriptor.id)
        let what = "descriptor '\(newDescriptor.id)'"
        if oldDescriptor.id != newDescriptor.id {
            report(
                .descriptorRenamed, "descriptor '\(oldDescriptor.id)' renamed to '\(newDescriptor.id)' (\(newDescriptor.keyDescription))",
                in: .new, at: element, key: "id")
        } else if oldDescriptor.key != newDescriptor.key {
            report(
                .descriptorKeyChanged, "\(what): key changed from \(oldDescriptor.quotedKey) to \(newDescriptor.quotedKey)",
                in: .new, at: element, key: "key")
        }
        compareType(oldDescriptor, newDescriptor)
        compareSameHost(oldDescriptor, newDescriptor)
        compareDoc(oldDescriptor.doc, newDescriptor.doc, of: what, old: .descriptor(oldDescriptor.id), new: element)
    }

    private func compareType(_ oldDescriptor: Schema.Descriptor, _ newDescriptor: Schema.Descriptor) {
        let element = SchemaElement.descriptor(newDescriptor.id)
        let what = "descriptor '\(newDescriptor.id)'"
        switch (oldDescriptor.type, newDescriptor.type) {
        case (.flag(let oldTrue, let oldFalse), .flag(let newTrue, let newFalse)):
            if oldTrue != newTrue {
                report(
                    .flagTokensChanged, "\(what): 'true' token changed from '\(oldTrue)' to '\(newTrue)'",
                    in: .new, at: element, key: "true")
            }
            if oldFalse != newFalse {
                report(
                    .flagTokensChanged, "\(what): 'false' token changed from '\(oldFalse)' to '\(newFalse)'",
                    in: .new, at: element, key: "false")
            }
        case (.enumeration(let oldValues), .enumeration(let newValues)),
            (.list(.enumeration(let oldValues), _), .list(.enumeration(let newValues), _)):
            compareEnumValues(oldValues, newValues, old: oldDescriptor.id, new: newDescriptor.id)
            if case .list(_, let oldSeparator) = oldDescriptor.type, case .list(_, let newSeparator) = newDescriptor.type,
                oldSeparator != newSeparator
            {
                report(.valueLimitsChanged, "\(what): list separator changed", in: .new, at: element, key: "type")
            }
        case (.url(let oldSchemes), .url(let newSchemes)):
            compareSchemes(oldSchemes, newSchemes, of: newDescriptor.id, old: .descriptor(oldDescriptor.id), new: element)
        case (let oldType, let newType) where oldType.name == newType.name && oldType != newType:
            report(
                .valueLimitsChanged, "\(what): \(oldType.name) \(Self.limitsName(newType)) changed",
                in: .new, at: element, key: "type")
        case (let oldType, let newType) where oldType.name != newType.name:
            report(
                .typeChanged, "\(what): type changed from '\(oldType.name)' to '\(newType.name)'",
                in: .new, at: element, key: "type")
        default:
            return
        }
    }

    /// What differs between two versions of one type: the limits format 2 adds to it.
    private static func limitsName(_ type: Schema.DescriptorType) -> String {
        switch type {
        case .text: "limits (minLength, maxLength, allowed)"
        case .integer: "bounds (min, max)"
        default: "item or separator"
        }
    }

    /// A URL's `schemes` (nil: any), in either grammar, compared ignoring ASCII case: one lost
    /// refuses URLs installed apps send, one gained only lets more through.
    private func compareSchemes(_ oldSchemes: [String]?, _ newSchemes: [String]?, of id: String, old oldElement: SchemaElement, new newElement: SchemaElement) {
        let what = "descriptor '\(id)'"
        switch (oldSchemes, newSchemes) {
        case (nil, nil):
            return
        case (nil, let schemes?):
            report(
                .urlSchemesNarrowed, "\(what) now allows only \(Self.list("scheme", schemes))",
                in: .new, at: newElement, key: "schemes")
        case (_?, nil):
            report(.urlSchemesWidened, "\(what) now allows any scheme", in: .old, at: oldElement, key: "schemes")
        case (let before?, let after?):
            let (oldSet, newSet) = (Set(before.map { $0.lowercased() }), Set(after.map { $0.lowercased() }))
            let lost = before.filter { !newSet.contains($0.lowercased()) }
            let gained = after.filter { !oldSet.contains($0.lowercased()) }
            if !lost.isEmpty {
                report(
                    .urlSchemesNarrowed, "\(what) no longer allows \(Self.list("scheme", lost))",
                    in: .new, at: newElement, key: "schemes")
            }
            if !gained.isEmpty {
                report(
                    .urlSchemesWidened, "\(what) now also allows \(Self.list("scheme", gained))",
                    in: .new, at: newElement, key: "schemes")
            }
        }
    }

    private func compareEnumValues(_ oldValues: [Schema.EnumValue], _ newValues: [Schema.EnumValue], old oldID: String, new newID: String) {
        let matching = Matching(old: oldValues, new: newValues, id: \.id, wireIdentity: \.token)
        for value in matching.removed {
            report(
                .enumValueRemoved, "value '\(value.id)' (token '\(value.token)') of enum '\(oldID)' removed",
                in: .old, at: .enumValue(descriptor: oldID, value: value.id))
        }
        for value in matching.added {
            report(
                .enumValueAdded, "value '\(value.id)' (token '\(value.token)') added to enum '\(newID)'",
                in: .new, at: .enumValue(descriptor: newID, value: value.id))
        }
        for (oldValue, newValue) in matching.pairs {
            let element = SchemaElement.enumValue(descriptor: newID, value: newValue.id)
            if oldValue.id != newValue.id {
                report(
                    .enumValueRenamed, "value '\(oldValue.id)' of enum '\(newID)' renamed to '\(newValue.id)' (token '\(newValue.token)')",
                    in: .new, at: element, key: "id")
            } else if oldValue.token != newValue.token {
                report(
                    .enumValueTokenChanged, "value '\(newValue.id)' of enum '\(newID)': token changed from '\(oldValue.token)' to '\(newValue.token)'",
                    in: .new, at: element, key: "token")
            }
            compareDoc(oldValue.doc, newValue.doc, of: "value '\(newValue.id)' of enum '\(newID)'", old: .enumValue(descriptor: oldID, value: oldValue.id), new: element)
        }
    }

    private func compareSameHost(_ oldDescriptor: Schema.Descriptor, _ newDescriptor: Schema.Descriptor) {
        let oldTarget = oldDescriptor.sameHostAs.map { descriptors[$0]?.id ?? "" }
        guard oldTarget != newDescriptor.sameHostAs else { return }
        let what = "descriptor '\(newDescriptor.id)'"
        if let target = newDescriptor.sameHostAs {
            report(
                .sameHostAdded, "\(what) must now share a host with '\(target)'",
                in: .new, at: .descriptor(newDescriptor.id), key: "sameHostAs")
        } else {
            report(
                .sameHostRemoved, "\(what) no longer has to share a host with '\(oldDescriptor.sameHostAs ?? "")'",
                in: .old, at: .descriptor(oldDescriptor.id), key: "sameHostAs")
        }
    }
}

extension Schema.Descriptor {
    /// What a URI shows of the descriptor: its key. A descriptor without one (format 2, used in
    /// path segments only) is matched by its id alone.
    var wireIdentity: String { key ?? "no key: \(id)" }

    /// `key 'title'`, or `no key`.
    var keyDescription: String { key == nil ? "no key" : "key \(quotedKey)" }

    /// `'title'`, or `none`.
    var quotedKey: String { key.map { "'\($0)'" } ?? "none" }
}
