import IR
import RenderCore

/// The context of one message in `Templates/swift/Message.swift.mustache`.
///
/// Message: `typeName`, `doc`, `isAppAddressed`, `parameters` (`declaration`, `comma`),
/// `assignments`, `fields` and `requiredFields`. Each field: `name` (property), `local`
/// (variable in the parser), `type`, `storageType` (without `?`), `key` (a literal), `doc`,
/// `isRequired`, `write` (statement appending the property) and `read` (expression decoding
/// `pair`).
enum SwiftMessageContext {
    static func message(_ message: IRMessage, module: IRModule) -> TemplateValue {
        let fields = message.fields.map { field($0) }
        return [
            "typeName": .string(SwiftNaming.messageTypeName(message.id)),
            "doc": .strings(DocText.lines(message.doc)),
            "isAppAddressed": .bool(message.address == .app),
            "parameters": .list(parameters(message, defaultMode: module.defaultMode)),
            "arguments": .string(arguments(message)),
            "fields": .list(fields.map(\.value)),
            "requiredFields": .list(fields.filter(\.isRequired).map(\.value)),
        ]
    }

    private static func field(_ field: IRField) -> (value: TemplateValue, isRequired: Bool) {
        let storage = storageType(field.encoding)
        let name = SwiftNaming.fieldProperty(field.id)
        let value: TemplateValue = [
            "name": .string(name),
            "local": .string(SwiftNaming.fieldLocal(field.id)),
            "type": .string(field.isRequired ? storage : storage + "?"),
            "storageType": .string(storage),
            "key": .string(SwiftNaming.stringLiteral(field.key)),
            "doc": .strings(DocText.lines(field.doc)),
            "isRequired": .bool(field.isRequired),
            "write": .string(write(field, value: field.isRequired ? "self.\(name)" : "value")),
            "read": .string(read(field.encoding)),
        ]
        return (value, field.isRequired)
    }

    private static func storageType(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url, .scheme, .text: return "String"
        case .flag: return "Bool"
        case .enumeration(let id): return SwiftNaming.typeName(id)
        }
    }

    /// The statement appending one value to the `writer`; only validating encodings can throw.
    private static func write(_ field: IRField, value: String) -> String {
        let key = SwiftNaming.stringLiteral(field.key)
        switch field.encoding {
        case .url: return "try writer.appendURL(\(value), key: \(key))"
        case .scheme: return "try writer.appendScheme(\(value), key: \(key))"
        case .text: return "writer.appendText(\(value), key: \(key))"
        case .flag(let yes, let no):
            let tokens = "\(SwiftNaming.stringLiteral(yes)) : \(SwiftNaming.stringLiteral(no))"
            return "writer.appendToken(\(value) ? \(tokens), key: \(key))"
        case .enumeration: return "writer.appendToken(\(value).token, key: \(key))"
        }
    }

    /// The expression decoding `pair.value` into the field's storage type.
    private static func read(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url: return "try Codec.readURL(pair)"
        case .scheme: return "try Codec.readScheme(pair)"
        case .text: return "try Codec.readText(pair)"
        case .flag(let yes, let no):
            return "try Codec.readFlag(pair, true: \(SwiftNaming.stringLiteral(yes)), false: \(SwiftNaming.stringLiteral(no)))"
        case .enumeration(let id): return "try Codec.readToken(pair, as: \(SwiftNaming.typeName(id)).init(token:))"
        }
    }

    private static func parameters(_ message: IRMessage, defaultMode: IRMode?) -> [TemplateValue] {
        var declarations = [message.address == .app ? "app: App" : "scheme: String"]
        declarations.append("mode: Mode" + (defaultMode.map { " = .\(SwiftNaming.modeCase($0.id))" } ?? ""))
        for field in message.fields {
            let type = storageType(field.encoding)
            let label = SwiftNaming.fieldLabel(field.id)
            declarations.append(field.isRequired ? "\(label): \(type)" : "\(label): \(type)? = nil")
        }
        return declarations.enumerated().map { index, declaration in
            ["declaration": .string(declaration), "comma": .string(index == declarations.count - 1 ? "" : ",")]
        }
    }

    /// The argument list with which the parser calls the memberwise initializer.
    private static func arguments(_ message: IRMessage) -> String {
        let address = message.address == .app ? "app: app" : "scheme: String(parts.scheme)"
        let fields = message.fields.map { "\(SwiftNaming.argumentLabel($0.id)): \(SwiftNaming.fieldLocal($0.id))" }
        return ([address, "mode: mode"] + fields).joined(separator: ", ")
    }
}
