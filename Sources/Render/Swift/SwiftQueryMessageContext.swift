import IR
import RenderCore

/// The context of one URL-grammar message in `Templates/swift/QueryMessage.swift.mustache`.
///
/// Message: `typeName`, `doc`, `isRequest`, `isCallback`, `hasCarriers` (several carriers) and
/// `carriers` (`name`, `doc`), `parameters` (`declaration`, `comma`), `shapes` (one
/// `Codec.URLShape` literal per carrier), `shapeList` (for the doc), `plusMeansSpace`,
/// `matchLine`, `pathFields`, `queryFields`, `hasQueryFields`, `requiredQueryFields`,
/// `buildLines` (the builder's statements up to `return writer.uri`), `hasRules` and `ruleLines`.
///
/// Each field: `name` (property, also the initializer's parameter), `local`, `type`, `storageType` (without `?`), `key`
/// (the literal the parser matches and errors quote), `doc`, `pathRead` (a path field's value),
/// `readLines` (a query field's `case` body) and `parsedValue` (what the parser stores).
enum SwiftQueryMessageContext {
    static func message(_ message: IRMessage, _ url: IRURLEncoding, module: IRModule) -> TemplateValue {
        let values = SwiftQueryValues(module: module)
        let fields = message.fields.map { SwiftQueryField($0, values: values) }
        let pathFieldIDs = pathFieldOrder(message)
        let hasCarriers = url.carriers.count > 1
        let rules = SwiftQueryRules(message: message, fields: fields)
        return [
            "typeName": .string(SwiftNaming.messageTypeName(message.id)),
            "doc": SwiftNaming.doc(message.doc),
            "isRequest": .bool(message.callback == nil),
            "isCallback": .bool(message.callback != nil),
            "hasCarriers": .bool(hasCarriers),
            "carriers": .list(url.carriers.map { carrier in
                ["name": .string(SwiftNaming.carrierCase(carrier.id)), "doc": SwiftNaming.doc(carrier.doc)]
            }),
            "parameters": .list(parameters(message, url, fields: fields)),
            "shapes": .strings(url.carriers.map { shape($0, pathFieldIDs: pathFieldIDs, module: module) }),
            "shapeList": .string(SwiftNaming.commentText(url.carriers.map { "`\(shapeText($0, module: module))`" }.joined(separator: " or "))),
            "plusMeansSpace": .string(url.plusMeansSpace ? "true" : "false"),
            "matchLine": .string(
                hasCarriers || !pathFieldIDs.isEmpty ? "let match = try parts.match(Self.shapes)" : "_ = try parts.match(Self.shapes)"),
            "fields": .list(fields.map(\.context)),
            "pathFields": .list(pathFieldIDs.enumerated().compactMap { index, id in
                fields.first { $0.field.id == id }?.pathContext(index: index)
            }),
            "queryFields": .list(fields.filter { $0.field.key != nil }.map(\.context)),
            "hasQueryFields": .bool(!message.keyedFields.isEmpty),
            "requiredQueryFields": .list(fields.filter { $0.field.key != nil && $0.field.isRequired }.map(\.context)),
            "buildLines": .strings(SwiftQueryBuilder.lines(message, url, fields: fields, pathFieldIDs: pathFieldIDs, module: module)),
            "hasRules": .bool(!rules.lines.isEmpty),
            "ruleLines": .strings(rules.lines),
        ]
    }

    /// The path fields in declared order: the numbering `Codec.PathSegment` uses in every shape.
    static func pathFieldOrder(_ message: IRMessage) -> [String] {
        message.fields.filter { $0.key == nil }.map(\.id)
    }

    private static func parameters(_ message: IRMessage, _ url: IRURLEncoding, fields: [SwiftQueryField]) -> [TemplateValue] {
        var declarations: [String] = []
        if url.carriers.count > 1 {
            declarations.append("carrier: Carrier = .\(SwiftNaming.carrierCase(url.carriers[0].id))")
        }
        if message.callback != nil { declarations.append("callbackURL: String") }
        declarations += fields.map(\.parameter)
        return declarations.enumerated().map { index, declaration in
            ["declaration": .string(declaration), "comma": .string(index == declarations.count - 1 ? "" : ",")]
        }
    }

    /// `Codec.URLShape(scheme: App.things.scheme, host: "", segments: [.literal("add")])`.
    private static func shape(_ carrier: IRCarrier, pathFieldIDs: [String], module: IRModule) -> String {
        let segments: [IRPathSegment]
        let host: String
        switch carrier.form {
        case .hierarchical(let name, let path):
            host = SwiftNaming.stringLiteral(name)
            segments = path
        case .opaque(let path):
            host = "nil"
            segments = path
        case .callback:
            return ""  // A callback's message is parsed without shapes.
        }
        let written = segments.map { segment -> String in
            switch segment {
            case .literal(let text): return ".literal(\(SwiftNaming.stringLiteral(text)))"
            case .field(let id): return ".field(\(pathFieldIDs.firstIndex(of: id) ?? 0))"
            case .rest(let id): return ".rest(\(pathFieldIDs.firstIndex(of: id) ?? 0))"
            }
        }
        return "Codec.URLShape(scheme: \(scheme(carrier.scheme, module: module)), host: \(host), segments: [\(written.joined(separator: ", "))])"
    }

    /// The expression of a carrier's scheme: its app's, or the literal one.
    static func scheme(_ scheme: IRCarrierScheme, module: IRModule) -> String {
        switch scheme {
        case .app(let id): return "App.\(SwiftNaming.appCase(id)).scheme"
        case .literal(let text): return SwiftNaming.stringLiteral(text)
        case .callback: return "\"\""
        }
    }

    /// A carrier as a doc reads it: `things:///add`, `spotify:<type>:<id>`.
    private static func shapeText(_ carrier: IRCarrier, module: IRModule) -> String {
        let scheme: String
        switch carrier.scheme {
        case .app(let id): scheme = module.apps.first { $0.id == id }?.scheme ?? id
        case .literal(let text): scheme = text
        case .callback: scheme = "<scheme>"
        }
        func text(_ segment: IRPathSegment) -> String {
            switch segment {
            case .literal(let literal): return literal
            case .field(let id): return "<\(id)>"
            case .rest(let id): return "<\(id)…>"
            }
        }
        switch carrier.form {
        case .hierarchical(let host, let path): return "\(scheme)://\(host)" + path.map { "/" + text($0) }.joined()
        case .opaque(let path): return "\(scheme):" + path.map(text).joined(separator: ":")
        case .callback: return scheme + ":…"
        }
    }
}
