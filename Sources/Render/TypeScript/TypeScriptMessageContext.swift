import IR
import RenderCore

/// The context of one message in `Templates/typescript/Message.ts.mustache`.
///
/// Message: `typeName`, `buildName`, `parseName`, `doc`, `isAppAddressed`, `inputType` (what
/// the builder takes), `mode` (the builder's mode expression), `fields`, `requiredFields` and
/// `resultMembers` (the parser's returned object, one member per line). Each field: `name`
/// (property), `key` (a literal), `type`, `optional` (`?` or nothing), `doc`, `isRequired`,
/// `write` (statement writing `message.<name>`) and `read` (expression decoding `pair`).
enum TypeScriptMessageContext {
    static func message(_ message: IRMessage, defaultMode: String?) -> TemplateValue {
        let typeName = TypeScriptNaming.messageTypeName(message.id)
        let required = message.fields.filter(\.isRequired).map { TypeScriptNaming.fieldName($0.id) }
        let address = message.address == .app ? "app" : "scheme: parts.scheme"
        return [
            "typeName": .string(typeName),
            "buildName": .string("build" + typeName),
            "parseName": .string("parse" + typeName),
            "doc": TypeScriptContext.doc(message.doc),
            "isAppAddressed": .bool(message.address == .app),
            "inputType": .string(defaultMode == nil ? typeName : "MessageInput<\(typeName)>"),
            "mode": .string(defaultMode == nil ? "message.mode" : "message.mode ?? defaultMode"),
            "fields": .list(message.fields.map(field)),
            "requiredFields": .list(message.fields.filter(\.isRequired).map(field)),
            "resultMembers": .strings([address, "mode", "...fields"] + required.map { "\($0): fields.\($0)" }),
        ]
    }

    private static func field(_ field: IRField) -> TemplateValue {
        let name = TypeScriptNaming.fieldName(field.id)
        return [
            "name": .string(name),
            "key": .string(TypeScriptNaming.stringLiteral(field.key)),
            "type": .string(type(field.encoding)),
            "optional": .string(field.isRequired ? "" : "?"),
            "doc": TypeScriptContext.doc(field.doc),
            "isRequired": .bool(field.isRequired),
            "write": .string(write(field, value: "message.\(name)")),
            "read": .string(read(field.encoding)),
        ]
    }

    private static func type(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url, .scheme, .text: return "string"
        case .flag: return "boolean"
        case .enumeration(let id): return TypeScriptNaming.typeName(id)
        }
    }

    /// The statement writing `value` as `|key|encoded` with the builder's `writer`.
    private static func write(_ field: IRField, value: String) -> String {
        let key = TypeScriptNaming.stringLiteral(field.key)
        switch field.encoding {
        case .url: return "writer.url(\(key), \(value));"
        case .scheme: return "writer.scheme(\(key), \(value));"
        case .text: return "writer.text(\(key), \(value));"
        case .flag(let yes, let no):
            let tokens = "\(TypeScriptNaming.stringLiteral(yes)) : \(TypeScriptNaming.stringLiteral(no))"
            return "writer.token(\(key), \(value) ? \(tokens));"
        case .enumeration(let id):
            let tokens = TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "Tokens")
            return "writer.token(\(key), \(tokens)[\(value)]);"
        }
    }

    /// The expression decoding `pair.value` into the field's type.
    private static func read(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url: return "readUrl(pair)"
        case .scheme: return "readScheme(pair)"
        case .text: return "readText(pair)"
        case .flag(let yes, let no):
            return "readFlag(pair, \(TypeScriptNaming.stringLiteral(yes)), \(TypeScriptNaming.stringLiteral(no)))"
        case .enumeration(let id):
            return "readToken(pair, \(TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "WithToken")))"
        }
    }
}
