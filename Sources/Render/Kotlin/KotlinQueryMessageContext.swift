import IR
import RenderCore

/// The context of one URL-grammar message in `Templates/kotlin/QueryMessage.kt.mustache`.
///
/// Message: `typeName`, `doc`, `isCallback`, `plusMeansSpace` (`true`/`false`, an argument) and
/// `readsPlusAsSpace` (for the docs' sections), `hasCarriers` with `carriers` (entries of
/// the nested `Carrier` enum class: `name`, `id`, `doc`, `separator`), `callbackUrlSeparator`,
/// `fields` (every field: `name`, `doc`, `propertyType`, `separator`, `argument`, what the parser
/// passes the constructor), `surface` (the constructors, builder and equality of
/// `KotlinMessageSurface`, as lines of the class body), `queryFields` (`local`, `localType`, `key`, `checksDuplicate`, `read`,
/// the value assigned from `parameter`), `hasQueryFields`, `shapes` (the carriers' shapes for
/// `UrlCodec.Url.match`), `matchStatement`, `pathReads` (statements reading the path fields),
/// `keptLocal`, `keptType` and `keep` (what the parser does with a parameter it does not know),
/// `writer` (the statements that create `writer`, path included), `writes` (the statements
/// appending the query), `hasRules`, `hasRequiredWhen`, `hasOverrides` and `ruleChecks`,
/// `allowedSets` (`name`, `characters`: the companion's `UrlCodec.CharacterSet` of each text field
/// with `allowed` characters) and `hasAllowedSets`.
enum KotlinQueryMessageContext {
    static func message(_ message: IRMessage, _ url: IRURLEncoding, module: IRModule) -> TemplateValue {
        let isCallback = message.callback != nil
        let pathFieldIDs = pathFieldOrder(url)
        let queryFields = message.keyedFields
        let fields = message.fields
        let rules = ruleChecks(message, module: module)
        let requiredWhen = message.rules.contains { if case .requiredWhen = $0 { true } else { false } }
        let overrides = message.rules.contains { if case .overrides = $0 { true } else { false } }
        return [
            "typeName": .string(KotlinNaming.messageTypeName(message.id)),
            "doc": KotlinDoc.comment(message.doc),
            "isCallback": .bool(isCallback),
            "plusMeansSpace": .string(url.plusMeansSpace ? "true" : "false"),
            "readsPlusAsSpace": .bool(url.plusMeansSpace),
            "hasCarriers": .bool(url.carriers.count > 1),
            "surface": .strings(surface(message, url, isCallback: isCallback, module: module)),
            "carriers": .list(url.carriers.enumerated().map { index, carrier in
                [
                    "name": .string(KotlinNaming.constantName(carrier.id)),
                    "id": .string(KotlinNaming.stringLiteral(carrier.id)),
                    "doc": KotlinDoc.comment(carrier.doc),
                    "separator": .string(index == url.carriers.count - 1 ? ";" : ","),
                ]
            }),
            "callbackUrlSeparator": .string(fields.isEmpty ? "" : ","),
            "fields": .list(fields.enumerated().map { index, field in
                let last = index == fields.count - 1 && isCallback
                return self.field(field, isPath: pathFieldIDs.contains(field.id), separator: last ? "" : ",", module: module)
            }),
            "queryFields": .list(queryFields.map { queryField($0) }),
            "hasQueryFields": .bool(!queryFields.isEmpty),
            "shapes": .strings(isCallback ? [] : url.carriers.enumerated().map { index, carrier in
                shape(carrier, slots: pathFieldIDs, module: module) + (index == url.carriers.count - 1 ? "" : ",")
            }),
            "matchStatement": .string(
                pathFieldIDs.isEmpty && url.carriers.count == 1 ? "url.match(CARRIERS)" : "val match = url.match(CARRIERS)"),
            "pathReads": .strings(pathFieldIDs.enumerated().compactMap { slot, id in
                fields.first { $0.id == id }.map { field in
                    "val \(local(field)) = " + KotlinQueryValue.read(field.value, name: KotlinNaming.stringLiteral(field.id), "match.value(\(slot), \(KotlinNaming.stringLiteral(field.id)))", fieldID: field.id)
                }
            }),
            "keptLocal": .string(isCallback ? "kept" : "unknown"),
            "keptType": .string(isCallback ? "UrlCodec.Parameter" : "UnknownParameter"),
            "keep": .string(isCallback
                ? "kept = UrlCodec.add(kept, parameter)"
                : "unknown = UrlCodec.add(unknown, UnknownParameter(parameter.name, parameter.value()))"),
            "writer": .strings(writer(message, url, module: module)),
            "writes": .strings(queryFields.flatMap { write($0, module: module) } + emptyRequiredListChecks(queryFields)),
            "hasRules": .bool(!rules.isEmpty),
            "hasRequiredWhen": .bool(requiredWhen),
            "hasOverrides": .bool(overrides),
            "ruleChecks": .strings(rules),
            "allowedSets": .list(fields.compactMap { field in
                KotlinQueryValue.allowedCharacters(field.value).map { characters -> TemplateValue in
                    ["name": .string(KotlinQueryValue.allowedSetName(field.id)), "characters": .string(KotlinNaming.stringLiteral(characters))]
                }
            }),
            "hasAllowedSets": .bool(fields.contains { KotlinQueryValue.allowedCharacters($0.value) != nil }),
        ]
    }

    /// The path fields, numbered by slot in the order the first carrier's segments name them.
    private static func pathFieldOrder(_ url: IRURLEncoding) -> [String] {
        segments(url.carriers[0]).compactMap { segment in
            switch segment {
            case .literal: return nil
            case .field(let id), .rest(let id): return id
            }
        }
    }

    private static func segments(_ carrier: IRCarrier) -> [IRPathSegment] {
        switch carrier.form {
        case .hierarchical(_, let path): return path
        case .opaque(let segments): return segments
        case .callback: return []
        }
    }

    /// The scheme a carrier writes, as a Kotlin expression: the app's, or the fixed literal.
    private static func scheme(_ carrier: IRCarrier, module: IRModule) -> String {
        switch carrier.scheme {
        case .app(let appID): return "App.\(KotlinNaming.constantName(appID)).scheme"
        case .literal(let scheme): return KotlinNaming.stringLiteral(scheme)
        case .callback: preconditionFailure("a callback has no shape")
        }
    }

    /// `UrlCodec.Shape(scheme, host, segments...)`, a carrier's entry in `CARRIERS`.
    private static func shape(_ carrier: IRCarrier, slots: [String], module: IRModule) -> String {
        let host: String
        switch carrier.form {
        case .hierarchical(let name, _): host = KotlinNaming.stringLiteral(name)
        case .opaque: host = "null"
        case .callback: preconditionFailure("a callback has no shape")
        }
        let segments = segments(carrier).map { segment -> String in
            switch segment {
            case .literal(let text): return "UrlCodec.literal(\(KotlinNaming.stringLiteral(text)))"
            case .field(let id): return "UrlCodec.field(\(slots.firstIndex(of: id) ?? 0))"
            case .rest(let id): return "UrlCodec.rest(\(slots.firstIndex(of: id) ?? 0))"
            }
        }
        return "UrlCodec.Shape(" + ([scheme(carrier, module: module), host] + segments).joined(separator: ", ") + ")"
    }

    /// The statements creating `writer`: the carrier's scheme, host and path segments, one
    /// `when` branch per carrier when there are several.
    private static func writer(_ message: IRMessage, _ url: IRURLEncoding, module: IRModule) -> [String] {
        if message.callback != nil { return ["val writer = UrlCodec.callback(this.callbackUrl)"] }
        let chains = url.carriers.map { carrier in writerChain(carrier, message: message, module: module) }
        if chains.count == 1 { return ["val writer = " + chains[0][0]] + chains[0].dropFirst().map { "    " + $0 } }
        var lines = ["val writer = when (this.carrier) {"]
        for (carrier, chain) in zip(url.carriers, chains) {
            lines.append("    Carrier.\(KotlinNaming.constantName(carrier.id)) -> " + chain[0])
            lines += chain.dropFirst().map { "        " + $0 }
        }
        return lines + ["}"]
    }

    /// `UrlCodec.hierarchical(...)` or `UrlCodec.opaque(...)`, then one `.append…` line per segment.
    private static func writerChain(_ carrier: IRCarrier, message: IRMessage, module: IRModule) -> [String] {
        let start: String
        switch carrier.form {
        case .hierarchical(let host, _): start = "UrlCodec.hierarchical(\(scheme(carrier, module: module)), \(KotlinNaming.stringLiteral(host)))"
        case .opaque: start = "UrlCodec.opaque(\(scheme(carrier, module: module)))"
        case .callback: preconditionFailure("written from the callback URL")
        }
        return [start] + segments(carrier).map { segment in
            switch segment {
            case .literal(let text): return ".appendLiteral(\(KotlinNaming.stringLiteral(text)))"
            case .field(let id), .rest(let id):
                let method = if case .rest = segment { "appendRest" } else { "appendSegment" }
                let name = KotlinNaming.stringLiteral(id)
                let field = message.fields.first { $0.id == id }
                let value = field.map { KotlinQueryValue.written($0.value, name: name, "this." + KotlinNaming.queryPropertyName($0.id), fieldID: $0.id) } ?? ""
                return ".\(method)(\(name), \(value))"
            }
        }
    }

    /// The members of `KotlinMessageSurface` for the message's properties: the carrier, the
    /// callback URL, the fields and the unknown parameters; indented for the class body.
    private static func surface(_ message: IRMessage, _ url: IRURLEncoding, isCallback: Bool, module: IRModule) -> [String] {
        typealias Member = KotlinMessageSurface.Member
        var members: [Member] = []
        if url.carriers.count > 1 {
            members.append(Member(name: "carrier", type: "Carrier", defaultValue: "Carrier." + KotlinNaming.constantName(url.carriers[0].id)))
        }
        if isCallback { members.append(Member(name: "callbackUrl", type: "String", defaultValue: nil)) }
        let pathFieldIDs = pathFieldOrder(url)
        for field in message.fields {
            let property = property(field, isPath: pathFieldIDs.contains(field.id), module: module)
            members.append(Member(name: KotlinNaming.queryPropertyName(field.id), type: property.type, defaultValue: property.defaultValue))
        }
        if !isCallback { members.append(Member(name: "unknownParameters", type: "List<UnknownParameter>", defaultValue: "emptyList()")) }
        let surface = KotlinMessageSurface(typeName: KotlinNaming.messageTypeName(message.id), members: members, omittable: nil)
        return surface.lines.map { $0.isEmpty ? "" : "    " + $0 }
    }

    /// The field's property type, and what it holds when not set (nil for a field every
    /// constructor takes: a path field or a required one).
    private static func property(_ field: IRField, isPath: Bool, module: IRModule) -> (type: String, defaultValue: String?) {
        let type = KotlinQueryValue.type(field.value)
        if isPath { return (type, nil) }
        if field.value == .presence { return ("Boolean", "false") }
        if let defaultValue = field.defaultToken.flatMap({ KotlinQueryValue.defaultValue(field.value, token: $0, module: module) }) {
            return (type, defaultValue)
        }
        return field.isRequired ? (type, nil) : (type + "?", "null")
    }

    private static func field(_ field: IRField, isPath: Bool, separator: String, module: IRModule) -> TemplateValue {
        let property = property(field, isPath: isPath, module: module)
        let argument: String
        if isPath {
            argument = local(field)
        } else if field.value == .presence {
            argument = "\(local(field)) ?: false"
        } else if let defaultValue = property.defaultValue, defaultValue != "null" {
            argument = "\(local(field)) ?: \(defaultValue)"
        } else if field.isRequired {
            argument = "\(local(field)) ?: throw UrlCodec.missing(\(KotlinNaming.stringLiteral(field.key ?? field.id)))"
        } else {
            argument = local(field)
        }
        return [
            "name": .string(KotlinNaming.queryPropertyName(field.id)),
            "doc": KotlinDoc.comment(field.doc),
            "propertyType": .string(property.type),
            "separator": .string(separator),
            "argument": .string(argument),
        ]
    }

    private static func queryField(_ field: IRField) -> TemplateValue {
        let key = KotlinNaming.stringLiteral(field.key ?? field.id)
        let local = local(field)
        let read: String
        var localType = KotlinQueryValue.type(field.value)
        var checksDuplicate = true
        switch field.value {
        case .presence:
            read = "UrlCodec.readPresence(parameter)"
        case .list(let item, .repeatedKey):
            localType = "ArrayList<\(KotlinQueryValue.type(item))>"
            checksDuplicate = false
            read = "UrlCodec.add(\(local), \(KotlinQueryValue.read(field.value, name: key, "parameter.value()", fieldID: field.id)))"
        default:
            read = KotlinQueryValue.read(field.value, name: key, "parameter.value()", fieldID: field.id)
        }
        return [
            "local": .string(local),
            "localType": .string(localType),
            "key": .string(key),
            "checksDuplicate": .bool(checksDuplicate),
            "read": .string(read),
        ]
    }

    /// The statements appending a query field to `writer`: nothing when it is absent or holds its
    /// default, the name alone for a presence that is set, one parameter per item of a repeated-key list.
    private static func write(_ field: IRField, module: IRModule) -> [String] {
        let key = KotlinNaming.stringLiteral(field.key ?? field.id)
        let property = "this." + KotlinNaming.queryPropertyName(field.id)
        func append(_ value: String) -> String {
            if case .list(let item, .repeatedKey) = field.value {
                return "\(value).forEach { item -> writer.appendParameter(\(key), UrlCodec.item(\(key), \(KotlinQueryValue.written(item, name: key, "item", fieldID: field.id)))) }"
            }
            return "writer.appendParameter(\(key), \(KotlinQueryValue.written(field.value, name: key, value, fieldID: field.id)))"
        }
        if field.value == .presence { return ["if (\(property)) writer.appendName(\(key))"] }
        if let token = field.defaultToken, let defaultValue = KotlinQueryValue.defaultValue(field.value, token: token, module: module) {
            return ["if (\(differs(property, from: defaultValue))) " + append(property)]
        }
        if field.isRequired { return [append(property)] }
        if case .list(_, .repeatedKey) = field.value { return [append("\(property)?")] }
        return ["\(property)?.let { " + append("it") + " }"]
    }

    /// Step 2 begins once every value is checked: a required repeated-key list with no items
    /// writes nothing, so it counts as absent.
    private static func emptyRequiredListChecks(_ queryFields: [IRField]) -> [String] {
        queryFields.filter { field in
            guard field.isRequired, case .list(_, .repeatedKey) = field.value else { return false }
            return true
        }.map { field in
            "if (this.\(KotlinNaming.queryPropertyName(field.id)).isEmpty()) throw UrlCodec.missing(\(KotlinNaming.stringLiteral(field.key ?? field.id)))"
        }
    }

    private static func local(_ field: IRField) -> String { KotlinNaming.queryLocalName(field.id) }

    /// The statements of `checkRules()`: each `requiredWhen` rule, then each `overrides` rule, in
    /// declared order. A field counts as present when it is set and does not hold its default.
    private static func ruleChecks(_ message: IRMessage, module: IRModule) -> [String] {
        func field(_ id: String) -> IRField? { message.fields.first { $0.id == id } }
        func name(_ field: IRField) -> String { KotlinNaming.stringLiteral(field.key ?? field.id) }
        /// The condition true when the field is present (`negated`: absent); nil when it always is.
        func present(_ field: IRField, negated: Bool = false) -> String? {
            let property = "this." + KotlinNaming.queryPropertyName(field.id)
            if field.value == .presence { return negated ? "!" + property : property }
            if let token = field.defaultToken, let value = KotlinQueryValue.defaultValue(field.value, token: token, module: module) {
                return negated ? differs(property, from: value, negated: true) : differs(property, from: value)
            }
            if field.isRequired || field.key == nil { return nil }
            // An empty repeated-key list writes nothing, so it counts as absent.
            if case .list(_, .repeatedKey) = field.value { return (negated ? "" : "!") + property + ".isNullOrEmpty()" }
            return property + (negated ? " == null" : " != null")
        }
        var missing: [String] = []
        var conflicts: [String] = []
        for rule in message.rules {
            switch rule {
            case .requiredWhen(let fieldID, let whenID, let tokens):
                guard let target = field(fieldID), let absent = present(target, negated: true), let other = field(whenID) else { continue }
                let property = "this." + KotlinNaming.queryPropertyName(other.id)
                let holds = tokens.compactMap { KotlinQueryValue.defaultValue(other.value, token: $0, module: module) }
                    .map { "\(property) == \($0)" }.joined(separator: " || ")
                missing.append("if (\(absent) && (\(holds))) throw UrlCodec.missing(\(name(target)))")
            case .overrides(let winnerID, let loserID):
                guard let winner = field(winnerID), let loser = field(loserID) else { continue }
                let conditions = [present(winner), present(loser)].compactMap { $0 }
                let check = "throw UrlCodec.conflicting(\(name(winner)), \(name(loser)))"
                conflicts.append(conditions.isEmpty ? check : "if (\(conditions.joined(separator: " && "))) " + check)
            }
        }
        return missing + conflicts
    }

    /// `property != value`, or, for a boolean default, the property itself or its negation;
    /// `negated`: the condition that it holds the value.
    private static func differs(_ property: String, from value: String, negated: Bool = false) -> String {
        switch (value, negated) {
        case ("false", false), ("true", true): return property
        case ("true", false), ("false", true): return "!" + property
        default: return property + (negated ? " == " : " != ") + value
        }
    }
}
