import Check

extension SchemaElement {
    /// The element this one is written in, to locate a change when this one is absent from the
    /// file it is reported in (an app's limits removed are reported at the app).
    var parent: SchemaElement? {
        switch self {
        case .schema: nil
        case .mode, .descriptor, .message, .app: .schema
        case .enumValue(let descriptor, _): .descriptor(descriptor)
        case .flag(let message, _), .field(let message, _), .abbreviation(let message), .carrier(let message, _),
            .callback(let message, _):
            .message(message)
        case .callbackField(let message, let kind, _): .callback(message: message, kind: kind)
        case .appLimits(let app): .app(app)
        }
    }
}
