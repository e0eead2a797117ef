/// What a backend hands its templates: strings, booleans (for `{{#flag}}`), lists (repeated
/// sections) and objects (named values). Backends build it from the IR; templates only read it.
///
/// Not `indirect`: lists and objects already hold their elements in heap buffers, and boxing every
/// value (a string too) would cost an allocation to build it and a release to free it.
public enum TemplateValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// A repeated name keeps its last value (`TemplateObject`).
    public init(dictionaryLiteral elements: (TemplateName, TemplateValue)...) {
        self = .object(TemplateObject(members: elements))
    }

    /// A list of strings, for `{{#lines}}{{.}}{{/lines}}`. One non-empty string is that string,
    /// which a section renders once as `.`, just as the list of it: no list is allocated for it.
    public static func strings(_ values: [String]) -> TemplateValue {
        if values.count == 1, !values[0].isEmpty { return .string(values[0]) }
        return .list(values.map(TemplateValue.string))
    }

    /// Whether a `{{#name}}` section renders (and `{{^name}}` does not).
    var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let value): return value
        case .list(let items): return !items.isEmpty
        case .object: return true
        }
    }
}
