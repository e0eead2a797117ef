import IR
import RenderCore

/// Builds the context `Templates/typescript/*.mustache` read. Every name is already a TypeScript
/// name, every literal a TypeScript literal, every `doc` a list of comment lines; the templates
/// own the layout.
///
/// Module (`Declarations.ts`, then `Module.ts` for the lines above them): `header`, `moduleDoc`
/// (comment body lines), `modes`, `defaultMode`, `hasApps`, `apps`, `enums`, `messages`
/// (described in `TypeScriptMessageContext`), `usesMessageFlags` (some message has flags),
/// `usesFieldModes` (some field is limited to some modes), `hasPipeMessages`, `hasModes`,
/// `queryMessages` (described in `TypeScriptQueryMessageContext`), and `reexportedTypes`, the
/// runtime's types the module's API names (a comma-separated list, or empty); `Module.ts` adds
/// the runtime's names `Declarations.ts` uses (`TypeScriptRuntimeImports`).
///
/// Runtime (`schemegenRuntime.ts`, the same for every schema): `header` and `errorKinds`.
enum TypeScriptContext {
    static func module(_ module: IRModule) -> TemplateObject {
        let defaultMode = module.defaultMode.map { TypeScriptNaming.key($0.id) }
        let usesAppLimits = module.usesAppLimits && module.apps.contains(where: \.hasLimits)
        let hasPipeMessages = !module.pipeMessages.isEmpty
        let hasRequests = module.urlMessages.contains { $0.message.callback == nil }
        let reexportedTypes = [
            (hasPipeMessages || hasRequests, "ParseOptions"), (hasPipeMessages, "UnknownDescriptor"), (hasRequests, "UnknownParameter"),
        ].filter(\.0).map(\.1)
        return [
            "header": .strings(GeneratedHeader.lines(for: module).map(TypeScriptNaming.commentText)),
            "moduleDoc": TypeScriptNaming.commentBody(DocText.lines(module.doc)),
            "modes": .list(module.modes.map(mode)),
            "defaultMode": .string(defaultMode ?? ""),
            "hasApps": .bool(!module.apps.isEmpty),
            "apps": .list(module.apps.map(app)),
            "enums": .list(module.enums.map(enumeration)),
            "messages": .list(module.pipeMessages.map {
                TypeScriptMessageContext.message($0.message, $0.pipe, defaultMode: defaultMode, modes: module.modes, appLimits: usesAppLimits)
            }),
            "usesMessageFlags": .bool(module.usesMessageFlags),
            "usesFieldModes": .bool(module.usesModeLimits),
            "hasPipeMessages": .bool(hasPipeMessages),
            "hasModes": .bool(!module.modes.isEmpty),
            "queryMessages": .list(module.urlMessages.map { TypeScriptQueryMessageContext.message($0.message, $0.url, module: module) }),
            "reexportedTypes": .string(reexportedTypes.joined(separator: ", ")),
        ]
    }

    /// The runtime's context: every error kind of both grammars, the same for every schema.
    static let runtime: TemplateValue = [
        "header": .strings(GeneratedHeader.runtimeLines.map(TypeScriptNaming.commentText)),
        "errorKinds": .list(ErrorKinds.runtime.map { kind in
            [
                "name": .string(TypeScriptNaming.key(kind.id)),
                "literal": .string(TypeScriptNaming.stringLiteral(kind.id)),
                "doc": doc(kind.doc),
            ]
        }),
    ]

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
        let modes = "[" + app.modeIDs.map { "Mode." + TypeScriptNaming.key($0) }.joined(separator: ", ") + "]"
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
