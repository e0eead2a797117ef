import Check
import IR

/// Translates a checked schema into the IR every backend reads.
public enum Lowering {
    public static func lower(_ schema: Schema, provenance: Provenance) -> IRModule {
        let descriptors = schema.descriptorsByID
        let allModeIDs = schema.modes.map(\.id)
        let pipeMessages = schema.messages.map { lowerPipeMessage($0, descriptors: descriptors, declaredModes: allModeIDs) }
        let urlMessages = schema.queryMessages.flatMap { QueryLowering(descriptors: descriptors).lower($0) }
        return IRModule(
            name: schema.name,
            doc: schema.doc,
            provenance: provenance,
            modes: schema.modes.map { IRMode(id: $0.id, token: $0.token, doc: $0.doc, isDefault: $0.isDefault) },
            apps: schema.apps.map { app in
                IRApp(
                    id: app.id, name: app.name, scheme: app.scheme, appStoreID: app.appStoreID,
                    storeURL: app.storeURL, playPackage: app.playPackage, playStoreURL: app.playStoreURL,
                    modeIDs: orderedModes(app.modeIDs, declared: allModeIDs), maxPathLength: app.limits?.maxPathLength,
                    fileNameExcludes: app.limits?.fileNameExcludes, doc: app.doc)
            },
            enums: schema.descriptors.compactMap(lowerEnum),
            messages: pipeMessages + urlMessages,
            errorKinds: ErrorKinds.kinds(usingPipeGrammar: !pipeMessages.isEmpty, usingURLGrammar: !urlMessages.isEmpty))
    }

    /// A pipe message: every field under its key, and no cross-field rules or callbacks, which the
    /// pipe grammar does not have.
    private static func lowerPipeMessage(
        _ message: Schema.Message, descriptors: [String: Schema.Descriptor], declaredModes: [String]
    ) -> IRMessage {
        let encoding = IRPipeEncoding(
            address: message.address == .app ? .app : .caller,
            flags: message.flags.map { IRFlag(id: $0.id, token: $0.token, doc: $0.doc) },
            abbreviation: message.abbreviation.map {
                IRAbbreviation(modeID: $0.modeID, fieldID: $0.fieldID, prefixes: $0.prefixes, doc: $0.doc)
            })
        return IRMessage(
            id: message.id,
            fields: message.fields.map {
                lowerField($0, of: message, descriptor: descriptors[$0.descriptorID]!, declaredModes: declaredModes)
            },
            rules: [], callback: nil, encoding: .pipe(encoding), doc: message.doc)
    }

    /// An app's modes in declaration order, whatever order the app listed them in.
    private static func orderedModes(_ listed: [String]?, declared: [String]) -> [String] {
        guard let listed else { return declared }
        return declared.filter(listed.contains)
    }

    /// An `enum` descriptor's enumeration, or a list of enum items' (named by the list's id).
    private static func lowerEnum(_ descriptor: Schema.Descriptor) -> IREnum? {
        let values: [Schema.EnumValue]
        switch descriptor.type {
        case .enumeration(let cases), .list(.enumeration(let cases), _): values = cases
        default: return nil
        }
        return IREnum(
            id: descriptor.id,
            cases: values.map { IREnumCase(id: $0.id, token: $0.token, doc: $0.doc) },
            doc: descriptor.doc)
    }

    /// A pipe message's field; the checker gives every descriptor a pipe message uses a key, and
    /// puts the field a `sameHostAs` names in the same message.
    private static func lowerField(
        _ field: Schema.Field, of message: Schema.Message, descriptor: Schema.Descriptor, declaredModes: [String]
    ) -> IRField {
        IRField(
            id: descriptor.id, key: descriptor.key!, isRequired: field.isRequired,
            value: ValueTypeLowering.lower(descriptor.type, id: descriptor.id),
            modeIDs: field.modeIDs.map { declaredModes.filter($0.contains) },
            checksAppLimits: field.checksAppLimits,
            sameHostIndex: descriptor.sameHostAs.map { other in message.fields.firstIndex { $0.descriptorID == other }! },
            doc: descriptor.doc)
    }
}
