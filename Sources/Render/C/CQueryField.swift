import IR
import RenderCore

/// One field of a URL-grammar message in C: its struct member, how it is held, and the C
/// expressions and statements a builder and a parser use for it (`Templates/c/QueryMessage.c.mustache`).
///
/// A field is held as `<prefix>_string` (text, url, date, dateTime: absent when data is NULL),
/// `int64_t`, `bool`, the module's enum type or `<prefix>_string_list`. An optional field of the
/// other types, without a default, has a `has_` member beside it; a field with a default is
/// always set (`<prefix>_init_<message>` sets the default); `presence` is a plain `bool`.
struct CQueryField {
    let field: IRQueryField
    let member: String
    /// The `has_` member, for an optional field that is no string and has no default.
    let presence: String?
    let names: CNames
    let enumStems: [String: String]
    let enums: [String: IREnum]

    var value: String { "message->\(member)" }

    var isString: Bool {
        switch field.value {
        case .text, .url, .date, .dateTime: true
        default: false
        }
    }

    static func needsPresenceMember(_ field: IRQueryField) -> Bool {
        guard !field.isRequired, field.defaultToken == nil else { return false }
        switch field.value {
        case .text, .url, .date, .dateTime, .presence: return false
        default: return true
        }
    }

    /// The member's C type.
    var type: String {
        switch field.value {
        case .text, .url, .date, .dateTime: names.lower("string")
        case .integer: "int64_t"
        case .boolean, .presence: "bool"
        case .enumeration(let id): names.lower(enumStems[id]!)
        case .list: names.lower("string_list")
        }
    }

    /// Whether the caller gave the field (a default counts as given).
    var isGiven: String {
        if let presence { return "message->\(presence)" }
        if isString { return "\(value).data != NULL" }
        if case .presence = field.value { return value }
        return "true"
    }

    /// Whether the caller left the field out; nil for a field that is always given.
    var isAbsent: String? {
        if let presence { return "!message->\(presence)" }
        if isString { return "\(value).data == NULL" }
        if case .presence = field.value { return "!\(value)" }
        return nil
    }

    /// Whether the field counts as absent in a rule: left out, or holding its default.
    var countsAsAbsent: String {
        if let token = field.defaultToken { return holds(token) }
        return isAbsent ?? "false"
    }

    /// Whether the field counts as present in a rule: given, and not holding its default.
    var countsAsPresent: String {
        if let token = field.defaultToken { return "!(\(holds(token)))" }
        return isGiven
    }

    /// Whether the field holds the value written as `token` (a default, or a rule's token).
    func holds(_ token: String) -> String {
        switch field.value {
        case .boolean(let yes, _): return token == yes ? value : "!\(value)"
        case .integer: return "\(value) == \(Self.integer(token))"
        case .enumeration(let id): return "\(value) == \(enumConstant(id, token: token))"
        default: return "\(value).data != NULL && is_token(\(value), \(CNaming.stringLiteral(token)))"
        }
    }

    /// The statement `<prefix>_init_<message>` sets the default with.
    func initializer(_ token: String) -> String {
        switch field.value {
        case .boolean(let yes, _): return "\(value) = \(token == yes);"
        case .integer: return "\(value) = \(Self.integer(token));"
        case .enumeration(let id): return "\(value) = \(enumConstant(id, token: token));"
        default: return "\(value) = \(names.lower("string_of"))(\(CNaming.stringLiteral(token)));"
        }
    }

    /// The builder's check of a given value, or nil when every value of the type is valid.
    func validity(inPath: Bool, isRest: Bool) throws(TemplateError) -> String? {
        switch field.value {
        case .text(let min, let max, let allowed):
            let text = "is_text(\(value), \(textLimits(min: min, max: max, allowed: allowed, inPath: inPath)))"
            return isRest ? "\(text) && is_rest(\(value))" : text
        case .url(let schemes): return "is_url(\(value), \(Self.schemes(schemes)))"
        case .integer(let min, let max): return "\(value) >= \(Self.bound(min, -1)) && \(value) <= \(Self.bound(max, 1))"
        case .boolean, .presence: return nil
        case .enumeration(let id): return "\(names.lower(enumStems[id]!, "token"))(\(value)) != NULL"
        case .date: return "is_date(\(value))"
        case .dateTime: return "is_date_time(\(value))"
        case .list(let item, let separator):
            let (min, max, allowed, character) = try textList(item, separator)
            return "is_text_list(&\(value), \(character), \(textLimits(min: min, max: max, allowed: allowed, inPath: false)))"
        }
    }

    /// The builder's statement writing the field into a path segment.
    func pathWrite(rest: Bool) -> String {
        switch field.value {
        case .integer: return "{ char digits[20]; put_encoded(&writer, decimal(\(value), digits)); }"
        case .enumeration(let id): return "put_encoded(&writer, \(names.lower("string_of"))(\(names.lower(enumStems[id]!, "token"))(\(value))));"
        default: return rest ? "put_rest(&writer, \(value));" : "put_encoded(&writer, \(value));"
        }
    }

    /// The builder's statement writing the field as a query parameter.
    func queryWrite() throws(TemplateError) -> String {
        let key = CNaming.stringLiteral(field.key!)
        let stringOf = names.lower("string_of")
        switch field.value {
        case .text, .url, .date, .dateTime: return "put_value(&writer, &separator, \(key), \(value));"
        case .integer:
            return "{ char digits[20]; put_value(&writer, &separator, \(key), decimal(\(value), digits)); }"
        case .boolean(let yes, let no):
            return "put_value(&writer, &separator, \(key), \(stringOf)(\(value) ? \(CNaming.stringLiteral(yes)) : \(CNaming.stringLiteral(no))));"
        case .presence: return "put_parameter(&writer, &separator, \(key));"
        case .enumeration(let id):
            return "put_value(&writer, &separator, \(key), \(stringOf)(\(names.lower(enumStems[id]!, "token"))(\(value))));"
        case .list(let item, let separator):
            return "put_list(&writer, &separator, \(key), &\(value), \(try textList(item, separator).3));"
        }
    }

    /// When the builder writes the field: given, and not holding its default.
    var writeCondition: String? {
        if let token = field.defaultToken { return "!(\(holds(token)))" }
        if field.isRequired { return nil }
        return isGiven
    }

    /// The parser's statements reading `raw` (a path segment or a parameter's value) into the field.
    func read(raw: String, plus: Bool) throws(TemplateError) -> [String] {
        let plus = plus ? "true" : "false"
        let target = "&\(value)"
        var lines: [String]
        switch field.value {
        case .text(let min, let max, let allowed):
            let limits = textLimits(min: min, max: max, allowed: allowed, inPath: field.key == nil)
            lines = ["read_text_value(&reader, \(raw), \(plus), \(limits), \(target));"]
        case .url(let schemes): lines = ["read_url_value(&reader, \(raw), \(plus), \(Self.schemes(schemes)), \(target));"]
        case .integer(let min, let max):
            lines = ["read_integer_value(&reader, \(raw), \(plus), \(Self.bound(min, -1)), \(Self.bound(max, 1)), \(target));"]
        case .boolean(let yes, let no):
            lines = ["read_boolean_value(&reader, \(raw), \(plus), \(CNaming.stringLiteral(yes)), \(CNaming.stringLiteral(no)), \(target));"]
        case .presence: lines = ["read_presence_value(&reader, &parameter, \(target));"]
        case .enumeration(let id):
            let stem = enumStems[id]!
            lines = [
                "\(value) = (\(names.lower(stem)))read_token_value(&reader, \(raw), \(plus), \(stem)_tokens, COUNT(\(stem)_tokens));"
            ]
        case .date: lines = ["read_date_value(&reader, \(raw), \(plus), is_date, \(target));"]
        case .dateTime: lines = ["read_date_value(&reader, \(raw), \(plus), is_date_time, \(target));"]
        case .list(let item, let separator):
            let (min, max, allowed, character) = try textList(item, separator)
            let limits = textLimits(min: min, max: max, allowed: allowed, inPath: false)
            lines = ["\(value).items = read_text_list_value(&reader, \(raw), \(plus), \(character), \(limits), &\(value).count);"]
        }
        if let presence { lines.append("message->\(presence) = true;") }
        return lines
    }

    // MARK: - Spelling values

    private func textLimits(min: Int?, max: Int?, allowed: String?, inPath: Bool) -> String {
        // A path segment is never empty.
        let lower = Swift.max(min ?? 0, inPath ? 1 : 0)
        return "\(lower), \(max.map(String.init) ?? "SIZE_MAX"), \(allowed.map(CNaming.stringLiteral) ?? "NULL")"
    }

    /// A list's text items and separator; the C backend writes no other lists yet.
    private func textList(_ item: IRValueType, _ separator: IRListSeparator) throws(TemplateError)
        -> (Int?, Int?, String?, String)
    {
        guard case .text(let min, let max, let allowed) = item, case .character(let character) = separator,
            let byte = character.utf8.first, character.utf8.count == 1
        else {
            throw TemplateError(
                "field '\(field.id)': the C backend supports lists of text joined by a separator only",
                template: "c/QueryMessage.c.mustache", line: 0)
        }
        return (min, max, allowed, Self.character(byte))
    }

    private func enumConstant(_ enumID: String, token: String) -> String {
        let stem = enumStems[enumID]!
        return names.upper(stem, CNaming.upperSnakeCase(enumCaseID(enumID, token: token)))
    }

    private func enumCaseID(_ enumID: String, token: String) -> String {
        enums[enumID]?.cases.first { $0.token == token }?.id ?? token
    }

    static func integer(_ token: String) -> String {
        token.hasPrefix("-") ? "-INT64_C(\(token.dropFirst()))" : "INT64_C(\(token))"
    }

    /// An integer's bound, or ±(2^53 − 1) when it has none (`sign` says which).
    static func bound(_ bound: Int64?, _ sign: Int) -> String {
        integer(bound.map(String.init) ?? (sign < 0 ? "-9007199254740991" : "9007199254740991"))
    }

    static func schemes(_ schemes: [String]?) -> String {
        guard let schemes, !schemes.isEmpty else { return "NULL, 0" }
        return "(const char *const[]){ \(schemes.map(CNaming.stringLiteral).joined(separator: ", ")) }, \(schemes.count)"
    }

    /// A C character literal for a printable ASCII byte or a line feed.
    static func character(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\n"): "'\\n'"
        case UInt8(ascii: "'"), UInt8(ascii: "\\"): "'\\\(Character(Unicode.Scalar(byte)))'"
        case 0x20...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        default: "'\\\(String(byte, radix: 8))'"
        }
    }
}
