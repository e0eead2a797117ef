import IR
import RenderCore

/// The context of one URL-grammar message in `Templates/c/QueryMessage.h.mustache` and
/// `QueryMessage.c.mustache`.
///
/// Message: `type`, `initialize`, `build`, `parse` (function names), `doc`, `isCallback`,
/// `members` (`declaration`, `doc`), `carrierType`, `carrierMember` and `carrierCases`
/// (`constant`, `doc`) when it has several carriers; `initLines` (the defaults), `checkLines`
/// (the builder's checks, in the grammar's order), `carrierWrites` (`condition`, `lines`: the
/// scheme, host and path of each carrier), `queryWrites` (`condition`, `lines`), `callbackURL`
/// (member), `segmentTables` and `carrierRows` (the parser's carriers), `pathFieldCount`,
/// `pathReads`, `locals` (declarations), `parameters` (`branch`, `key`, `lines`), `plus`,
/// `ruleChecks` (the parser's steps 8 and 9), `resultKeys`, `unknown`, `unknownCount`.
struct CQueryMessageContext {
    let names: CNames
    let stems: [String: String]
    let enumStems: [String: String]
    let enums: [String: IREnum]
    let apps: [String: IRApp]
    let allowedBytes: CAllowedBytes

    func message(_ message: IRMessage, _ url: IRURLEncoding) throws(TemplateError) -> TemplateValue {
        let stem = stems[message.id]!
        let fields = memberNames(message, url)
        let byID = Dictionary(uniqueKeysWithValues: fields.map { ($0.field.id, $0) })
        let isCallback = message.callback != nil
        let hasChoice = url.carriers.count > 1
        let carrierMember = hasChoice ? "carrier" : ""
        let plus = url.plusMeansSpace ? "true" : "false"
        let pathCount = pathFieldCount(message, url)
        var parameters: [TemplateValue] = []
        var queryWrites: [TemplateValue] = []
        for field in fields where field.field.key != nil {
            var lines = try field.read(raw: "parameter.value", plus: url.plusMeansSpace)
            if !field.isRepeated {
                let seen = field.presence.map { "message->\($0)" } ?? "seen_\(field.member)"
                lines = ["if (claim_parameter(&reader, &parameter, &\(seen))) {"] + lines.map { "    " + $0 } + ["}"]
            }
            parameters.append([
                "branch": .string(parameters.isEmpty ? "if" : "} else if"),
                "key": .string(CNaming.stringLiteral(field.field.key!)),
                "lines": .strings(lines),
            ])
            queryWrites.append(["condition": .string(field.writeCondition ?? ""), "lines": .strings(try field.queryWrite())])
        }
        var context: TemplateObject = [
            "type": .string(names.lower(stem, "message")),
            "initialize": .string(names.lower("init", stem)),
            "build": .string(names.lower("build", stem)),
            "parse": .string(names.lower("parse", stem)),
            "doc": CNaming.docComment(DocText.lines(message.doc)),
            "isCallback": .bool(isCallback),
            "readsMessage": .bool(isCallback || hasChoice || !message.fields.isEmpty),
            "hasChecks": .bool(isCallback || !message.fields.isEmpty),
            "hasCarrierChoice": .bool(hasChoice),
            "carrierType": .string(names.lower(stem, "carrier")),
            "carrierMember": .string(carrierMember),
            "carrierCases": .list(url.carriers.map { carrier in
                [
                    "constant": .string(names.upper(stem, "CARRIER", CNaming.upperSnakeCase(carrier.id))),
                    "doc": CNaming.docComment(DocText.lines(carrier.doc)),
                ]
            }),
            "members": .list(members(message, url, fields)),
            "initLines": .strings(fields.compactMap { field in field.field.defaultToken.map(field.initializer) }),
            "checkLines": .strings(try checkLines(message, url, fields, byID: byID)),
            "queryWrites": .list(queryWrites),
            "plus": .string(plus),
            "needsSeparator": .bool(isCallback || !message.keyedFields.isEmpty),
            "hasResultKeys": .bool(!message.keyedFields.isEmpty),
            "hasParameters": .bool(!message.keyedFields.isEmpty),
            "parametersOrUnknown": .bool(!isCallback || !message.keyedFields.isEmpty),
            "hasPath": .bool(pathCount > 0),
            "pathFieldCount": .string(String(pathCount)),
            "pathReads": .strings(try pathReads(message, url, byID: byID)),
            "locals": .strings(locals(fields)),
            "parameters": .list(parameters),
            "ruleChecks": .strings(ruleChecks(message, url, fields, byID: byID)),
            "resultKeys": .strings(message.keyedFields.map { CNaming.stringLiteral($0.key!) }),
            "unknown": .string("unknown_parameters"),
            "unknownCount": .string("unknown_parameter_count"),
            "callbackURL": .string("callback_url"),
        ]
        context["carrierWrites"] = .list([])
        context["segmentTables"] = .list([])
        context["carrierRows"] = .list([])
        if !isCallback {
            context["carrierWrites"] = .list(url.carriers.enumerated().map { index, carrier in
                carrierWrite(carrier, index: index, stem: stem, byID: byID, hasChoice: hasChoice, isLast: index == url.carriers.count - 1)
            })
            context["segmentTables"] = .list(url.carriers.enumerated().compactMap { index, carrier in segmentTable(carrier, index: index) })
            context["carrierRows"] = .strings(url.carriers.enumerated().map { index, carrier in carrierRow(carrier, index: index) })
        }
        return .object(context)
    }

    /// The members' names: the carrier, the callback URL, each field (after its `has_` member),
    /// the unknown parameters; each unique, with a field taking the `_` when one is spelled the same.
    private func memberNames(_ message: IRMessage, _ url: IRURLEncoding) -> [CQueryField] {
        var wanted: [String] = []
        if url.carriers.count > 1 { wanted.append("carrier") }
        if message.callback != nil { wanted.append("callback_url") } else { wanted += ["unknown_parameters", "unknown_parameter_count"] }
        let fixed = wanted.count
        // Spelled unescaped: `unique` escapes each name (a reserved member gets its `_` there).
        for field in message.fields {
            let snake = CNaming.snakeCase(field.id)
            if CQueryField.needsPresenceMember(field) { wanted.append("has_" + snake) }
            wanted.append(snake)
        }
        var unique = CNaming.unique(wanted).dropFirst(fixed)
        return message.fields.map { field in
            let presence = CQueryField.needsPresenceMember(field) ? unique.removeFirst() : nil
            return CQueryField(
                field: field, member: unique.removeFirst(), presence: presence, names: names, enumStems: enumStems, enums: enums,
                allowedBytes: allowedBytes)
        }
    }

    private func members(_ message: IRMessage, _ url: IRURLEncoding, _ fields: [CQueryField]) -> [TemplateValue] {
        let string = names.lower("string")
        var members: [TemplateValue] = []
        func add(_ declaration: String, _ doc: [String]) {
            members.append(["declaration": .string(declaration), "doc": CNaming.docComment(doc)])
        }
        if url.carriers.count > 1 {
            add("\(names.lower(stems[message.id]!, "carrier")) carrier;", DocText.lines(
                "The URL shape: builders write this one (the first, 0, unless you choose another), parsers set the one the URI has."))
        }
        if message.callback != nil {
            add("\(string) callback_url;", DocText.lines(
                "The URL the caller passed as the callback, without the results: builders add them to it, parsers return it with the caller's own parameters. Required: data must not be NULL."))
        }
        for field in fields {
            let doc = DocText.lines(field.field.doc)
            if let presence = field.presence {
                add("bool \(presence);", ["Whether \(field.member) is present."])
                add("\(field.type) \(field.member);", doc + ["Optional: read only when \(presence) is true."])
            } else if field.field.defaultToken != nil {
                add("\(field.type) \(field.member);", doc + DocText.lines("Defaults to `\(field.field.defaultToken!)`, which builders leave out."))
            } else if field.isString {
                let note = field.field.isRequired ? "Required: data must not be NULL." : "Optional: absent when data is NULL."
                add("\(string) \(field.member);", doc + [note])
            } else {
                add("\(field.type) \(field.member);", doc)
            }
        }
        if message.callback == nil {
            add("const \(names.lower("unknown_parameter")) *unknown_parameters;", DocText.lines(
                "Filled by parsers, ignored by builders: the query parameters the message does not know, decoded, in URI order. This is the unknown array of the \(names.lower("url_parse_options")) passed to the parser (NULL without one), holding the first unknown_capacity of them."))
            add("size_t unknown_parameter_count;", DocText.lines("Filled by parsers: how many such parameters the URI held, stored or not."))
        }
        return members
    }

    /// The builder's checks, in the grammar's order: each given value (invalidValue), then the
    /// required strings and repeated-key lists and `requiredWhen` rules (missingDescriptor), then
    /// `overrides` (conflictingDescriptors).
    private func checkLines(_ message: IRMessage, _ url: IRURLEncoding, _ fields: [CQueryField], byID: [String: CQueryField]) throws(TemplateError) -> [String] {
        var lines: [String] = []
        let stem = stems[message.id]!
        // A rest field's value may not have an empty segment when the carrier written holds it in
        // its rest segment; another carrier writes it as one segment, a `/` in it encoded.
        var restCarriers: [String: [String]] = [:]
        for carrier in url.carriers {
            if case .rest(let id) = segments(carrier).last {
                restCarriers[id, default: []].append(names.upper(stem, "CARRIER", CNaming.upperSnakeCase(carrier.id)))
            }
        }
        if message.callback != nil {
            lines.append("require_valid(&writer, message->callback_url.data == NULL || is_callback_url(message->callback_url));")
        }
        for field in fields {
            let rest = restCarriers[field.field.id].map { carriers in
                carriers.count == url.carriers.count ? "" : carriers.map { "message->carrier == \($0)" }.joined(separator: " || ")
            }
            lines += try field.checkLines(inPath: field.field.key == nil, restWhen: rest)
        }
        if message.callback != nil { lines.append("check_given(&writer, message->callback_url);") }
        let missing = names.upper("ERROR", "MISSING_DESCRIPTOR")
        for field in fields where field.field.isRequired || field.field.defaultToken != nil {
            if field.isString {
                lines.append("check_given(&writer, \(field.value));")
            } else if field.isRepeated {
                lines += ["if (\(field.value).count == 0) {", "    refuse(&writer, \(missing));", "}"]
            }
        }
        let conflicting = names.upper("ERROR", "CONFLICTING_DESCRIPTORS")
        for rule in message.rules {
            if case .requiredWhen(let id, let whenID, let tokens) = rule {
                lines += [
                    "if ((\(holdsAny(byID[whenID]!, tokens))) && \(byID[id]!.countsAsAbsent)) {", "    refuse(&writer, \(missing));", "}",
                ]
            }
        }
        for rule in message.rules {
            if case .overrides(let winner, let loser) = rule {
                lines += [
                    "if ((\(byID[winner]!.countsAsPresent)) && (\(byID[loser]!.countsAsPresent))) {",
                    "    refuse(&writer, \(conflicting));", "}",
                ]
            }
        }
        return lines
    }

    /// The parser's steps 8 and 9: required fields, `requiredWhen`, then `overrides`.
    private func ruleChecks(_ message: IRMessage, _ url: IRURLEncoding, _ fields: [CQueryField], byID: [String: CQueryField]) -> [String] {
        let missing = names.upper("ERROR", "MISSING_DESCRIPTOR")
        let conflicting = names.upper("ERROR", "CONFLICTING_DESCRIPTORS")
        var lines = fields.filter { $0.field.isRequired && $0.field.key != nil }.map {
            "check_rule(&reader, \($0.isRepeated ? $0.isGiven : "seen_" + $0.member), \(missing));"
        }
        for rule in message.rules {
            if case .requiredWhen(let id, let whenID, let tokens) = rule {
                lines.append("check_rule(&reader, !(\(holdsAny(byID[whenID]!, tokens))) || \(byID[id]!.countsAsPresent), \(missing));")
            }
        }
        for rule in message.rules {
            if case .overrides(let winner, let loser) = rule {
                lines.append("check_rule(&reader, !((\(byID[winner]!.countsAsPresent)) && (\(byID[loser]!.countsAsPresent))), \(conflicting));")
            }
        }
        return lines
    }

    /// Whether a field is given and holds one of the tokens.
    private func holdsAny(_ field: CQueryField, _ tokens: [String]) -> String {
        let holds = tokens.map(field.holds).joined(separator: " || ")
        return field.isGiven == "true" || field.isString ? holds : "\(field.isGiven) && (\(holds))"
    }

    /// The parser's locals: whether each claimed field was seen, and where each repeated-key
    /// list's items go.
    private func locals(_ fields: [CQueryField]) -> [String] {
        fields.filter { $0.field.key != nil }.compactMap { field in
            if field.isRepeated {
                guard case .list(let item, _) = field.field.value else { return nil }
                let type: String
                switch item {
                case .integer: type = "int64_t"
                case .enumeration(let id): type = names.lower(enumStems[id]!)
                default: type = names.lower("string")
                }
                return "\(type) *\(field.itemsLocal) = NULL;"
            }
            return field.presence == nil ? "bool seen_\(field.member) = false;" : nil
        }
    }

    private func pathFieldCount(_ message: IRMessage, _ url: IRURLEncoding) -> Int {
        message.fields.filter { $0.key == nil }.count
    }

    /// A path field of a carrier, and whether it is the carrier's rest field.
    private struct PathField: Equatable {
        let id: String
        let isRest: Bool
    }

    /// The path fields of a carrier, in its segment order: the order `match_carrier` stores
    /// their raw segments in `path`.
    private func pathFields(_ carrier: IRCarrier) -> [PathField] {
        segments(carrier).compactMap { segment in
            switch segment {
            case .literal: nil
            case .field(let id): PathField(id: id, isRest: false)
            case .rest(let id): PathField(id: id, isRest: true)
            }
        }
    }

    /// The parser's step 5: each path field read from its segment, in the matched carrier's
    /// segment order; one branch per carrier when carriers order them differently or hold a
    /// field in a rest segment in one and not another. A rest field's decoded value may not have
    /// an empty segment (`a%2F%2Fb`): builders refuse it.
    private func pathReads(_ message: IRMessage, _ url: IRURLEncoding, byID: [String: CQueryField]) throws(TemplateError) -> [String] {
        guard message.callback == nil, pathFieldCount(message, url) > 0 else { return [] }
        func reads(_ order: [PathField]) throws(TemplateError) -> [String] {
            var lines: [String] = []
            for (index, pathField) in order.enumerated() {
                let field = byID[pathField.id]!
                lines += try field.read(raw: "path[\(index)]", plus: false)
                if pathField.isRest { lines.append("check_decoded(&reader, path[\(index)], is_rest(\(field.value)));") }
            }
            return lines
        }
        let orders = url.carriers.map(pathFields)
        if orders.allSatisfy({ $0 == orders[0] }) { return try reads(orders[0]) }
        var lines: [String] = []
        let stem = stems[message.id]!
        for (index, carrier) in url.carriers.enumerated() {
            let constant = names.upper(stem, "CARRIER", CNaming.upperSnakeCase(carrier.id))
            lines.append(
                index == 0 ? "if (message->carrier == \(constant)) {"
                    : index == url.carriers.count - 1 ? "} else {" : "} else if (message->carrier == \(constant)) {")
            lines += try reads(orders[index]).map { "    " + $0 }
        }
        return lines + ["}"]
    }

    private func segments(_ carrier: IRCarrier) -> [IRPathSegment] {
        switch carrier.form {
        case .hierarchical(_, let path): path
        case .opaque(let segments): segments
        case .callback: []
        }
    }

    private func scheme(_ carrier: IRCarrier) -> String {
        switch carrier.scheme {
        case .app(let id): apps[id]!.scheme
        case .literal(let scheme): scheme
        case .callback: ""
        }
    }

    /// The builder's statements for one carrier: literal text as one `put_bytes`, each field encoded.
    private func carrierWrite(
        _ carrier: IRCarrier, index: Int, stem: String, byID: [String: CQueryField], hasChoice: Bool, isLast: Bool
    ) -> TemplateValue {
        var lines: [String] = []
        var literal = scheme(carrier)
        func flush() {
            if !literal.isEmpty { lines.append("put_bytes(&writer, \(CNaming.stringLiteral(literal)), \(literal.utf8.count));") }
            literal = ""
        }
        let isOpaque: Bool
        switch carrier.form {
        case .hierarchical(let host, _):
            literal += "://" + host
            isOpaque = false
        default:
            literal += ":"
            isOpaque = true
        }
        for (position, segment) in segments(carrier).enumerated() {
            if !isOpaque { literal += "/" } else if position > 0 { literal += ":" }
            switch segment {
            case .literal(let text): literal += text
            case .field(let id):
                flush()
                lines.append(byID[id]!.pathWrite(rest: false))
            case .rest(let id):
                flush()
                lines.append(byID[id]!.pathWrite(rest: true))
            }
        }
        flush()
        let constant = names.upper(stem, "CARRIER", CNaming.upperSnakeCase(carrier.id))
        let branch = !hasChoice ? "" : index == 0 ? "if (message->carrier == \(constant)) {" : isLast ? "} else {" : "} else if (message->carrier == \(constant)) {"
        return ["branch": .string(branch), "lines": .strings(lines), "isOpaque": .bool(isOpaque)]
    }

    private func segmentTable(_ carrier: IRCarrier, index: Int) -> TemplateValue? {
        let segments = segments(carrier)
        guard !segments.isEmpty else { return nil }
        return [
            "name": .string("segments_\(index)"),
            "rows": .strings(segments.map { segment in
                switch segment {
                case .literal(let text): "{ SEGMENT_LITERAL, \(CNaming.stringLiteral(text)) }"
                case .field: "{ SEGMENT_FIELD, NULL }"
                case .rest: "{ SEGMENT_REST, NULL }"
                }
            }),
        ]
    }

    private func carrierRow(_ carrier: IRCarrier, index: Int) -> String {
        let table = segments(carrier).isEmpty ? "NULL, 0" : "segments_\(index), COUNT(segments_\(index))"
        switch carrier.form {
        case .hierarchical(let host, _):
            return "{ \(CNaming.stringLiteral(scheme(carrier))), false, \(CNaming.stringLiteral(host)), \(table) }"
        default:
            return "{ \(CNaming.stringLiteral(scheme(carrier))), true, NULL, \(table) }"
        }
    }
}
