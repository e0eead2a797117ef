import IR
import RenderCore

/// One field of a URL-grammar message as the Swift templates use it: its names, its Swift type,
/// and the expressions that read and check its value (docs/grammar.md, "The URL grammar").
struct SwiftQueryField {
    let field: IRField
    let values: SwiftQueryValues

    init(_ field: IRField, values: SwiftQueryValues) {
        self.field = field
        self.values = values
    }

    var name: String { SwiftNaming.queryFieldProperty(field.id) }
    var local: String { SwiftNaming.queryFieldLocal(field.id) }
    /// The key the parser matches and error details quote; a path field's id.
    var key: String { SwiftNaming.stringLiteral(field.key ?? field.id) }
    var storageType: String { SwiftQueryValues.storageType(field.value) }
    var isPresence: Bool { field.value == .presence }
    var isRepeatedList: Bool {
        if case .list(_, .repeatedKey) = field.value { return true }
        return false
    }
    /// The Swift literal of the field's default; a presence field defaults to false.
    var defaultLiteral: String? {
        if isPresence { return "false" }
        return field.defaultToken.map { values.literal(of: $0, as: field.value) }
    }

    /// Optional unless required or defaulted.
    var isOptional: Bool { !field.isRequired && defaultLiteral == nil }

    var parameter: String {
        let label = SwiftNaming.queryFieldLabel(field.id)
        if let defaultLiteral { return "\(label): \(storageType) = \(defaultLiteral)" }
        return isOptional ? "\(label): \(storageType)? = nil" : "\(label): \(storageType)"
    }

    var context: TemplateValue {
        [
            "name": .string(name),
            "local": .string(local),
            "type": .string(isOptional ? storageType + "?" : storageType),
            "storageType": .string(storageType),
            "key": .string(key),
            "doc": SwiftNaming.doc(field.doc),
            "readLines": .strings(readLines),
            "parsedValue": .string(defaultLiteral.map { "\(local) ?? \($0)" } ?? local),
        ]
    }

    /// A path field, read from the segment the match numbered `index`.
    func pathContext(index: Int) -> TemplateValue {
        [
            "local": .string(local),
            "pathRead": .string(values.read(field.value, from: "parts.decoded(match.path[\(index)], field: \(key))", key: key)),
        ]
    }

    /// The body of the parser's `case` for this field's key.
    private var readLines: [String] {
        if case .list(let item, .repeatedKey) = field.value {
            return [
                "let item = try Codec.readRepeatedItem(parameter.value(), key: \(key)) { \(values.read(item, from: "$0", key: key)) }",
                "if \(local) == nil { \(local) = [item] } else { \(local)?.append(item) }",
            ]
        }
        return [
            "guard \(local) == nil else { throw Codec.duplicateParameter(parameter) }",
            "\(local) = \(values.read(field.value, from: "parameter.value()", key: key))",
        ]
    }
}

/// The Swift side of the URL grammar's value types: types, literals, and the `Codec` calls that
/// read, check and write each.
struct SwiftQueryValues {
    let module: IRModule

    /// A value's Swift type, in either grammar.
    static func storageType(_ value: IRValueType) -> String {
        switch value {
        case .text, .url, .scheme, .date, .dateTime: return "String"
        case .integer: return "Int64"
        case .boolean, .presence: return "Bool"
        case .enumeration(let id): return SwiftNaming.typeName(id)
        case .list(let item, _): return "[\(storageType(item))]"
        }
    }

    /// The Swift literal of a token as written in a URI (a default, a rule's value).
    func literal(of token: String, as value: IRValueType) -> String {
        switch value {
        case .integer: return token
        case .boolean(let trueToken, _): return token == trueToken ? "true" : "false"
        case .enumeration(let id): return "." + enumCase(id, token: token)
        default: return SwiftNaming.stringLiteral(token)
        }
    }

    /// The case of the enum `enumID` written as `token`.
    func enumCase(_ enumID: String, token: String) -> String {
        let item = module.enums.first { $0.id == enumID }?.cases.first { $0.token == token }
        return SwiftNaming.enumCase(item?.id ?? token)
    }

    /// The parser's expression turning decoded `text` into the value, `try` included when it throws.
    /// `text` is an expression that throws, except `$0`.
    func read(_ value: IRValueType, from text: String, key: String) -> String {
        let (expression, throwing) = reading(value, from: text, key: key)
        return throwing ? "try " + expression : expression
    }

    private func reading(_ value: IRValueType, from text: String, key: String) -> (String, Bool) {
        let textThrows = text != "$0"
        switch value {
        case .text(let minLength, let maxLength, let allowed):
            let limits = textLimits(minLength: minLength, maxLength: maxLength, allowed: allowed)
            return limits.isEmpty ? (text, textThrows) : ("Codec.checkedText(\(text), key: \(key)\(limits))", true)
        case .url(let schemes):
            return ("Codec.checkedURL(\(text), key: \(key)\(schemeList(schemes)))", true)
        case .integer(let min, let max):
            return ("Codec.readInteger(\(text), key: \(key)\(integerLimits(min: min, max: max)))", true)
        case .boolean(let yes, let no):
            let tokens = "true: \(SwiftNaming.stringLiteral(yes)), false: \(SwiftNaming.stringLiteral(no))"
            return ("Codec.readBoolean(\(text), key: \(key), \(tokens))", true)
        case .presence:
            return ("Codec.readPresence(parameter)", true)
        case .enumeration(let id):
            return ("Codec.readCase(\(text), key: \(key), as: \(SwiftNaming.typeName(id)).init(token:))", true)
        case .date:
            return ("Codec.checkedDate(\(text), key: \(key))", true)
        case .dateTime:
            return ("Codec.checkedDateTime(\(text), key: \(key))", true)
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        case .list(let item, let separator):
            guard case .character(let character) = separator else { return reading(item, from: text, key: key) }
            let items = read(item, from: "$0", key: key)
            return ("Codec.readList(\(text), key: \(key), separator: \(byteLiteral(character))) { \(items) }", true)
        }
    }

    /// The builder's statement checking `value` before it is written, or nil when any value goes.
    func check(_ type: IRValueType, _ value: String, key: String) -> String? {
        switch type {
        case .text(let minLength, let maxLength, let allowed):
            let limits = textLimits(minLength: minLength, maxLength: maxLength, allowed: allowed)
            return limits.isEmpty ? nil : "try Codec.checkText(\(value), key: \(key)\(limits))"
        case .url(let schemes): return "try Codec.checkURL(\(value), key: \(key)\(schemeList(schemes)))"
        case .integer(let min, let max): return "try Codec.checkInteger(\(value), key: \(key)\(integerLimits(min: min, max: max)))"
        case .date: return "try Codec.checkDate(\(value), key: \(key))"
        case .dateTime: return "try Codec.checkDateTime(\(value), key: \(key))"
        case .boolean, .presence, .enumeration, .list: return nil
        case .scheme: preconditionFailure("checked: a URL-grammar field is never a scheme")
        }
    }

    /// The text a scalar value is written as, before percent-encoding.
    func written(_ type: IRValueType, _ value: String) -> String {
        switch type {
        case .integer: return "String(\(value))"
        case .boolean(let yes, let no): return "\(value) ? \(SwiftNaming.stringLiteral(yes)) : \(SwiftNaming.stringLiteral(no))"
        case .enumeration: return "\(value).token"
        default: return value
        }
    }

    /// A list item's written text from `$0`, checked first: the body of the builder's closure.
    func writtenItem(_ item: IRValueType, key: String) -> String {
        switch item {
        case .text(let minLength, let maxLength, let allowed):
            let limits = textLimits(minLength: minLength, maxLength: maxLength, allowed: allowed)
            return limits.isEmpty ? "$0" : "try Codec.checkedText($0, key: \(key)\(limits))"
        case .integer(let min, let max):
            return "try String(Codec.checkedInteger($0, key: \(key)\(integerLimits(min: min, max: max))))"
        default:
            return written(item, "$0")
        }
    }

    func byteLiteral(_ character: String) -> String {
        "UInt8(ascii: \(SwiftNaming.stringLiteral(character)))"
    }

    private func textLimits(minLength: Int?, maxLength: Int?, allowed: String?) -> String {
        var arguments = ""
        if let minLength { arguments += ", minLength: \(minLength)" }
        if let maxLength { arguments += ", maxLength: \(maxLength)" }
        if let allowed { arguments += ", allowed: \(SwiftNaming.stringLiteral(allowed))" }
        return arguments
    }

    private func integerLimits(min: Int64?, max: Int64?) -> String {
        (min.map { ", min: \($0)" } ?? "") + (max.map { ", max: \($0)" } ?? "")
    }

    private func schemeList(_ schemes: [String]?) -> String {
        schemes.map { ", schemes: [" + $0.map(SwiftNaming.stringLiteral).joined(separator: ", ") + "]" } ?? ""
    }
}
