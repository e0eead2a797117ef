import IR
import RenderCore

/// Builds the context `Templates/typescript/*.mustache` read. Every name is already a TypeScript
/// name, every literal a TypeScript literal, every `doc` a list of comment lines; the templates
/// own the layout.
///
/// Module: `header`, `moduleDoc` (comment body lines), `errorKinds`, `modes`, `defaultMode`,
/// `hasApps`, `apps`, `enums`, `messages` (described in `TypeScriptMessageContext`), and which
/// parts of the codec the messages use: `usesURL`, `usesUrlSchemes` (some URL field limits its
/// schemes), `usesScheme`, `usesText`, `usesFlag`,
/// `usesEnum`, `usesToken` (flag or enum), `hasFields`, `usesMessageFlags` (some message has flags),
/// `usesAbbreviation`, `usesFieldModes` (some field is limited to some modes), `usesAppLimits`
/// (some field checks limits that some app has), `usesSameHost`, `usesUrlParts` (limits or
/// hosts), `usesAsciiLowercase`.
///
/// Both grammars: `hasPipeMessages`, `hasModes`, `queryMessages` (described in
/// `TypeScriptQueryMessageContext`), `usesParseOptions`, and the `query…` flags of
/// `TypeScriptQueryUsage` saying which parts of the URL codec the module needs. Codec.ts keeps the
/// helpers both codecs call, each emitted once when either needs it: `definesMissingDescriptor`,
/// `definesInvalidValue`, `definesPercentEncoding` (surrogate and stray `%` checks),
/// `definesEncodeText`; `queryEncodes` says the URL codec encodes.
enum TypeScriptContext {
    static func module(_ module: IRModule) -> TemplateValue {
        let kinds = module.pipeValueKinds
        let (usesURL, usesScheme, usesText, usesFlag, usesEnum) =
            (kinds.contains(.url), kinds.contains(.scheme), kinds.contains(.text), kinds.contains(.boolean), kinds.contains(.enumeration))
        let usesURLSchemes = module.usesPipeURLSchemes
        let hasFields = module.pipeMessages.contains { !$0.message.fields.isEmpty }
        let hasRequiredFields = module.pipeMessages.contains { $0.message.fields.contains(where: \.isRequired) }
        let defaultMode = module.defaultMode.map { TypeScriptNaming.key($0.id) }
        let usesAppLimits = module.usesAppLimits && module.apps.contains(where: \.hasLimits)
        let usesSameHost = module.usesSameHost
        let usesAbbreviation = module.usesAbbreviations
        let usesMessageFlags = module.usesMessageFlags
        let hasQueryMessages = !module.urlMessages.isEmpty
        let queryUsage = TypeScriptQueryUsage(module)
        let queryEncodes = queryUsage.needsEncoding
        let usesPercentEncoding = usesURL || usesText
        let context: TemplateObject = [
            "header": .strings(GeneratedHeader.lines(for: module).map(TypeScriptNaming.commentText)),
            "moduleDoc": TypeScriptNaming.commentBody(DocText.lines(module.doc)),
            "errorKinds": .list(module.errorKinds.map { kind in
                [
                    "name": .string(TypeScriptNaming.key(kind.id)),
                    "literal": .string(TypeScriptNaming.stringLiteral(kind.id)),
                    "doc": doc(kind.doc),
                ]
            }),
            "modes": .list(module.modes.map(mode)),
            "defaultMode": .string(defaultMode ?? ""),
            "hasApps": .bool(!module.apps.isEmpty),
            "apps": .list(module.apps.map(app)),
            "enums": .list(module.enums.map(enumeration)),
            "messages": .list(module.pipeMessages.map {
                TypeScriptMessageContext.message($0.message, $0.pipe, defaultMode: defaultMode, modes: module.modes, appLimits: usesAppLimits)
            }),
            "usesURL": .bool(usesURL),
            "usesUrlSchemes": .bool(usesURLSchemes),
            "usesScheme": .bool(usesScheme),
            "usesText": .bool(usesText),
            "usesFlag": .bool(usesFlag),
            "usesEnum": .bool(usesEnum),
            "usesToken": .bool(usesFlag || usesEnum),
            "hasFields": .bool(hasFields),
            "usesMessageFlags": .bool(usesMessageFlags),
            "usesFieldModes": .bool(module.usesModeLimits),
            "usesSameHost": .bool(usesSameHost),
            "usesUrlParts": .bool(usesAppLimits || usesSameHost),
            "usesAsciiLowercase": .bool(!module.apps.isEmpty || usesSameHost || usesURLSchemes),
            "hasPipeMessages": .bool(!module.pipeMessages.isEmpty),
            "hasModes": .bool(!module.modes.isEmpty),
            "queryMessages": .list(module.urlMessages.map { TypeScriptQueryMessageContext.message($0.message, $0.url, module: module) }),
            "usesParseOptions": .bool(!module.pipeMessages.isEmpty || module.urlMessages.contains { $0.message.callback == nil }),
            "queryEncodes": .bool(queryEncodes),
            // Helpers of Codec.ts that the URL grammar's codec calls too: one definition serves both.
            "definesMissingDescriptor": .bool(hasRequiredFields || queryUsage.needsMissingDescriptor),
            "definesInvalidValue": .bool(hasFields || hasQueryMessages),
            "definesPercentEncoding": .bool(usesPercentEncoding || hasQueryMessages),
            "definesEncodeText": .bool(usesText || queryEncodes),
            // The flags the templates read most last, after the URL grammar's: a lookup scans an
            // object from its last member back.
            "usesAbbreviation": .bool(usesAbbreviation),
            "usesAppLimits": .bool(usesAppLimits),
        ]
        return .object(queryUsage.flags.adding(context))
    }

    /// A doc comment's lines, for `{{#doc}}{{.}}{{/doc}}`.
    static func doc(_ text: String?) -> TemplateValue {
        TypeScriptNaming.docComment(DocText.lines(text))
    }

    private static func mode(_ mode: IRMode) -> TemplateValue {
        let name = TypeScriptNaming.key(mode.id)
        // The key is the id itself unless it is an `Object.prototype` member: one literal serves both.
        let id = TypeScriptNaming.stringLiteral(mode.id)
        return [
            "name": .string(name),
            "value": .string(name == mode.id ? id : TypeScriptNaming.stringLiteral(name)),
            "id": .string(id),
            "token": .string(TypeScriptNaming.stringLiteral(mode.token)),
            "doc": doc(mode.doc),
        ]
    }

    private static func app(_ app: IRApp) -> TemplateValue {
        let name = TypeScriptNaming.key(app.id)
        let id = TypeScriptNaming.stringLiteral(app.id)
        let modes = app.modeIDs.map(TypeScriptNaming.key).listed(open: "[", itemPrefix: "Mode.", close: "]")
        return [
            "name": .string(name),
            "value": .string(name == app.id ? id : TypeScriptNaming.stringLiteral(name)),
            "id": .string(id),
            "displayName": .string(TypeScriptNaming.stringLiteral(app.name)),
            "scheme": .string(TypeScriptNaming.stringLiteral(app.scheme)),
            "appStoreId": .string(app.appStoreID.map(String.init) ?? ""),
            "storeUrl": .string(app.storeURL.map(TypeScriptNaming.stringLiteral) ?? ""),
            "playPackage": .string(app.playPackage.map(TypeScriptNaming.stringLiteral) ?? ""),
            "playStoreUrl": .string(app.playStoreURL.map(TypeScriptNaming.stringLiteral) ?? ""),
            "maxPathLength": .string(app.maxPathLength.map(String.init) ?? ""),
            "fileNameExcludes": .string(app.fileNameExcludes.map(TypeScriptNaming.stringLiteral) ?? ""),
            "modes": .string(modes),
            "doc": doc(app.doc ?? app.name),
        ]
    }

    private static func enumeration(_ enumeration: IREnum) -> TemplateValue {
        let typeName = TypeScriptNaming.typeName(enumeration.id)
        return [
            "typeName": .string(typeName),
            "tokensName": .string(TypeScriptNaming.member(of: typeName, "Tokens")),
            "lookupName": .string(TypeScriptNaming.member(of: typeName, "WithToken")),
            "idLookupName": .string(TypeScriptNaming.member(of: typeName, "WithId")),
            "doc": doc(enumeration.doc),
            "cases": .list(enumeration.cases.map { item in
                let name = TypeScriptNaming.key(item.id)
                let id = TypeScriptNaming.stringLiteral(item.id)
                return [
                    "name": .string(name),
                    "value": .string(name == item.id ? id : TypeScriptNaming.stringLiteral(name)),
                    "id": .string(id),
                    "token": .string(TypeScriptNaming.stringLiteral(item.token)),
                    "doc": doc(item.doc),
                ]
            }),
        ]
    }
}
