import IR
import RenderCore

/// The context of one message in `Templates/swift/Message.swift.mustache`.
///
/// Message: `typeName`, `doc`, `isAppAddressed`, `parameters` (`declaration`, `comma`),
/// `fields`, `requiredFields`, `hasFlags`, `flags` (`name`, `id`, `token`, `doc`),
/// `flagTokens` (an array literal), `abbreviation` (false, or `mode`, `prefixes` (an array
/// literal), `prefixList` (for docs), `key`, `keyText`, `name` and the other values of its field,
/// `onlyCondition`, `doc`, `defaultMode` and `modeDeclaration`: the schema's default mode, when it
/// is not the form's, and the line that reads it as the form's mode, else "") and `sameHosts` (`key`, `otherKey`, `condition`).
///
/// Each field: `name` (property), `argument` (its label in a call of the memberwise initializer),
/// `local` (variable in the parser and the builder), `type`,
/// `storageType` (without `?`), `key` (a literal), `doc`, `isRequired`, `isURL`, `schemes` (the
/// `schemes:` argument of a URL's encoding and reading, or ""), `write`
/// (statement appending a non-URL property), `read` (expression decoding `pair`),
/// `modeCondition` (the condition the message's `mode` must meet, or ""), `checksLimits`, and
/// `isKept` (the builder keeps its encoded value for a host check).
enum SwiftMessageContext {
    static func message(_ message: IRMessage, _ pipe: IRPipeEncoding, module: IRModule) -> TemplateValue {
        // Both URLs of a host check keep their encoded value in a local of the builder.
        var isKept = [Bool](repeating: false, count: message.fields.count)
        // By index, not `enumerated()`: its (offset, IRField) tuple is a type of its own, which the
        // runtime makes at first use.
        for index in message.fields.indices {
            guard let other = message.fields[index].sameHostIndex else { continue }
            isKept[index] = true
            isKept[other] = true
        }
        let checksLimits = pipe.address == .app
        let names = FieldNames(message.fields)
        let defaultModeID = module.defaultMode?.id
        let fields = message.fields.indices.map { field(at: $0, of: message, names, checksLimits: checksLimits, isKept: isKept[$0]) }
        let context: TemplateObject = [
            "typeName": .string(SwiftNaming.messageTypeName(message.id)),
            "doc": SwiftNaming.doc(message.doc),
            "parameters": .list(parameters(message, pipe, names, namespace: module.name, defaultModeID: defaultModeID)),
            "fields": .list(fields),
            "requiredFields": .list(message.fields.indices.compactMap { message.fields[$0].isRequired ? fields[$0] : nil }),
            "hasFlags": .bool(!pipe.flags.isEmpty),
            "flags": .list(pipe.flags.map { flag in
                [
                    "name": .string(SwiftNaming.flagCase(flag.id)),
                    "id": .string(SwiftNaming.stringLiteral(flag.id)),
                    "token": .string(SwiftNaming.stringLiteral(flag.token)),
                    "doc": SwiftNaming.doc(flag.doc ?? "The bare token `\(flag.token)`."),
                ]
            }),
            "flagTokens": .string(arrayLiteral(pipe.flags.map(\.token))),
            "sameHosts": .list(sameHosts(message.fields, names)),
            "abbreviation": pipe.abbreviation.map {
                abbreviation($0, of: message, pipe, names, fields: fields, defaultModeID: defaultModeID)
            } ?? .bool(false),
            // Last, where a lookup, which scans from the last member back, finds it first: the
            // templates read it most.
            "isAppAddressed": .bool(pipe.address == .app),
        ]
        return .object(context)
    }

    /// The Swift names and key literals of a message's fields, by position, worked out once per
    /// message and shared by every part of its context: the fields themselves, the initializer's
    /// parameters, the host checks and the abbreviated form (each name costs lookups, each
    /// literal a scan of the key). Arrays of `String`, a type the run has already made, where an
    /// array of per-field structs would be a new generic type for the runtime to make.
    private struct FieldNames {
        let properties: [String]
        let locals: [String]
        let keys: [String]

        init(_ fields: [IRField]) {
            properties = fields.map { SwiftNaming.fieldProperty($0.id) }
            locals = fields.map { SwiftNaming.fieldLocal($0.id) }
            keys = fields.map { SwiftNaming.stringLiteral($0.key!) }
        }
    }

    private static func field(
        at index: Int, of message: IRMessage, _ names: FieldNames, checksLimits: Bool, isKept: Bool
    ) -> TemplateValue {
        let field = message.fields[index]
        let property = names.properties[index]
        let key = names.keys[index]
        let storage = SwiftQueryValues.storageType(field.value)
        let isURL = field.value.kind == .url
        return [
            "name": .string(property),
            "argument": .string(SwiftNaming.argumentLabel(field.id)),
            "local": .string(names.locals[index]),
            "type": .string(field.isRequired ? storage : storage + "?"),
            "storageType": .string(storage),
            "key": .string(key),
            "doc": SwiftNaming.doc(field.doc),
            "isRequired": .bool(field.isRequired),
            "isURL": .bool(isURL),
            "schemes": .string(schemesArgument(field.value)),
            "write": .string(write(field.value, key: key, value: field.isRequired ? "self." + property : "value")),
            "read": .string(read(field.value)),
            "modeCondition": .string(modeCondition(field.modeIDs)),
            "checksLimits": .bool(checksLimits && field.checksAppLimits && isURL),
            "isKept": .bool(isKept && isURL),
        ]
    }

    /// `, schemes: ["http", "https"]` for a URL limited to those schemes, else "".
    private static func schemesArgument(_ value: IRValueType) -> String {
        guard case .url(let schemes?) = value else { return "" }
        return ", schemes: " + arrayLiteral(schemes)
    }

    /// The statement appending one non-URL value to the `writer`; only validating types can throw.
    /// URL fields are written by the template, which checks their encoded value first: "" for them.
    private static func write(_ value: IRValueType, key: String, value expression: String) -> String {
        // Joined from its pieces into one string of its size: interpolation grew its buffer.
        switch value {
        case .url: return ""
        case .scheme: return ["try writer.appendScheme(", expression, ", key: ", key, ")"].joined()
        case .text: return ["writer.appendText(", expression, ", key: ", key, ")"].joined()
        case .boolean(let yes, let no):
            return [
                "writer.appendToken(", expression, " ? ", SwiftNaming.stringLiteral(yes), " : ", SwiftNaming.stringLiteral(no),
                ", key: ", key, ")",
            ].joined()
        case .enumeration: return ["writer.appendToken(", expression, ".token, key: ", key, ")"].joined()
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(value.kind)")
        }
    }

    /// The expression decoding `pair.value` into the field's storage type.
    private static func read(_ value: IRValueType) -> String {
        switch value {
        case .url: return "try Codec.readURL(pair" + schemesArgument(value) + ")"
        case .scheme: return "try Codec.readScheme(pair)"
        case .text: return "try Codec.readText(pair)"
        case .boolean(let yes, let no):
            return "try Codec.readFlag(pair, true: \(SwiftNaming.stringLiteral(yes)), false: \(SwiftNaming.stringLiteral(no)))"
        case .enumeration(let id): return "try Codec.readToken(pair, as: \(SwiftNaming.typeName(id)).init(token:))"
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(value.kind)")
        }
    }

    /// `mode == .a || mode == .b` for a field limited to modes a and b; "" when every mode allows it.
    private static func modeCondition(_ modeIDs: [String]?) -> String {
        guard let modeIDs else { return "" }
        return modeIDs.map { "mode == .\(SwiftNaming.modeCase($0))" }.joined(separator: " || ")
    }

    private static func arrayLiteral(_ texts: [String]) -> String {
        "[" + texts.map(SwiftNaming.stringLiteral).joined(separator: ", ") + "]"
    }

    /// The public initializer's parameters. It is declared in an extension at file scope (see
    /// `MessageInitializers.swift.mustache`), where the namespace's types need its name.
    private static func parameters(
        _ message: IRMessage, _ pipe: IRPipeEncoding, _ names: FieldNames, namespace: String, defaultModeID: String?
    ) -> [TemplateValue] {
        let prefix = namespace + "."
        var declarations = [pipe.address == .app ? "app: " + prefix + "App" : "scheme: String"]
        declarations.append("mode: " + prefix + "Mode" + (defaultModeID.map { " = ." + SwiftNaming.modeCase($0) } ?? ""))
        if !pipe.flags.isEmpty { declarations.append("flags: Set<Flag> = []") }
        for index in message.fields.indices {
            let field = message.fields[index]
            var type = SwiftQueryValues.storageType(field.value)
            if case .enumeration = field.value { type = prefix + type }
            // Joined from its pieces into one string of its size: `+` grew it piece by piece.
            declarations.append([
                SwiftNaming.label(ofProperty: names.properties[index], id: field.id), ": ", type,
                field.isRequired ? "" : "? = nil",
            ].joined())
        }
        return declarations.enumerated().map { index, declaration in
            ["declaration": .string(declaration), "comma": .string(index == declarations.count - 1 ? "" : ",")]
        }
    }

    /// One entry per field that must share its host with another: the condition under which the
    /// hosts differ, over the locals both the parser and the builder hold (optional ones bound).
    private static func sameHosts(_ fields: [IRField], _ names: FieldNames) -> [TemplateValue] {
        fields.indices.compactMap { index -> TemplateValue? in
            guard let other = fields[index].sameHostIndex else { return nil }
            var condition = ""
            for bound in [index, other] where !fields[bound].isRequired { condition += "let " + names.locals[bound] + ", " }
            condition += "!Codec.sameHost(" + names.locals[index] + ", " + names.locals[other] + ")"
            return [
                "key": .string(names.keys[index]),
                "otherKey": .string(names.keys[other]),
                "condition": .string(condition),
            ]
        }
    }

    /// The abbreviated form's context: its field's values (as the message's `fields` hold them,
    /// but never kept for a host check), plus what the builder checks.
    private static func abbreviation(
        _ abbreviation: IRAbbreviation, of message: IRMessage, _ pipe: IRPipeEncoding, _ names: FieldNames, fields: [TemplateValue], defaultModeID: String?
    ) -> TemplateValue {
        guard let index = message.fields.firstIndex(where: { $0.id == abbreviation.fieldID }),
              case .object(var context) = fields[index]
        else { return .bool(false) }
        let field = message.fields[index]
        let modeName = SwiftNaming.modeCase(abbreviation.modeID)
        var only = ["mode == ." + modeName]
        if !pipe.flags.isEmpty { only.append("flags.isEmpty") }
        // The checker makes the abbreviated field the only required one; guard anyway.
        for otherIndex in message.fields.indices where otherIndex != index && !message.fields[otherIndex].isRequired {
            only.append("self." + names.properties[otherIndex] + " == nil")
        }
        context["isKept"] = .bool(false)
        context["mode"] = .string(modeName)
        // A message built without naming a mode holds the default mode: the short form implies its
        // own, so the builder reads the default as the form's mode from here on.
        let impliedDefault = defaultModeID.map(SwiftNaming.modeCase).flatMap { $0 == modeName ? nil : $0 }
        context["defaultMode"] = .string(impliedDefault ?? "")
        context["modeDeclaration"] = .string(impliedDefault.map { "let mode: Mode = self.mode == .\($0) ? .\(modeName) : self.mode" } ?? "")
        context["prefixes"] = .string(arrayLiteral(abbreviation.prefixes))
        context["prefixList"] = .string(SwiftNaming.commentText(abbreviation.prefixes.map { "`\($0)`" }.joined(separator: ", ")))
        context["keyText"] = .string(SwiftNaming.commentText(field.key!))
        context["onlyCondition"] = .string(only.joined(separator: ", "))
        context["doc"] = SwiftNaming.doc(abbreviation.doc)
        return .object(context)
    }
}
