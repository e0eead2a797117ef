import IR
import RenderCore

/// The TypeScript of one typed value: its type (in either grammar); for the URL grammar, the expression that checks a
/// value and gives the text a builder writes (before percent-encoding), the expression that reads
/// a parser's decoded text, and the literal of a written token (a default, a rule's value). The
/// helpers they call are in `Templates/typescript/UrlCodec.ts.mustache`.
enum TypeScriptQueryValue {
    /// `string`, `number`, `boolean`, an enum's type, or a readonly array of one.
    static func type(_ value: IRValueType) -> String {
        switch value {
        case .text, .url, .scheme, .date, .dateTime: return "string"
        case .integer: return "number"
        case .boolean, .presence: return "boolean"
        case .enumeration(let id): return TypeScriptNaming.typeName(id)
        case .list(let item, _): return "readonly \(type(item))[]"
        }
    }

    /// The text a builder writes for `value` (an expression of the field's type), checked; `key`
    /// names the field in errors. Presence and repeated-key lists are written by the caller.
    static func written(_ value: IRValueType, key: String, _ expression: String) -> String {
        switch value {
        case .text(let minLength, let maxLength, let allowed):
            return textLimits(minLength, maxLength, allowed).map { "checkText(\(key), \(expression), \($0))" } ?? expression
        case .url(let schemes): return "urlValue(\(key), \(expression)\(schemeList(schemes)))"
        case .integer(let min, let max): return "integerText(\(key), \(expression)\(range(min, max)))"
        case .boolean(let yes, let no):
            return "\(expression) ? \(TypeScriptNaming.stringLiteral(yes)) : \(TypeScriptNaming.stringLiteral(no))"
        case .presence: return expression
        case .enumeration(let id): return "\(TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "Tokens"))[\(expression)]"
        case .date: return "dateValue(\(key), \(expression))"
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        case .dateTime: return "dateTimeValue(\(key), \(expression))"
        case .list(let item, let separator):
            return "listText(\(key), \(expression), \(separatorLiteral(separator)), (item) => \(written(item, key: key, "item")))"
        }
    }

    /// The value a parser reads from `text` (a decoded string expression), checked.
    static func read(_ value: IRValueType, key: String, _ text: String) -> String {
        switch value {
        case .text(let minLength, let maxLength, let allowed):
            return textLimits(minLength, maxLength, allowed).map { "checkText(\(key), \(text), \($0))" } ?? text
        case .url(let schemes): return "urlValue(\(key), \(text)\(schemeList(schemes)))"
        case .integer(let min, let max): return "integerValue(\(key), \(text)\(range(min, max)))"
        case .boolean(let yes, let no):
            return "booleanValue(\(key), \(text), \(TypeScriptNaming.stringLiteral(yes)), \(TypeScriptNaming.stringLiteral(no)))"
        case .presence: return "true"
        case .enumeration(let id):
            return "enumValue(\(key), \(text), \(TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "WithToken")))"
        case .date: return "dateValue(\(key), \(text))"
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        case .dateTime: return "dateTimeValue(\(key), \(text))"
        case .list(let item, let separator):
            return "listValue(\(key), \(text), \(separatorLiteral(separator)), (item) => \(read(item, key: key, "item")))"
        }
    }

    /// The TypeScript value a written token stands for (`"false"` → `false`, an enum token → its case).
    static func literal(_ token: String, of value: IRValueType, enums: [IREnum]) -> String {
        switch value {
        case .boolean(let yes, _): return token == yes ? "true" : "false"
        case .integer: return token
        case .enumeration(let id):
            let typeName = TypeScriptNaming.typeName(id)
            let item = enums.first { $0.id == id }?.cases.first { $0.token == token }
            return typeName + "." + TypeScriptNaming.key(item?.id ?? token)
        default: return TypeScriptNaming.stringLiteral(token)
        }
    }

    /// Whether a path field's checked text is its own segment, with no encoding and no check that
    /// it is not empty: text of at least one character, each an unreserved one (an ASCII letter or
    /// digit, `-`, `.`, `_` or `~`), which percent-encoding leaves as it is.
    static func isOwnSegment(_ value: IRValueType) -> Bool {
        guard case .text(let minLength, _, let allowed?) = value, (minLength ?? 0) > 0 else { return false }
        return allowed.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar))
        }
    }

    /// `{ minLength: 1, allowed: "…" }`, or nil when the text has no limit.
    private static func textLimits(_ minLength: Int?, _ maxLength: Int?, _ allowed: String?) -> String? {
        let members = [
            minLength.map { "minLength: \($0)" }, maxLength.map { "maxLength: \($0)" },
            allowed.map { "allowed: \(TypeScriptNaming.stringLiteral($0))" },
        ].compactMap { $0 }
        return members.isEmpty ? nil : "{ " + members.joined(separator: ", ") + " }"
    }

    /// `, ["obsidian"]`, or nothing when any scheme will do.
    private static func schemeList(_ schemes: [String]?) -> String {
        schemes.map { ", [" + $0.map(TypeScriptNaming.stringLiteral).joined(separator: ", ") + "]" } ?? ""
    }

    /// `, { min: 1 }`, or nothing when the integer has no range.
    private static func range(_ min: Int64?, _ max: Int64?) -> String {
        let members = [min.map { "min: \($0)" }, max.map { "max: \($0)" }].compactMap { $0 }
        return members.isEmpty ? "" : ", { " + members.joined(separator: ", ") + " }"
    }

    private static func separatorLiteral(_ separator: IRListSeparator) -> String {
        if case .character(let character) = separator { return TypeScriptNaming.stringLiteral(character) }
        preconditionFailure("a repeated-key list is written one item per parameter")
    }
}
