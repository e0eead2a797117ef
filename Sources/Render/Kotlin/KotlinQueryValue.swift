import IR

/// The Kotlin type of a value (`IRValueType`) in either grammar, and the expressions of a
/// URL-grammar value, for `KotlinQueryMessageContext`. `name` is always a Kotlin string literal naming the value in an
/// error (the query key, or the id of a path field).
enum KotlinQueryValue {
    /// The property's type, without `?`.
    static func type(_ value: IRValueType) -> String {
        switch value {
        case .text, .url, .scheme, .date, .dateTime: return "String"
        case .integer: return "Long"
        case .boolean, .presence: return "Boolean"
        case .enumeration(let id): return KotlinNaming.typeName(id)
        case .list(let item, _): return "List<\(type(item))>"
        }
    }

    /// A String expression of `value` as written before encoding, checking it: it throws
    /// `invalidValue` when the value cannot be written. Not for `presence` or repeated-key lists,
    /// which the message's writer handles itself. `fieldID` names the field's `allowedSet`.
    static func written(_ value: IRValueType, name: String, _ expression: String, fieldID: String) -> String {
        switch value {
        case .text(let minLength, let maxLength, let allowed):
            let limits = textLimits(minLength, maxLength, allowed: allowed == nil ? nil : allowedSetName(fieldID))
            return "UrlCodec.checkText(\(name), \(expression)\(limits))"
        case .url(let schemes):
            return "UrlCodec.checkUrl(\(name), \(expression)\((schemes ?? []).map { ", " + KotlinNaming.stringLiteral($0) }.joined()))"
        case .integer(let min, let max):
            return "UrlCodec.checkInteger(\(name), \(expression)\(integerLimits(min, max))).toString()"
        case .boolean(let yes, let no):
            return "if (\(expression)) \(KotlinNaming.stringLiteral(yes)) else \(KotlinNaming.stringLiteral(no))"
        case .enumeration: return "\(expression).token"
        case .date: return "UrlCodec.checkDate(\(name), \(expression))"
        case .dateTime: return "UrlCodec.checkDateTime(\(name), \(expression))"
        case .list(let item, .character(let separator)):
            return "UrlCodec.join(\(name), \(expression), \(charLiteral(separator))) { item -> \(written(item, name: name, "item", fieldID: fieldID)) }"
        case .presence, .list(_, .repeatedKey):
            preconditionFailure("written by the message's writer")
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        }
    }

    /// An expression reading the decoded String `expression` into the value's type, failing with
    /// `invalidValue`. Not for `presence`, which reads the parameter itself.
    static func read(_ value: IRValueType, name: String, _ expression: String, fieldID: String) -> String {
        switch value {
        case .text, .url, .date, .dateTime: return written(value, name: name, expression, fieldID: fieldID)
        case .integer(let min, let max): return "UrlCodec.readInteger(\(name), \(expression)\(integerLimits(min, max)))"
        case .boolean(let yes, let no):
            return "UrlCodec.readFlag(\(name), \(expression), \(KotlinNaming.stringLiteral(yes)), \(KotlinNaming.stringLiteral(no)))"
        case .enumeration(let id):
            return "\(KotlinNaming.typeName(id)).fromToken(\(expression)) ?: throw UrlCodec.invalid(\(name), \"is not one of its tokens\")"
        case .list(let item, .character(let separator)):
            return "UrlCodec.split(\(name), \(expression), \(charLiteral(separator))) { item -> \(read(item, name: name, "item", fieldID: fieldID)) }"
        case .list(let item, .repeatedKey): return read(item, name: name, "UrlCodec.item(\(name), \(expression))", fieldID: fieldID)
        case .presence: preconditionFailure("read from the parameter")
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        }
    }

    /// The Kotlin expression of a default written as `token` in a URI; nil when the type has none.
    static func defaultValue(_ value: IRValueType, token: String, module: IRModule) -> String? {
        switch value {
        case .text, .url, .date, .dateTime: return KotlinNaming.stringLiteral(token)
        case .integer: return "\(token)L"
        case .boolean(let yes, _): return token == yes ? "true" : "false"
        case .enumeration(let id):
            let typeName = KotlinNaming.typeName(id)
            guard let item = module.enums.first(where: { $0.id == id })?.cases.first(where: { $0.token == token }) else { return nil }
            return "\(typeName).\(KotlinNaming.enumEntryName(item.id, inType: typeName))"
        case .presence, .list: return nil
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        }
    }

    /// The `allowed` characters of a text value, or of a list's text items; nil when there are none.
    static func allowedCharacters(_ value: IRValueType) -> String? {
        switch value {
        case .text(_, _, let allowed): return allowed
        case .list(let item, _): return allowedCharacters(item)
        default: return nil
        }
    }

    /// The companion constant holding a field's `allowed` characters as a `UrlCodec.CharacterSet`,
    /// built once rather than for every value checked: `ID_CHARACTERS` for the field `id`.
    static func allowedSetName(_ fieldID: String) -> String { KotlinNaming.constantName(fieldID) + "_CHARACTERS" }

    /// `, minLength = 1, maxLength = 22, allowed = ID_CHARACTERS`, the limits that are set.
    private static func textLimits(_ minLength: Int?, _ maxLength: Int?, allowed: String?) -> String {
        (minLength.map { ", minLength = \($0)" } ?? "") + (maxLength.map { ", maxLength = \($0)" } ?? "")
            + (allowed.map { ", allowed = " + $0 } ?? "")
    }

    private static func integerLimits(_ min: Int64?, _ max: Int64?) -> String {
        (min.map { ", min = \($0)L" } ?? "") + (max.map { ", max = \($0)L" } ?? "")
    }

    /// A Kotlin Char literal of one ASCII character.
    static func charLiteral(_ character: String) -> String {
        switch character {
        case "\n": return "'\\n'"
        case "\t": return "'\\t'"
        case "\r": return "'\\r'"
        case "'": return "'\\''"
        case "\\": return "'\\\\'"
        default: return "'\(character)'"
        }
    }
}
