import IR
import RenderCore

/// The context of one URL-grammar message in `Templates/typescript/QueryMessage.ts.mustache`.
///
/// Message: `typeName`, `buildName`, `parseName`, `doc`, `isRequest` / `isCallback`, `callbackKind`,
/// `requestTypeName` (a callback's request), `inputType` (what the builder takes) and, when the
/// builder may leave members out, `inputTypeName` and `inputOmits` (a union of string literals);
/// `carriers` when there are several (each `name`, `value`, `doc`), `carrierTypeName`, `firstCarrier`;
/// `shapesName` and `shapes` (the parser's `UrlShape` literals); `plus` (`true` or `false`).
///
/// Fields: `fields` (each `name`, `type`, `optional`, `doc`, and for the builder `writeCondition`,
/// empty when always written, and `writeLines`), `pathFields` (each `id`, `name`, `read`),
/// `queryFields` (each `key`, `name`, `isRepeated`, `readLine`), `repeatedFields` (each `local`,
/// `itemType`, `name`), `requiredFields` (each `name`, `key`), `completions` (what the parser
/// adds to the fields read, one line each). Building: `writesQuery`, `emptyRequiredListChecks`,
/// `returnLines`. Rules: `rulesName` (empty without rules) and `ruleChecks` (each `condition`,
/// `error`).
enum TypeScriptQueryMessageContext {
    static func message(_ message: IRMessage, _ url: IRURLEncoding, module: IRModule) -> TemplateValue {
        let typeName = TypeScriptNaming.messageTypeName(message.id)
        let carrierTypeName = TypeScriptNaming.carrierTypeName(ofMessageType: typeName)
        let hasCarriers = url.carriers.count > 1
        let isCallback = message.callback != nil
        let fields = message.fields.map { QueryField($0, carriers: url.carriers, carrierTypeName: carrierTypeName, enums: module.enums) }
        var omitted = fields.filter { $0.defaultLiteral != nil }.map(\.name)
        if hasCarriers { omitted.insert("carrier", at: 0) }
        if !isCallback { omitted.append("unknownParameters") }
        let inputOmits = omitted.map { TypeScriptNaming.stringLiteral($0) }.joined(separator: " | ")
        let inputTypeName = TypeScriptNaming.inputTypeName(ofMessageType: typeName)
        let rulesName = message.rules.isEmpty ? "" : "check" + typeName + "Rules"
        let writesQuery = message.fields.contains { $0.key != nil }
        let plus = url.plusMeansSpace ? "true" : "false"
        let required = fields.filter { $0.field.isRequired }
        let completions = completions(fields: fields, carrier: hasCarriers ? "match.carrier" : nil, isCallback: isCallback)
        return [
            "typeName": .string(typeName),
            "buildName": .string("build" + typeName),
            "parseName": .string("parse" + typeName),
            "doc": TypeScriptContext.doc(message.doc),
            "isRequest": .bool(!isCallback),
            "isCallback": .bool(isCallback),
            "callbackKind": .string(message.callback?.kind.rawValue ?? ""),
            "requestTypeName": .string(message.callback.map { TypeScriptNaming.messageTypeName($0.requestID) } ?? ""),
            "inputType": .string(omitted.isEmpty ? typeName : inputTypeName),
            "inputTypeName": .string(inputTypeName),
            "inputOmits": .string(inputOmits),
            "hasCarriers": .bool(hasCarriers),
            "carrierTypeName": .string(carrierTypeName),
            "firstCarrier": .string(TypeScriptNaming.key(url.carriers[0].id)),
            "carriers": .list(hasCarriers ? url.carriers.map { carrier in
                [
                    "name": .string(TypeScriptNaming.key(carrier.id)),
                    "value": .string(TypeScriptNaming.stringLiteral(TypeScriptNaming.key(carrier.id))),
                    "doc": TypeScriptContext.doc(carrier.doc),
                ]
            } : []),
            "shapesName": .string(TypeScriptNaming.local(typeName, "Shapes")),
            "shapeType": .string(hasCarriers ? "UrlShape<\(carrierTypeName)>" : "UrlShape"),
            "shapes": .strings(isCallback ? [] : url.carriers.map { shape($0, carrierType: hasCarriers ? carrierTypeName : nil, module: module) }),
            "hasFields": .bool(!fields.isEmpty),
            "hasPathFields": .bool(fields.contains { $0.field.key == nil }),
            "hasQueryFields": .bool(writesQuery),
            "keepLine": .string(isCallback ? "kept.push(parameter.written);" : "keepAside(unknownParameters, parameter, options, \(plus));"),
            "usesMatch": .bool(hasCarriers || fields.contains { $0.field.key == nil }),
            "plus": .string(plus),
            "fields": .list(fields.map { $0.context(plus: plus) }),
            "pathFields": .list(fields.filter { $0.field.key == nil }.map { $0.context(plus: plus) }),
            "queryFields": .list(fields.filter { $0.field.key != nil }.map { $0.context(plus: plus) }),
            "repeatedFields": .list(fields.filter(\.isRepeated).map { $0.context(plus: plus) }),
            "requiredFields": .list(required.map { $0.context(plus: plus) }),
            "completions": .strings(completions),
            "writesQuery": .bool(writesQuery),
            // A builder with nothing to write but a fixed URI does not read its message.
            "messageParameter": .string(fields.isEmpty && !hasCarriers && !isCallback ? "_message" : "message"),
            "returnLines": .strings(returnLines(message, url, fields: fields, carrierTypeName: carrierTypeName, writesQuery: writesQuery, module: module)),
            "emptyRequiredListChecks": .strings(fields.filter { $0.field.isRequired && $0.isRepeated }.flatMap { field in
                // Step 2 begins once every value is checked: a required repeated-key list with no
                // items writes nothing, so it counts as absent.
                ["if (message.\(field.name).length === 0) {", "  throw missingDescriptor(\(field.errorName));", "}"]
            }),
            "rulesName": .string(rulesName),
            "ruleChecks": .list(ruleChecks(message, fields: fields, enums: module.enums)),
        ]
    }

    /// What the parser adds to the fields it read to make the message, in member order: the
    /// carrier, the callback URL, each default of a field left out, the unknown parameters. Each is
    /// an assignment to a member of `fields`, or, for a message without fields, a member of the
    /// object literal returned. In place: in V8 a new object, or `Object.assign`, costs more than
    /// the rest of a short URL's parse.
    private static func completions(fields: [QueryField], carrier: String?, isCallback: Bool) -> [String] {
        let inPlace = !fields.isEmpty
        func member(_ name: String, _ value: String) -> String {
            inPlace ? "\(name) = \(value)" : name == value ? name : "\(name): \(value)"
        }
        var lines: [String] = []
        if let carrier { lines.append(member("carrier", carrier)) }
        if isCallback { lines.append(member("callbackUrl", "keptUrl(url, kept)")) }
        lines += fields.compactMap { field in field.defaultLiteral.map { "\(field.name) ??= \($0)" } }
        if !isCallback { lines.append(member("unknownParameters", "unknownParameters")) }
        return lines
    }

    /// The parser's `UrlShape` literal of one carrier.
    private static func shape(_ carrier: IRCarrier, carrierType: String?, module: IRModule) -> String {
        var members = ["carrier: " + (carrierType.map { "\($0).\(TypeScriptNaming.key(carrier.id))" } ?? TypeScriptNaming.stringLiteral(carrier.id))]
        members.append("scheme: " + scheme(carrier.scheme))
        let segments: [IRPathSegment]
        switch carrier.form {
        case .hierarchical(let host, let path):
            members.append("host: " + TypeScriptNaming.stringLiteral(host))
            segments = path
        case .opaque(let path): segments = path
        case .callback: segments = []
        }
        members.append("segments: [" + segments.map { segment in
            switch segment {
            case .literal(let text): return TypeScriptNaming.stringLiteral(text)
            case .field(let id), .rest(let id): return "{ field: \(TypeScriptNaming.stringLiteral(id)) }"
            }
        }.joined(separator: ", ") + "]")
        if case .rest = segments.last { members.append("rest: true") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private static func scheme(_ scheme: IRCarrierScheme) -> String {
        switch scheme {
        case .app(let appID): return "apps.\(TypeScriptNaming.key(appID)).scheme"
        case .literal(let text): return TypeScriptNaming.stringLiteral(text)
        case .callback: preconditionFailure("a callback's message is built on the caller's URL")
        }
    }

    /// The builder's last statements: the URI of the carrier asked for (the first by default).
    private static func returnLines(
        _ message: IRMessage, _ url: IRURLEncoding, fields: [QueryField], carrierTypeName: String, writesQuery: Bool, module: IRModule
    ) -> [String] {
        if message.callback != nil { return [writesQuery ? "return query.appendedTo(callbackUrl);" : "return callbackUrl;"] }
        let uris = url.carriers.map { uri($0, fields: fields, writesQuery: writesQuery) }
        guard url.carriers.count > 1 else { return ["return \(uris[0]);"] }
        var lines = ["switch (message.carrier ?? \(carrierTypeName).\(TypeScriptNaming.key(url.carriers[0].id))) {"]
        for (carrier, uri) in zip(url.carriers, uris) {
            lines += ["  case \(carrierTypeName).\(TypeScriptNaming.key(carrier.id)):", "    return \(uri);"]
        }
        return lines + ["}"]
    }

    /// The expression of one carrier's URI: scheme, host and segments, then the query if any.
    private static func uri(_ carrier: IRCarrier, fields: [QueryField], writesQuery: Bool) -> String {
        // A fixed scheme is literal text, joined with what follows it.
        var parts: [String] = []
        var text = ""
        if case .literal(let fixed) = carrier.scheme { text = fixed } else { parts.append(scheme(carrier.scheme)) }
        /// Appends literal text, joined with the literal before it into one string literal.
        func literal(_ more: String) { text += more }
        func expression(_ value: String) {
            if !text.isEmpty { parts.append(TypeScriptNaming.stringLiteral(text)) }
            text = ""
            parts.append(value)
        }
        func segment(_ segment: IRPathSegment) {
            switch segment {
            case .literal(let value): literal(value)
            case .field(let id), .rest(let id): expression(fields.first { $0.field.id == id }!.segmentLocal)
            }
        }
        switch carrier.form {
        case .hierarchical(let host, let path):
            literal("://" + host)
            for item in path {
                literal("/")
                segment(item)
            }
        case .opaque(let path):
            for item in path {
                literal(":")
                segment(item)
            }
        case .callback: break
        }
        if !text.isEmpty { parts.append(TypeScriptNaming.stringLiteral(text)) }
        let joined = parts.joined(separator: " + ")
        if case .hierarchical = carrier.form, writesQuery { return "query.after(\(joined))" }
        return joined
    }

    /// The rule checks, each a condition and the error it throws: `requiredWhen` rules first, then
    /// `overrides`, each kind in declared order, as builders and parsers check them.
    private static func ruleChecks(_ message: IRMessage, fields: [QueryField], enums: [IREnum]) -> [TemplateValue] {
        let byID = Dictionary(fields.map { ($0.field.id, $0) }, uniquingKeysWith: { first, _ in first })
        var requiredWhen: [TemplateValue] = []
        var overrides: [TemplateValue] = []
        for rule in message.rules {
            switch rule {
            case .requiredWhen(let fieldID, let whenID, let tokens):
                let field = byID[fieldID]!, when = byID[whenID]!
                let value = when.defaultLiteral.map { "(message.\(when.name) ?? \($0))" } ?? "message.\(when.name)"
                // A required field is always there: the rule can never fail.
                if field.field.isRequired { continue }
                let tests = tokens.map { "\(value) === \(TypeScriptQueryValue.literal($0, of: when.field.value, enums: enums))" }
                let holds = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
                requiredWhen.append([
                    "condition": .string(holds + " && " + field.absence(of: "message")),
                    "error": .string("missingDescriptor(\(field.errorName))"),
                ])
            case .overrides(let winnerID, let loserID):
                let winner = byID[winnerID]!, loser = byID[loserID]!
                let both = [winner.presence(of: "message"), loser.presence(of: "message")].compactMap { $0 }
                overrides.append([
                    "condition": .string(both.isEmpty ? "true" : both.joined(separator: " && ")),
                    "error": .string("conflictingDescriptors(\(winner.errorName), \(loser.errorName))"),
                ])
            }
        }
        return requiredWhen + overrides
    }
}
