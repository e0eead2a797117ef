import IR
import RenderCore

/// The context of one message in `Templates/kotlin/Message.kt.mustache`.
///
/// Message: `typeName`, `doc`, `isAppAddressed`, `fields`. Each field: `name` (property and
/// constructor parameter), `local` (variable in the parser), `parameterType` (with `? = null`
/// when optional), `storageType`, `key` (a literal), `doc`, `write` (statement appending the
/// property to `writer`), `read` (expression decoding `pair`), `argument` (what the parser
/// passes the constructor, failing when a required field is absent) and `comma`.
enum KotlinMessageContext {
    static func message(_ message: IRMessage) -> TemplateValue {
        [
            "typeName": .string(KotlinNaming.messageTypeName(message.id)),
            "doc": .strings(KotlinDoc.comment(message.doc)),
            "isAppAddressed": .bool(message.address == .app),
            "fields": .list(message.fields.enumerated().map { index, item in
                field(item, isLast: index == message.fields.count - 1)
            }),
        ]
    }

    private static func field(_ field: IRField, isLast: Bool) -> TemplateValue {
        let storage = storageType(field.encoding)
        let name = KotlinNaming.propertyName(field.id)
        let local = KotlinNaming.localName(field.id)
        let key = KotlinNaming.stringLiteral(field.key)
        return [
            "name": .string(name),
            "local": .string(local),
            "parameterType": .string(field.isRequired ? storage : storage + "? = null"),
            "storageType": .string(storage),
            "key": .string(key),
            "doc": .strings(KotlinDoc.comment(field.doc)),
            "write": .string(field.isRequired
                ? write(field.encoding, key: key, value: "this.\(name)")
                : "this.\(name)?.let { \(write(field.encoding, key: key, value: "it")) }"),
            "read": .string(read(field.encoding)),
            "argument": .string(field.isRequired ? "\(local) ?: throw Codec.missing(\(key))" : local),
            "comma": .string(isLast ? "" : ","),
        ]
    }

    private static func storageType(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url, .scheme, .text: return "String"
        case .flag: return "Boolean"
        case .enumeration(let id): return KotlinNaming.typeName(id)
        }
    }

    /// The statement appending `value` to the `writer`.
    private static func write(_ encoding: IREncoding, key: String, value: String) -> String {
        switch encoding {
        case .url: return "writer.appendUrl(\(key), \(value))"
        case .scheme: return "writer.appendScheme(\(key), \(value))"
        case .text: return "writer.appendText(\(key), \(value))"
        case .flag(let yes, let no):
            let tokens = "\(KotlinNaming.stringLiteral(yes)) else \(KotlinNaming.stringLiteral(no))"
            return "writer.appendToken(\(key), if (\(value)) \(tokens))"
        case .enumeration: return "writer.appendToken(\(key), \(value).token)"
        }
    }

    /// The expression decoding `pair` into the field's storage type.
    private static func read(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url: return "Codec.readUrl(pair)"
        case .scheme: return "Codec.readScheme(pair)"
        case .text: return "Codec.readText(pair)"
        case .flag(let yes, let no):
            return "Codec.readFlag(pair, \(KotlinNaming.stringLiteral(yes)), \(KotlinNaming.stringLiteral(no)))"
        case .enumeration(let id):
            return "\(KotlinNaming.typeName(id)).fromToken(pair.value) ?: throw Codec.invalid(pair, \"is not one of its tokens\")"
        }
    }
}
