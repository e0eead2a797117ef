/// A template's context as a typed value: a struct whose stored properties are the names its
/// template reads, so the generator's compiler checks every name a backend sets and every value
/// it must give, where a dictionary of names would leave a misspelled or forgotten one for the
/// template to meet at render time.
///
/// A property is a `String`, a `Bool`, another context, an optional (nil renders as false), an
/// array of any of these, or a `TemplateValue`; `TemplateValue(_:)` reads them in order.
public protocol TemplateContext: Sendable {}

extension TemplateValue {
    /// The context's stored properties as an object, each under its property's name.
    public init(_ context: some TemplateContext) {
        self = Self.reflecting(context)
    }

    private static func reflecting(_ value: Any) -> TemplateValue {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let given as TemplateValue: return given
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { reflecting($0.value) } ?? .bool(false)
        case .collection: return .list(mirror.children.map { reflecting($0.value) })
        case .struct where value is any TemplateContext:
            return .object(TemplateObject(members: mirror.children.map { (TemplateName($0.label ?? ""), reflecting($0.value)) }))
        default: preconditionFailure("\(type(of: value)) is not a template value: make it a TemplateContext")
        }
    }
}
