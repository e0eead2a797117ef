import IR
import RenderCore

/// Builds the context `Templates/c/*.mustache` read. Names are final C identifiers, literals are
/// C literals and doc strings are whole comment lines; the templates own the layout and compose
/// the fixed names (`{{prefix}}_string`, `{{PREFIX}}_OK`) themselves.
///
/// Module: `header`, `doc`, `prefix`, `PREFIX`, `headerFile`, `schemaSHA256` (a literal),
/// `apiHashPlaceholder` (replaced by `CAPIHash`), `guard`, `errorKinds`, `modes`, `modeCount`,
/// `defaultMode`, `hasApps`, `apps`, `fileNameExcludeRows`, `appsByScheme`, `enums`, `messages`
/// (see `CMessageContext`), `allowedByteRows` (`comment`, `lines`: see `CAllowedBytes`), and the `uses…` switches that keep helpers no message needs out of
/// the `.c` file.
///
/// A message's flags are one `unsigned` bit set, so a message may declare at most
/// `CContext.maxFlags` of them: C99 promises an `unsigned` no more than 16 bits.
enum CContext {
    /// The most flags one message may declare: the bits C99 promises an `unsigned` has.
    static let maxFlags = 16

    static func module(_ module: IRModule, prefix: String) throws(TemplateError) -> TemplateValue {
        let pipeMessages = module.pipeMessages
        let urlMessages = module.urlMessages
        let queryMessages = urlMessages.map(\.message)
        var names = CNames(prefix: prefix, usesURLGrammar: !queryMessages.isEmpty, capacity: nameCount(module))
        // Spelled once, claimed with the fixed names, and read by index below.
        let errorConstants = module.errorKinds.map { names.constant("ERROR", id: $0.id) }
        try names.require(fixedNames(module, names, errorConstants: errorConstants), for: "the generated API")
        // Spelled once, then looked up wherever a mode or an app is named.
        let modeConstants = module.modes.map { names.constant("MODE", id: $0.id) }
        // Filled by index, as the modes and apps are mapped below: `zip` and
        // `Dictionary(uniqueKeysWithValues:)` each make a type of their own at first use (9-16K
        // instructions each).
        var modeConstant = [String: String](minimumCapacity: module.modes.count)
        for index in module.modes.indices { modeConstant[module.modes[index].id] = modeConstants[index] }
        let defaultModeID = module.defaultMode?.id
        let appConstants = module.apps.map { names.constant("APP", id: $0.id) }
        try names.require(modeConstants, for: "the modes")
        try names.require(appConstants, for: "the apps")
        // In the messages' order, read by index: a dictionary allocated and hashed as it grew
        // (6K instructions a message).
        var messageStems: [String] = []
        messageStems.reserveCapacity(pipeMessages.count)
        for (message, pipe) in pipeMessages {
            guard pipe.flags.count <= maxFlags else {
                throw TemplateError(
                    "message '\(message.id)' declares \(pipe.flags.count) flags; the C bit set holds at most \(maxFlags)",
                    template: "c/Message.h.mustache", line: 0)
            }
            messageStems.append(try names.messageStem(message))
        }
        let listItemEnums = Set(queryMessages.flatMap(\.fields).compactMap { field -> String? in
            if case .list(.enumeration(let id), _) = field.value { id } else { nil }
        })
        var enumStems: [String: String] = [:]
        for enumeration in module.enums {
            enumStems[enumeration.id] = try names.enumStem(enumeration, isListItem: listItemEnums.contains(enumeration.id))
        }

        var queryStems: [String: String] = [:]
        for message in queryMessages {
            queryStems[message.id] = try names.messageStem(message)
        }
        let url = CURLGrammarUses(module)
        let allowedBytes = CAllowedBytes(queryMessages)
        let hasQuery = !queryMessages.isEmpty
        // The URL-grammar messages' context is built only when there are some: its look-up tables
        // are dictionary types of their own, each costing the runtime a look-up at first use.
        var queryMessageValues: [TemplateValue] = []
        if hasQuery {
            let queryContext = CQueryMessageContext(
                names: names, stems: queryStems, enumStems: enumStems,
                enums: Dictionary(uniqueKeysWithValues: module.enums.map { ($0.id, $0) }),
                apps: Dictionary(uniqueKeysWithValues: module.apps.map { ($0.id, $0) }),
                allowedBytes: allowedBytes)
            queryMessageValues = try urlMessages.map { message, url throws(TemplateError) in try queryContext.message(message, url) }
        }

        let kinds = module.pipeValueKinds
        let (usesURL, usesText, usesScheme, usesFlags, usesEnums) =
            (kinds.contains(.url), kinds.contains(.text), kinds.contains(.scheme), kinds.contains(.boolean), kinds.contains(.enumeration))
        let usesURLSchemes = module.usesPipeURLSchemes
        // The writer's escaping: a URL's value, or text, the pipe grammar's or a URL-grammar value not written as it is.
        let usesEscaping = usesURL || usesText || url.switches["usesEncoding"] == true || url.switches["usesSeparatorLists"] == true
        let usesAppLimits = module.usesAppLimits
        let usesSameHost = module.usesSameHost
        let usesAbbreviations = module.usesAbbreviations
        let usesRequireValid =
            usesAbbreviations || usesAppLimits || usesURLSchemes || usesSameHost || module.usesModeLimits || url.requiresValid
        // `check_given`: a string a builder refuses when NULL.
        let usesStrings = usesURL || usesText || usesScheme || url.checksGiven
        let excludes = CFileNameExcludes(module.apps)
        let context = CMessageContext(
            names: names, enumStems: enumStems, modeConstant: modeConstant,
            defaultModeID: defaultModeID)
        var root: TemplateObject = [
            "header": .strings(GeneratedHeader.lines(for: module).map(CNaming.commentText)),
            "doc": CNaming.docComment(DocText.lines(module.doc)),
            "headerFile": .string(prefix.lowercased() + ".h"),
            "schemaSHA256": .string(CNaming.stringLiteral(module.provenance.schemaSHA256)),
            "apiHashPlaceholder": .string(CAPIHash.placeholder),
            // The generator's word keeps it off the `<PREFIX>_H` a project's own header of the same
            // name would use; the prefix makes it unique per schema, as two schemas in one program
            // already need different prefixes for every symbol.
            "guard": .string(names.upper("SCHEMEGEN_H")),
            "errorKinds": .list(module.errorKinds.indices.map { index in
                let kind = module.errorKinds[index]
                return [
                    "constant": .string(errorConstants[index]),
                    "id": .string(CNaming.stringLiteral(kind.id)),
                    "doc": CNaming.docComment(DocText.lines(kind.doc)),
                ]
            }),
            "modes": .list(zeroFirst(module.modes.indices, zero: module.modes.firstIndex { $0.id == defaultModeID }).map { index in
                let mode = module.modes[index]
                return [
                    "constant": .string(modeConstants[index]),
                    "id": .string(CNaming.stringLiteral(mode.id)),
                    "token": .string(CNaming.stringLiteral(mode.token)),
                    "doc": CNaming.docComment(DocText.lines(mode.doc)),
                ]
            }),
            "modeCount": .string(String(module.modes.count)),
            "defaultMode": .string(defaultModeID.map { modeConstant[$0]! } ?? ""),
            "hasApps": .bool(!module.apps.isEmpty),
            "apps": .list(module.apps.indices.map { index in
                app(module.apps[index], constant: appConstants[index], modeConstant: modeConstant, excludes: excludes)
            }),
            "fileNameExcludeRows": .strings(excludes.rows),
            "appsByScheme": .list(appsByScheme(module, constants: appConstants)),
            "enums": .list(module.enums.map {
                enumeration($0, stem: enumStems[$0.id]!, isListItem: listItemEnums.contains($0.id), names: names)
            }),
            "messages": .list(pipeMessages.indices.map { context.message(pipeMessages[$0].message, pipeMessages[$0].pipe, stem: messageStems[$0]) }),
            "usesAppMessages": .bool(pipeMessages.contains { $0.pipe.address == .app }),
            "usesCallerMessages": .bool(pipeMessages.contains { $0.pipe.address == .caller }),
            "usesFlagSets": .bool(module.usesMessageFlags),
            "usesAbbreviations": .bool(usesAbbreviations),
            "usesModeLimits": .bool(module.usesModeLimits),
            "usesAppLimits": .bool(usesAppLimits),
            "usesSameHost": .bool(usesSameHost),
            // `refuse`: every pipe message's builder, `require_valid`, `check_given` and the URL
            // grammar's rules.
            "usesRefuse": .bool(
                !pipeMessages.isEmpty || usesRequireValid || usesStrings || url.refusesMessages),
            "usesRequireValid": .bool(usesRequireValid),
            "usesURL": .bool(usesURL),
            "usesURLSchemes": .bool(usesURLSchemes),
            "usesScheme": .bool(usesScheme),
            "usesText": .bool(usesText),
            "usesStrings": .bool(usesStrings),
            "usesEscaping": .bool(usesEscaping),
            "usesRequired": .bool(pipeMessages.contains { $0.message.fields.contains(where: \.isRequired) }),
            "usesFlags": .bool(usesFlags),
            "usesTokens": .bool(usesFlags || usesEnums),
            "hasPipeMessages": .bool(!pipeMessages.isEmpty),
            // `put`: the pipe grammar's writer, the URL grammar's separators, and escaping near the buffer's end.
            "usesPut": .bool(!pipeMessages.isEmpty || url.writesBytes || usesEscaping),
            "hasQueryMessages": .bool(hasQuery),
            "queryMessages": .list(queryMessageValues),
        ]
        for (name, value) in url.switches { root[TemplateName(name)] = .bool(value) }
        root["allowedByteRows"] = .list(allowedBytes.rows.map { row in ["comment": .string(row.comment), "lines": .strings(row.lines)] })
        root["usesAllowedBytes"] = .bool(!allowedBytes.rows.isEmpty)
        root["textBufferSize"] = .string(url.textBufferSize(prefix: prefix.lowercased()))
        // Last, as the names the templates read most (300 times in a header and source, `hasModes`
        // 15): a lookup scans an object from its last member back, and every line that names the
        // API reads one.
        root["hasModes"] = .bool(!module.modes.isEmpty)
        root["PREFIX"] = .string(prefix.uppercased())
        root["prefix"] = .string(prefix.lowercased())
        return .object(root)
    }

    /// The indices with `zero` moved to the front. The default mode is the C enum's first
    /// constant, so value 0: a zeroed message is in the default mode, as a message every other
    /// language makes without naming a mode is. The other modes keep their declared order.
    private static func zeroFirst(_ indices: Range<Int>, zero: Int?) -> [Int] {
        guard let zero else { return Array(indices) }
        return [zero] + indices.filter { $0 != zero }
    }

    /// About how many names the module claims: the fixed ones (at most 36 spelled from the prefix
    /// alone, see `fixedNames`) and each mode's, app's, error kind's, message's and enum's (a
    /// message's stem names at most 10 and its flags, an enum's 8 and its cases).
    private static func nameCount(_ module: IRModule) -> Int {
        var count = 36 + module.modes.count + module.apps.count + module.errorKinds.count
        for (_, pipe) in module.pipeMessages { count += 11 + pipe.flags.count }
        for (_, url) in module.urlMessages { count += 5 + url.carriers.count }
        for enumeration in module.enums { count += 8 + enumeration.cases.count }
        return count
    }

    /// The names the templates spell from the prefix alone, then the error kinds' constants: all
    /// spelled into one array made large enough at once, where joining and mapping lists made
    /// four more.
    private static func fixedNames(_ module: IRModule, _ names: CNames, errorConstants: [String]) -> [String] {
        var fixed: [String] = []
        fixed.reserveCapacity(36 + errorConstants.count)
        func lower(_ words: [String]) { for word in words { fixed.append(names.lower(word)) } }
        lower(["string", "string_of", "error", "error_name"])
        if !module.pipeMessages.isEmpty { lower(["pair", "parse_options"]) }
        if !module.modes.isEmpty { lower(["mode", "mode_id", "mode_token", "mode_from_id", "mode_from_token"]) }
        if !module.urlMessages.isEmpty {
            lower(["unknown_parameter", "url_parse_options", "string_list", "integer_list"])
            fixed.append(names.upper("TEXT_BUFFER_SIZE"))
        }
        if !module.apps.isEmpty {
            lower([
                "app", "app_name", "app_scheme", "app_store_id", "app_store_url", "app_play_package", "app_play_store_url",
                "app_supports_mode", "app_from_scheme", "app_id", "app_from_id",
            ])
        }
        for word in ["OK", "SCHEMEGEN_H", "API", "BUILD_SHARED", "SHARED", "DEFAULT_MODE", "ERROR_BUFFER_TOO_SMALL", "SCHEMA_SHA256", "API_HASH"] {
            fixed.append(names.upper(word))
        }
        fixed += errorConstants
        return fixed
    }

    private static func app(
        _ app: IRApp, constant: String, modeConstant: [String: String], excludes: CFileNameExcludes
    ) -> TemplateValue {
        // Each mode's constant made a template string as it is found, where mapping the list of
        // constants into a second list cost more. Looked up in the table, not searched for among
        // the modes: the schema does not bound how many modes there are.
        var appModes: [TemplateValue] = []
        appModes.reserveCapacity(app.modeIDs.count)
        for id in app.modeIDs { appModes.append(.string(modeConstant[id]!)) }
        return [
            "constant": .string(constant),
            "id": .string(CNaming.stringLiteral(app.id)),
            "name": .string(CNaming.stringLiteral(app.name)),
            "scheme": .string(CNaming.stringLiteral(app.scheme)),
            "storeID": .string(app.appStoreID.map(String.init) ?? "0"),
            "storeURL": .string(app.storeURL.map(CNaming.stringLiteral) ?? "NULL"),
            "playPackage": .string(app.playPackage.map(CNaming.stringLiteral) ?? "NULL"),
            "playStoreURL": .string(app.playStoreURL.map(CNaming.stringLiteral) ?? "NULL"),
            "maxPathLength": .string(app.maxPathLength.map(String.init) ?? "0"),
            "fileNameExcludes": .string(excludes.row(of: app)),
            "modes": appModes.count == 1 ? appModes[0] : .list(appModes),
            "doc": CNaming.docComment(DocText.lines(app.doc ?? app.name)),
        ]
    }

    /// The rows of `apps_by_scheme`, in the order `{{prefix}}_app_from_scheme`'s binary search
    /// compares in (`IRModule.appPlacesBySchemeOrder`): each app's scheme lowercased, its length
    /// and the app.
    private static func appsByScheme(_ module: IRModule, constants: [String]) -> [TemplateValue] {
        module.appPlacesBySchemeOrder.map { app in
            let scheme = module.apps[app].scheme.lowercased()
            return [
                "scheme": .string(CNaming.stringLiteral(scheme)),
                "length": .string(String(scheme.utf8.count)),
                "app": .string(constants[app]),
            ]
        }
    }

    private static func enumeration(_ enumeration: IREnum, stem: String, isListItem: Bool, names: CNames) -> TemplateValue {
        [
            "type": .string(names.lower(stem)),
            "listType": .string(isListItem ? names.lower(stem, "list") : ""),
            "idTable": .string(stem + "_ids"),
            "table": .string(stem + "_tokens"),
            "doc": CNaming.docComment(DocText.lines(enumeration.doc)),
            "cases": .list(enumeration.cases.map { item in
                [
                    "constant": .string(names.constant(stem, id: item.id)),
                    "id": .string(CNaming.stringLiteral(item.id)),
                    "token": .string(CNaming.stringLiteral(item.token)),
                    "doc": CNaming.docComment(DocText.lines(item.doc)),
                ]
            }),
        ]
    }
}
