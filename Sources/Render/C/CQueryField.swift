import IR
import RenderCore

/// One field of a URL-grammar message in C: its struct member, how it is held, and the C
/// expressions and statements a builder and a parser use for it (`Templates/c/QueryMessage.c.mustache`).
///
/// A field is held as `<prefix>_string` (text, url, date, dateTime: absent when data is NULL),
/// `int64_t`, `bool`, the module's enum type, or a list: `<prefix>_string_list`,
/// `<prefix>_integer_list` or `<prefix>_<enum>_list`. An optional field of the other types,
/// without a default, has a `has_` member beside it, except a repeated-key list, absent when it
/// has no items; a field with a default is always set (`<prefix>_init_<message>` sets the
/// default); `presence` is a plain `bool`.
struct CQueryField {
    let field: IRField
    let member: String
    /// The `has_` member, for an optional field that is no string and has no default.
    let presence: String?
    let names: CNames
    let enumStems: [String: String]
    let enums: [String: IREnum]
    let allowedBytes: CAllowedBytes

    var value: String { "message->\(member)" }

    var isString: Bool {
        switch field.value {
        case .text, .url, .date, .dateTime: true
        default: false
        }
    }

    /// A repeated-key list: absent when it has no items, since none are written.
    var isRepeated: Bool {
        if case .list(_, .repeatedKey) = field.value { true } else { false }
    }

    static func needsPresenceMember(_ field: IRField) -> Bool {
        guard !field.isRequired, field.defaultToken == nil else { return false }
        switch field.value {
        case .text, .url, .date, .dateTime, .presence, .list(_, .repeatedKey): return false
        default: return true
        }
    }

    /// The member's C type.
    var type: String {
        switch field.value {
        case .text, .url, .scheme, .date, .dateTime: names.lower("string")
        case .integer: "int64_t"
        case .boolean, .presence: "bool"
        case .enumeration(let id): names.lower(enumStems[id]!)
        case .list(.integer, _): names.lower("integer_list")
        case .list(.enumeration(let id), _): names.lower(enumStems[id]!, "list")
        case .list: names.lower("string_list")
        }
    }

    /// Whether the caller gave the field (a default counts as given).
    var isGiven: String {
        if let presence { return "message->\(presence)" }
        if isString { return "\(value).data != NULL" }
        if case .presence = field.value { return value }
        if isRepeated { return "\(value).count > 0" }
        return "true"
    }

    /// Whether the caller left the field out; nil for a field that is always given.
    var isAbsent: String? {
        if let presence { return "!message->\(presence)" }
        if isString { return "\(value).data == NULL" }
        if case .presence = field.value { return "!\(value)" }
        if isRepeated { return "\(value).count == 0" }
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

    /// The builder's statements checking a given value (invalidValue), none when every value of
    /// the type is valid. A list's items are checked one by one, NULL items with a count included.
    /// `restWhen` is nil for a field never in a rest segment, empty when every carrier holds it in
    /// one, else the condition under which the carrier written does.
    func checkLines(inPath: Bool, restWhen: String?) throws(TemplateError) -> [String] {
        if case .list(let item, let separator) = field.value {
            let items = "\(value).items"
            var check = try itemCheck(item, "\(items)[index]")
            if case .character = separator, case .text = item {
                check = "is_list_item(\(items)[index], \(try separatorLiteral(separator))) && \(check)"
            }
            let loop = [
                "for (size_t index = 0; index < \(value).count; index++) {",
                "    require_valid(&writer, \(items) != NULL && \(check));", "}",
            ]
            guard let presence else { return loop }
            return ["if (message->\(presence)) {"] + loop.map { "    " + $0 } + ["}"]
        }
        guard var check = try itemCheck(field.value, value, inPath: inPath) else { return [] }
        if let restWhen {
            check += restWhen.isEmpty ? " && is_rest(\(value))" : " && (!(\(restWhen)) || is_rest(\(value)))"
        }
        guard let absent = isAbsent else { return ["require_valid(&writer, \(check));"] }
        return ["require_valid(&writer, \(absent) || \(check.contains("&&") ? "(\(check))" : check));"]
    }

    /// The check of one value of a type held in `expression`, or nil when every value is valid.
    /// An item of a list is never empty.
    private func itemCheck(_ type: IRValueType, _ expression: String, inPath: Bool = true) throws(TemplateError) -> String? {
        switch type {
        case .text(let min, let max, let allowed):
            return "is_text(\(expression), \(textLimits(min: min, max: max, allowed: allowed, nonEmpty: inPath)))"
        case .url(let schemes): return "is_url(\(expression), \(Self.schemes(schemes)))"
        case .integer(let min, let max): return "\(expression) >= \(Self.bound(min, -1)) && \(expression) <= \(Self.bound(max, 1))"
        case .boolean, .presence: return nil
        case .enumeration(let id): return "\(names.lower(enumStems[id]!, "token"))(\(expression)) != NULL"
        case .date: return "schemegen_is_date(\(expression).data, \(expression).length)"
        case .dateTime: return "schemegen_is_date_time(\(expression).data, \(expression).length)"
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        case .list: throw unsupported("a list of lists")
        }
    }

    private func itemCheck(_ type: IRValueType, _ expression: String) throws(TemplateError) -> String {
        guard let check = try itemCheck(type, expression, inPath: true) else { throw unsupported("a list of this item type") }
        return check
    }

    /// Whether every value of `type` is written as it is: its bytes are all unreserved (RFC 3986:
    /// letters, digits and `-._~`), which escaping keeps, so a builder copies it (`put_string`)
    /// rather than testing each byte. Integers are digits and a `-`.
    static func isWrittenAsIs(_ type: IRValueType, enums: [String: IREnum]) -> Bool {
        switch type {
        case .integer: return true
        case .boolean(let yes, let no): return isUnreserved(yes) && isUnreserved(no)
        case .enumeration(let id): return enums[id].map { $0.cases.allSatisfy { isUnreserved($0.token) } } ?? false
        case .text(_, _, let allowed): return allowed.map(isUnreserved) ?? false
        default: return false
        }
    }

    private static func isUnreserved(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
            default: false
            }
        }
    }

    /// The builder's statement writing the field into a path segment.
    func pathWrite(rest: Bool) -> String {
        let put = Self.isWrittenAsIs(field.value, enums: enums) ? "put_string" : "put_encoded"
        switch field.value {
        case .integer: return "{ char digits[20]; \(put)(&writer, decimal(\(value), digits)); }"
        case .enumeration(let id): return "\(put)(&writer, \(names.lower("string_of"))(\(names.lower(enumStems[id]!, "token"))(\(value))));"
        default: return rest ? "put_rest(&writer, \(value));" : "\(put)(&writer, \(value));"
        }
    }

    /// The builder's statements writing the field as query parameters: one, or one per item of a
    /// repeated-key list. A parameter with a value starts with its name and `=` as one literal
    /// (`put_parameter(&writer, &separator, "title=")`), which put_parameter copies in a move or two.
    func queryWrite() throws(TemplateError) -> [String] {
        let name = CNaming.stringLiteral(field.key!)
        let parameter = "put_parameter(&writer, &separator, \(CNaming.stringLiteral(field.key! + "=")));"
        switch field.value {
        case .presence: return ["put_parameter(&writer, &separator, \(name));"]
        case .list(let item, .repeatedKey):
            let put = Self.isWrittenAsIs(item, enums: enums) ? "put_string" : "put_encoded"
            return ["for (size_t index = 0; index < \(value).count; index++) {"]
                + parameterFirst(parameter, written(item, "\(value).items[index]") { "\(put)(&writer, \($0));" }).map { "    " + $0 }
                + ["}"]
        case .list(let item, let separator):
            let character = try separatorLiteral(separator)
            return [parameter, "for (size_t index = 0; index < \(value).count; index++) {"]
                + written(item, "\(value).items[index]") { "put_item(&writer, index, \(character), \($0));" }.map { "    " + $0 }
                + ["}"]
        default:
            let put = Self.isWrittenAsIs(field.value, enums: enums) ? "put_string" : "put_encoded"
            return parameterFirst(parameter, written(field.value, value) { "\(put)(&writer, \($0));" })
        }
    }

    /// The parameter's name, then the lines writing its value; an integer's digits go into a
    /// buffer of their own, declared first in a block of its own.
    private func parameterFirst(_ parameter: String, _ lines: [String]) -> [String] {
        guard lines.count > 1 else { return [parameter] + lines }
        return ["{ " + ([lines[0], parameter] + lines.dropFirst()).joined(separator: " ") + " }"]
    }

    /// The statements writing a value held in `expression` as text, `put` spelling the write of
    /// that text; an integer's digits go into a local buffer first.
    private func written(_ type: IRValueType, _ expression: String, _ put: (String) -> String) -> [String] {
        let stringOf = names.lower("string_of")
        switch type {
        case .integer: return ["char digits[20];", put("decimal(\(expression), digits)")]
        case .boolean(let yes, let no):
            return [put("\(stringOf)(\(expression) ? \(CNaming.stringLiteral(yes)) : \(CNaming.stringLiteral(no)))")]
        case .enumeration(let id): return [put("\(stringOf)(\(names.lower(enumStems[id]!, "token"))(\(expression)))")]
        default: return [put(expression)]
        }
    }

    /// When the builder writes the field: given, and not holding its default. A repeated-key
    /// list writes one parameter per item, so nothing when it has none.
    var writeCondition: String? {
        if let token = field.defaultToken { return "!(\(holds(token)))" }
        if field.isRequired || isRepeated { return nil }
        return isGiven
    }

    /// The local a parser keeps a repeated-key list's items in while it reads them.
    var itemsLocal: String { member + "_items" }

    /// The parser's statements reading `raw` (a path segment or a parameter's value) into the
    /// field; for a query field, once the parameter is claimed (a repeated-key list claims none).
    func read(raw: String, plus: Bool) throws(TemplateError) -> [String] {
        let plus = plus ? "true" : "false"
        switch field.value {
        case .list(let item, .repeatedKey):
            let key = CNaming.stringLiteral(field.key!)
            return [
                "if (\(value).count == 0) {",
                "    \(itemsLocal) = take_repeated_items(&reader, &parameter, \(key), \(plus), sizeof *\(itemsLocal));",
                "    \(value).items = \(itemsLocal);",
                "}",
                "if (\(itemsLocal) != NULL) {",
                "    " + (try valueRead(item, raw: raw, plus: plus, into: "\(itemsLocal)[\(value).count]", nonEmpty: true)),
                "    \(value).count++;",
                "}",
            ]
        case .list(let item, let separator):
            return [
                "struct list_cursor cursor;",
                "\(try itemType(item)) *items = start_list(&reader, \(raw), \(plus), \(try separatorLiteral(separator)), sizeof *items, &cursor);",
                "for (size_t index = 0; index < cursor.count; index++) {",
                "    " + (try valueRead(item, raw: "next_item(&cursor)", plus: plus, into: "items[index]", nonEmpty: true)),
                "}",
                "\(value).items = items;",
                "\(value).count = cursor.count;",
            ]
        default:
            return [try valueRead(field.value, raw: raw, plus: plus, into: value, nonEmpty: field.key == nil)]
        }
    }

    /// The statement reading `raw` as a value of `type` into `target` (an lvalue).
    private func valueRead(_ type: IRValueType, raw: String, plus: String, into target: String, nonEmpty: Bool) throws(TemplateError) -> String {
        switch type {
        case .text(let min, let max, let allowed):
            let limits = textLimits(min: min, max: max, allowed: allowed, nonEmpty: nonEmpty)
            return "read_text_value(&reader, \(raw), \(plus), \(limits), &\(target));"
        case .url(let schemes): return "read_url_value(&reader, \(raw), \(plus), \(Self.schemes(schemes)), &\(target));"
        case .integer(let min, let max):
            return "read_integer_value(&reader, \(raw), \(plus), \(Self.bound(min, -1)), \(Self.bound(max, 1)), &\(target));"
        case .boolean(let yes, let no):
            return "read_boolean_value(&reader, \(raw), \(plus), \(CNaming.stringLiteral(yes)), \(CNaming.stringLiteral(no)), &\(target));"
        case .presence: return "read_presence_value(&reader, &parameter, &\(target));"
        case .enumeration(let id):
            let stem = enumStems[id]!
            return "\(target) = (\(names.lower(stem)))read_token_value(&reader, \(raw), \(plus), \(stem)_tokens, COUNT(\(stem)_tokens));"
        case .date: return "read_date_value(&reader, \(raw), \(plus), schemegen_is_date, &\(target));"
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        case .dateTime: return "read_date_value(&reader, \(raw), \(plus), schemegen_is_date_time, &\(target));"
        case .list: throw unsupported("a list of lists")
        }
    }

    // MARK: - Spelling values

    private func textLimits(min: Int?, max: Int?, allowed: String?, nonEmpty: Bool) -> String {
        let lower = Swift.max(min ?? 0, nonEmpty ? 1 : 0)
        return "\(lower), \(max.map(String.init) ?? "SIZE_MAX"), \(allowedBytes.row(of: allowed))"
    }

    /// The C type of a list's items.
    private func itemType(_ item: IRValueType) throws(TemplateError) -> String {
        switch item {
        case .text: names.lower("string")
        case .integer: "int64_t"
        case .enumeration(let id): names.lower(enumStems[id]!)
        default: throw unsupported("a list of this item type")
        }
    }

    /// A list separator as a C character literal.
    private func separatorLiteral(_ separator: IRListSeparator) throws(TemplateError) -> String {
        guard case .character(let character) = separator, let byte = character.utf8.first, character.utf8.count == 1 else {
            throw unsupported("a separator that is not one byte")
        }
        return Self.character(byte)
    }

    /// The checker refuses these; the backend says so rather than writing wrong C.
    private func unsupported(_ what: String) -> TemplateError {
        TemplateError("field '\(field.id)': the C backend has no \(what)", template: "c/QueryMessage.c.mustache", line: 0)
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
