import Check
import IR

/// Lowers a URL-grammar message: the request, with the `x-` fields its callbacks add, followed by
/// one message per callback (docs/grammar.md, "Callbacks").
struct QueryLowering {
    let descriptors: [String: Schema.Descriptor]

    func lower(_ message: Schema.QueryMessage) -> [IRMessage] {
        let pathIDs = message.pathFieldIDs
        let fields = message.fields.map { lowerField($0, isPath: pathIDs.contains($0.descriptorID)) }
        let request = IRMessage(
            id: message.id,
            fields: fields + Self.callbackRequestFields(message.callbacks.map(\.kind)),
            rules: message.fields.flatMap(rules),
            callback: nil,
            encoding: .url(IRURLEncoding(carriers: message.carriers.map(lowerCarrier), plusMeansSpace: message.plusMeansSpace)),
            doc: message.doc)
        let callbackEncoding = IRURLEncoding(
            carriers: [IRCarrier(id: "default", scheme: .callback, form: .callback, doc: nil)],
            plusMeansSpace: message.plusMeansSpace)
        return [request] + message.callbacks.map { callback in
            IRMessage(
                id: callback.kind.messageID(requestID: message.id),
                fields: callback.fields.map { lowerField($0, isPath: false) },
                rules: [],
                callback: IRCallback(requestID: message.id, kind: IRCallbackKind(callback.kind)),
                encoding: .url(callbackEncoding),
                doc: callback.doc)
        }
    }

    private func lowerCarrier(_ carrier: Schema.Carrier) -> IRCarrier {
        let scheme: IRCarrierScheme =
            switch carrier.scheme {
            case .app(let appID): .app(appID: appID)
            case .literal(let scheme): .literal(scheme.lowercased())
            }
        let form: IRCarrierForm =
            switch carrier.form {
            case .hierarchical(let host, let path): .hierarchical(host: host, path: path.map(lowerSegment))
            case .opaque(let segments): .opaque(segments.map(lowerSegment))
            }
        return IRCarrier(id: carrier.id ?? "default", scheme: scheme, form: form, doc: carrier.doc)
    }

    private func lowerSegment(_ segment: Schema.Segment) -> IRPathSegment {
        switch segment {
        case .literal(let text): .literal(text)
        case .field(let id): .field(fieldID: id)
        case .rest(let id): .rest(fieldID: id)
        }
    }

    /// A path field has no key and is always required (the checker made it so); a field with a
    /// default never is.
    private func lowerField(_ field: Schema.QueryField, isPath: Bool) -> IRField {
        let descriptor = descriptors[field.descriptorID]!
        return IRField(
            id: descriptor.id, key: isPath ? nil : descriptor.key, isRequired: field.isRequired,
            value: ValueTypeLowering.lower(descriptor.type, id: descriptor.id), defaultToken: field.defaultToken,
            doc: field.doc ?? descriptor.doc)
    }

    /// A field's `overrides`, in listed order, then its `requiredWhen`.
    private func rules(_ field: Schema.QueryField) -> [IRFieldRule] {
        field.overrides.map { IRFieldRule.overrides(winnerID: field.descriptorID, loserID: $0) }
            + (field.requiredWhen.map {
                [IRFieldRule.requiredWhen(fieldID: field.descriptorID, whenID: $0.fieldID, tokens: $0.tokens)]
            } ?? [])
    }

    /// `xSource`, then `xSuccess`, `xError`, `xCancel` for the declared callbacks, in that order.
    static func callbackRequestFields(_ kinds: [Schema.CallbackKind]) -> [IRField] {
        guard !kinds.isEmpty else { return [] }
        let source = IRField(
            id: Schema.sourceFieldID, key: Schema.sourceKey, isRequired: false, value: .text(minLength: nil, maxLength: nil, allowed: nil),
            defaultToken: nil, doc: "The calling app's name, which the app may show to the user.")
        return [source] + kinds.map { kind in
            IRField(
                id: kind.requestFieldID, key: kind.requestKey, isRequired: false, value: .url(schemes: nil),
                defaultToken: nil, doc: callbackDocs[kind])
        }
    }

    private static let callbackDocs: [Schema.CallbackKind: String] = [
        .success: "The URL the app opens when the action succeeds, with the results added to its query.",
        .error: "The URL the app opens when the action fails, with the error added to its query.",
        .cancel: "The URL the app opens when the user cancels the action.",
    ]
}

extension IRCallbackKind {
    init(_ kind: Schema.CallbackKind) {
        switch kind {
        case .success: self = .success
        case .error: self = .error
        case .cancel: self = .cancel
        }
    }
}
