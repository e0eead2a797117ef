import IR
import RenderCore

/// One field of a URL-grammar message as its builder and parser handle it: the names, the
/// default, whether it counts as present in a rule, and the statements that write and read it.
struct QueryField {
    let field: IRField
    /// The member of the message's interface.
    let name: String
    /// How errors name the field: its query key, or its id for a path field (a string literal).
    let errorName: String
    /// The TypeScript value a parser fills in when the field is absent: its default, or `false`
    /// for a presence field.
    let defaultLiteral: String?
    /// Nil when no carrier holds the field in a rest segment (whose `/` stay raw); empty when
    /// every carrier does; else the condition on `message` under which the carrier written does.
    /// A builder checks the rest rules only then: another carrier writes a `/` as `%2F`.
    let restCondition: String?
    /// The builder's local holding a path field's written segment.
    let segmentLocal: String

    init(_ field: IRField, carriers: [IRCarrier], carrierTypeName: String, enums: [IREnum]) {
        self.field = field
        name = TypeScriptNaming.queryFieldName(field.id)
        errorName = TypeScriptNaming.stringLiteral(field.key ?? field.id)
        if field.value == .presence {
            defaultLiteral = "false"
        } else {
            defaultLiteral = field.defaultToken.map { TypeScriptQueryValue.literal($0, of: field.value, enums: enums) }
        }
        let restCarriers = carriers.filter { carrier in
            switch carrier.form {
            case .hierarchical(_, let path): return path.contains(.rest(fieldID: field.id))
            case .opaque, .callback: return false
            }
        }
        if restCarriers.isEmpty {
            restCondition = nil
        } else if restCarriers.count == carriers.count {
            restCondition = ""
        } else {
            let written = "(message.carrier ?? \(carrierTypeName).\(TypeScriptNaming.key(carriers[0].id)))"
            restCondition = restCarriers.map { "\(written) === \(carrierTypeName).\(TypeScriptNaming.key($0.id))" }
                .joined(separator: " || ")
        }
        segmentLocal = TypeScriptNaming.local(name, "Segment")
    }

    var isRepeated: Bool {
        if case .list(_, .repeatedKey) = field.value { return true }
        return false
    }

    /// The condition under which the field of `message` counts as present in a rule, and is
    /// written: there, and not holding its default (a presence field: true; a repeated-key list:
    /// with an item, since an empty one writes nothing). Nil when it is required, and so always there.
    func presence(of message: String) -> String? {
        if field.isRequired { return nil }
        if field.value == .presence { return "\(message).\(name) === true" }
        if isRepeated { return "\(message).\(name) !== undefined && \(message).\(name).length > 0" }
        if case .boolean = field.value, let holds = defaultLiteral { return "\(message).\(name) === \(holds == "true" ? "false" : "true")" }
        let there = "\(message).\(name) !== undefined"
        return defaultLiteral.map { "\(there) && \(message).\(name) !== \($0)" } ?? there
    }

    /// The opposite of `presence(of:)`, for a field that is not required.
    func absence(of message: String) -> String {
        if field.value == .presence { return "\(message).\(name) !== true" }
        if isRepeated { return "(\(message).\(name) === undefined || \(message).\(name).length === 0)" }
        if case .boolean = field.value, let holds = defaultLiteral { return "\(message).\(name) !== \(holds == "true" ? "false" : "true")" }
        let absent = "\(message).\(name) === undefined"
        return defaultLiteral.map { "(\(absent) || \(message).\(name) === \($0))" } ?? absent
    }

    func context(plus: String) -> TemplateValue {
        var doc = DocText.lines(field.doc)
        if let token = field.defaultToken ?? (field.value == .presence ? "false" : nil) {
            doc += (doc.isEmpty ? [] : [""]) + ["@defaultValue `\(token)`"]
        }
        let local = TypeScriptNaming.local(name, "Items")
        return [
            "name": .string(name),
            "id": .string(TypeScriptNaming.stringLiteral(field.id)),
            "key": .string(errorName),
            "type": .string(TypeScriptQueryValue.type(field.value)),
            "optional": .string(field.isRequired || defaultLiteral != nil ? "" : "?"),
            "doc": TypeScriptNaming.docComment(doc),
            "writeCondition": .string(presence(of: "message") ?? ""),
            "writeLines": .strings(writeLines),
            // A path field's value, read from its decoded segment `text`.
            "read": .string(field.key == nil ? TypeScriptQueryValue.read(field.value, key: errorName, "text") : ""),
            "isRepeated": .bool(isRepeated),
            "readLine": .string(readLine(plus: plus, local: local)),
            "local": .string(local),
            "itemType": .string(itemType.map(TypeScriptQueryValue.type) ?? ""),
        ]
    }

    /// The item type of a list.
    private var itemType: IRValueType? {
        if case .list(let item, _) = field.value { return item }
        return nil
    }

    /// A path field's segment, checked and encoded, into its local; a query field's parameter, to
    /// the builder's `query`.
    private var writeLines: [String] {
        let value = "message.\(name)"
        guard let key = field.key.map(TypeScriptNaming.stringLiteral) else {
            let written = TypeScriptQueryValue.written(field.value, key: errorName, value)
            guard case .text = field.value else { return ["const \(segmentLocal) = \(written);"] }
            // A value whose allowed characters are all unreserved, never empty, is its own segment.
            let segment = TypeScriptQueryValue.isOwnSegment(field.value) ? written : "segmentText(\(errorName), \(written))"
            switch restCondition {
            case nil: return ["const \(segmentLocal) = \(segment);"]
            case "": return ["const \(segmentLocal) = restText(\(errorName), \(written));"]
            case let condition?:
                return [
                    "const \(segmentLocal) = \(condition)",
                    "  ? restText(\(errorName), \(written))",
                    "  : \(segment);",
                ]
            }
        }
        if field.value == .presence { return ["query.addName(\(key));"] }
        if let item = itemType, isRepeated {
            var written = TypeScriptQueryValue.written(item, key: key, "item")
            if case .text = item { written = "listItem(\(key), \(written))" }
            return ["for (const item of \(value)) {", "  query.add(\(key), \(written));", "}"]
        }
        return ["query.add(\(key), \(TypeScriptQueryValue.written(field.value, key: key, value)));"]
    }

    /// The statement reading the query's `parameter` into `fields` (or, for a repeated-key list,
    /// into `local`).
    private func readLine(plus: String, local: String) -> String {
        guard field.key != nil else { return "" }
        let decoded = "decodedValue(parameter, \(plus))"
        if field.value == .presence { return "fields.\(name) = presenceValue(parameter);" }
        if let item = itemType, isRepeated {
            var text = decoded
            if case .text = item { text = "listItem(\(errorName), \(decoded))" }
            return "\(local).push(\(TypeScriptQueryValue.read(item, key: errorName, text)));"
        }
        return "fields.\(name) = \(TypeScriptQueryValue.read(field.value, key: errorName, decoded));"
    }
}
