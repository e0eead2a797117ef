import IR

/// The statements of a URL-grammar message's builder, up to `return writer.uri`: the path
/// fields' checks, the carrier's scheme, host and segments, then each query field in declared
/// order (docs/grammar.md, "The URL grammar", "Writing").
enum SwiftQueryBuilder {
    static func lines(_ message: IRMessage, _ url: IRURLEncoding, fields: [SwiftQueryField], pathFieldIDs: [String], module: IRModule) -> [String] {
        let byID = Dictionary(uniqueKeysWithValues: fields.map { ($0.field.id, $0) })
        let pathFields = pathFieldIDs.compactMap { byID[$0] }
        var lines = pathFields.compactMap { $0.values.check($0.field.value, "self.\($0.name)", key: $0.key) }
        let queryLines = fields.filter { $0.field.key != nil }.flatMap(write)
        let carrierLines = url.carriers.map { carrier in (carrier, segments(carrier, byID: byID)) }
        let binding = queryLines.isEmpty && carrierLines.allSatisfy(\.1.isEmpty) ? "let" : "var"
        if message.callback != nil {
            lines.append("\(binding) writer = try Codec.URLWriter(callbackURL: callbackURL)")
        } else if let (carrier, segments) = carrierLines.first, carrierLines.count == 1 {
            lines.append("\(binding) writer = \(writer(carrier, module: module))")
            lines += segments
        } else {
            lines.append("\(binding) writer: Codec.URLWriter")
            lines.append("switch carrier {")
            for (carrier, segments) in carrierLines {
                lines.append("case .\(SwiftNaming.carrierCase(carrier.id)):")
                lines.append("    writer = \(writer(carrier, module: module))")
                lines += segments.map { "    " + $0 }
            }
            lines.append("}")
        }
        // Step 2 begins once every value is checked: a required repeated-key list with no items
        // writes nothing, so it counts as absent.
        let emptyRequiredLists = fields.filter { $0.field.isRequired && $0.isRepeatedList }.map { field in
            "if self.\(field.name).isEmpty { throw Codec.missing(\(field.key)) }"
        }
        return lines + queryLines + emptyRequiredLists
    }

    private static func writer(_ carrier: IRCarrier, module: IRModule) -> String {
        let scheme = SwiftQueryMessageContext.scheme(carrier.scheme, module: module)
        if case .hierarchical(let host, _) = carrier.form {
            return "Codec.URLWriter(scheme: \(scheme), host: \(SwiftNaming.stringLiteral(host)))"
        }
        return "Codec.URLWriter(scheme: \(scheme), host: nil)"
    }

    private static func segments(_ carrier: IRCarrier, byID: [String: SwiftQueryField]) -> [String] {
        let path: [IRPathSegment]
        switch carrier.form {
        case .hierarchical(_, let segments), .opaque(let segments): path = segments
        case .callback: path = []
        }
        return path.map { segment in
            switch segment {
            case .literal(let text):
                return "writer.appendLiteral(\(SwiftNaming.stringLiteral(text)))"
            case .field(let id):
                guard let field = byID[id] else { return "" }
                return "try writer.appendSegment(\(field.values.written(field.field.value, "self.\(field.name)")), key: \(field.key))"
            case .rest(let id):
                guard let field = byID[id] else { return "" }
                return "try writer.appendRest(self.\(field.name), key: \(field.key))"
            }
        }
    }

    /// A query field's statements: left out when absent, holding its default, or a false presence.
    private static func write(_ field: SwiftQueryField) -> [String] {
        let property = "self.\(field.name)"
        if field.isPresence { return ["if \(property) { writer.appendName(\(field.key)) }"] }
        if field.isOptional { return ["if let value = \(property) {"] + append(field, "value").map { "    " + $0 } + ["}"] }
        if let defaultLiteral = field.defaultLiteral {
            return ["if \(property) != \(defaultLiteral) {"] + append(field, property).map { "    " + $0 } + ["}"]
        }
        return append(field, property)
    }

    private static func append(_ field: SwiftQueryField, _ value: String) -> [String] {
        let values = field.values
        let key = field.key
        switch field.field.value {
        case .list(let item, .character(let separator)):
            let items = values.writtenItem(item, key: key)
            return ["try writer.appendList(\(value), key: \(key), separator: \(values.byteLiteral(separator))) { \(items) }"]
        case .list(let item, .repeatedKey):
            return ["try writer.appendRepeated(\(value), key: \(key)) { \(values.writtenItem(item, key: key)) }"]
        case let type:
            let check = values.check(type, value, key: key).map { [$0] } ?? []
            return check + ["writer.append(\(values.written(type, value)), key: \(key))"]
        }
    }
}

/// The statements of a URL-grammar message's `checkRules()`: every `requiredWhen` rule, then every
/// `overrides` rule, each in declared order. A field holding its default counts as absent.
struct SwiftQueryRules {
    let lines: [String]

    init(message: IRMessage, fields: [SwiftQueryField]) {
        let byID = Dictionary(uniqueKeysWithValues: fields.map { ($0.field.id, $0) })
        var required: [String] = []
        var conflicts: [String] = []
        for rule in message.rules {
            switch rule {
            case .requiredWhen(let fieldID, let whenID, let tokens):
                guard let field = byID[fieldID], let when = byID[whenID], let absent = Self.absent(field),
                      let holds = Self.holds(when, tokens)
                else { continue }
                required.append("if \(absent), \(holds) { throw Codec.missing(\(field.key)) }")
            case .overrides(let winnerID, let loserID):
                guard let winner = byID[winnerID], let loser = byID[loserID] else { continue }
                let conditions = [Self.present(winner), Self.present(loser)].compactMap { $0 }
                guard !conditions.isEmpty else { continue }
                conflicts.append("if \(conditions.joined(separator: ", ")) { throw Codec.conflicting(\(winner.key), \(loser.key)) }")
            }
        }
        lines = required + conflicts
    }

    /// The condition under which the field counts as present; nil when it always is (required).
    /// An empty repeated-key list writes nothing, so it counts as absent.
    private static func present(_ field: SwiftQueryField) -> String? {
        let property = "self.\(field.name)"
        if field.isPresence { return property }
        if field.isRepeatedList, field.isOptional { return "\(property)?.isEmpty == false" }
        if let defaultLiteral = field.defaultLiteral { return "\(property) != \(defaultLiteral)" }
        return field.isOptional ? "\(property) != nil" : nil
    }

    /// The condition under which the field counts as absent; nil when it never does.
    private static func absent(_ field: SwiftQueryField) -> String? {
        let property = "self.\(field.name)"
        if field.isPresence { return "!" + property }
        if field.isRepeatedList, field.isOptional { return "\(property)?.isEmpty != false" }
        if let defaultLiteral = field.defaultLiteral { return "\(property) == \(defaultLiteral)" }
        return field.isOptional ? "\(property) == nil" : nil
    }

    /// The condition under which `field` holds one of `tokens`, its default filled in (a defaulted
    /// property holds its default when absent, so its default's token fires the rule too); nil
    /// when it never can.
    private static func holds(_ field: SwiftQueryField, _ tokens: [String]) -> String? {
        let property = "self.\(field.name)"
        let conditions = tokens.map { token -> String in
            if case .text = field.field.value {
                let optional = field.isOptional ? "?" : ""
                let comparison = "\(property)\(optional).utf8.elementsEqual(\(SwiftNaming.stringLiteral(token)).utf8)"
                return field.isOptional ? comparison + " == true" : comparison
            }
            return "\(property) == \(field.values.literal(of: token, as: field.field.value))"
        }
        guard !conditions.isEmpty else { return nil }
        return conditions.count == 1 ? conditions[0] : "(" + conditions.joined(separator: " || ") + ")"
    }
}
