import Check
import IR

/// Translates a checked schema into the IR every backend reads.
public enum Lowering {
    public static func lower(_ schema: Schema, provenance: Provenance) -> IRModule {
        let descriptors = Dictionary(uniqueKeysWithValues: schema.descriptors.map { ($0.id, $0) })
        let allModeIDs = schema.modes.map(\.id)
        return IRModule(
            name: schema.name,
            doc: schema.doc,
            provenance: provenance,
            modes: schema.modes.map { IRMode(id: $0.id, token: $0.token, doc: $0.doc, isDefault: $0.isDefault) },
            apps: schema.apps.map { app in
                IRApp(
                    id: app.id, name: app.name, scheme: app.scheme, appStoreID: app.appStoreID,
                    storeURL: app.storeURL, modeIDs: orderedModes(app.modeIDs, declared: allModeIDs), doc: app.doc)
            },
            enums: schema.descriptors.compactMap(lowerEnum),
            messages: schema.messages.map { message in
                IRMessage(
                    id: message.id,
                    address: message.address == .app ? .app : .caller,
                    fields: message.fields.map { lowerField($0, descriptor: descriptors[$0.descriptorID]!) },
                    doc: message.doc)
            },
            errorKinds: ErrorKinds.all)
    }

    /// An app's modes in declaration order, whatever order the app listed them in.
    private static func orderedModes(_ listed: [String]?, declared: [String]) -> [String] {
        guard let listed else { return declared }
        return declared.filter(listed.contains)
    }

    private static func lowerEnum(_ descriptor: Schema.Descriptor) -> IREnum? {
        guard case .enumeration(let values) = descriptor.type else { return nil }
        return IREnum(
            id: descriptor.id,
            cases: values.map { IREnumCase(id: $0.id, token: $0.token, doc: $0.doc) },
            doc: descriptor.doc)
    }

    private static func lowerField(_ field: Schema.Field, descriptor: Schema.Descriptor) -> IRField {
        IRField(
            id: descriptor.id, key: descriptor.key, isRequired: field.isRequired,
            encoding: encoding(of: descriptor), doc: descriptor.doc)
    }

    private static func encoding(of descriptor: Schema.Descriptor) -> IREncoding {
        switch descriptor.type {
        case .url: return .url
        case .scheme: return .scheme
        case .text: return .text
        case .flag(let yes, let no): return .flag(trueToken: yes, falseToken: no)
        case .enumeration: return .enumeration(enumID: descriptor.id)
        }
    }
}
