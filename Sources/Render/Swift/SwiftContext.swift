import IR
import RenderCore

/// Builds the context `Templates/swift/*.mustache` read. Every name is already a Swift
/// identifier and every literal already a Swift literal; the templates own the layout.
///
/// Module: `header`, `namespace`, `doc`, `modes`, `defaultMode`, `hasApps`,
/// `apps`, `hasAppLimits` (apps declare limits, or a field checks them), `enums`,
/// `messages` (each message described in `SwiftMessageContext`), and for the launcher file
/// `appMessages` (the messages addressed to an app: `typeName`), and for the property list
/// `plistHeader` (comment-safe lines) and `queriedSchemes` (XML-escaped, in declared order);
/// `hasModes`, `hasPipeMessages`, and for the URL grammar `queryMessages` (each described in
/// `SwiftQueryMessageContext`) and `usesRequests` (some is not a callback); `access`, the access
/// modifier every declaration starts with (`"public "`, or nothing for internal).
///
/// Runtime (`SchemegenRuntime.swift`, the same for every schema): `header` and `errorKinds`.
enum SwiftContext {
    static func module(_ module: IRModule, access: SwiftAccess = .public) -> TemplateValue {
        let appMessages = module.pipeMessages.filter { $0.pipe.address == .app }.map(\.message)
        let hasAppLimits = !module.apps.isEmpty
            && (module.apps.contains(where: \.hasLimits) || appMessages.contains { $0.fields.contains(where: \.checksAppLimits) })
        // Every app lists its modes: each mode's case is named once, then found by id.
        let modeCases = module.modes.map { SwiftNaming.modeCase($0.id) }
        func modeCase(_ id: String) -> String {
            module.modes.firstIndex { $0.id == id }.map { modeCases[$0] } ?? SwiftNaming.modeCase(id)
        }
        let context: TemplateObject = [
            "header": .strings(GeneratedHeader.lines(for: module).map(SwiftNaming.commentText)),
            "namespace": .string(module.name),
            "doc": SwiftNaming.doc(module.doc),
            "modes": .list(module.modes.indices.map { mode(module.modes[$0], name: modeCases[$0]) }),
            "defaultMode": .string(module.defaultMode.map { modeCase($0.id) } ?? ""),
            "hasApps": .bool(!module.apps.isEmpty),
            "hasAppLimits": .bool(hasAppLimits),
            "appMessages": .list(appMessages.map { ["typeName": .string(SwiftNaming.messageTypeName($0.id))] }),
            "plistHeader": .strings(GeneratedHeader.lines(for: module).map(XMLText.comment)),
            "queriedSchemes": .strings(module.apps.map { XMLText.escaped($0.scheme) }),
            "enums": .list(module.enums.map(enumeration)),
            "messages": .list(module.pipeMessages.map { SwiftMessageContext.message($0.message, $0.pipe, module: module) }),
            "hasModes": .bool(!module.modes.isEmpty),
            "hasPipeMessages": .bool(!module.pipeMessages.isEmpty),
            "queryMessages": .list(module.urlMessages.map { SwiftQueryMessageContext.message($0.message, $0.url, module: module) }),
            "usesRequests": .bool(module.urlMessages.contains { $0.message.callback == nil }),
            // The names the templates read most last, after the URL grammar's flags: a lookup
            // scans an object from its last member back.
            "apps": .list(module.apps.map { app($0, modeCase: modeCase) }),
            "access": .string(access.modifier),
        ]
        return .object(context)
    }

    /// The runtime's context: nothing of any schema, so every schema renders the same file.
    static let runtime: TemplateValue = [
        "header": .strings(GeneratedHeader.runtimeLines.map(SwiftNaming.commentText)),
        "errorKinds": .list(ErrorKinds.runtime.map { kind in
            ["name": .string(SwiftNaming.identifier(kind.id)), "doc": SwiftNaming.doc(kind.doc)]
        }),
    ]

    private static func mode(_ mode: IRMode, name: String) -> TemplateValue {
        [
            "name": .string(name),
            "id": .string(SwiftNaming.stringLiteral(mode.id)),
            "token": .string(SwiftNaming.stringLiteral(mode.token)),
            "doc": SwiftNaming.doc(mode.doc),
        ]
    }

    private static func app(_ app: IRApp, modeCase: (String) -> String) -> TemplateValue {
        let modes = "[" + app.modeIDs.map { "." + modeCase($0) }.joined(separator: ", ") + "]"
        return [
            "name": .string(SwiftNaming.appCase(app.id)),
            "id": .string(SwiftNaming.stringLiteral(app.id)),
            "displayName": .string(SwiftNaming.stringLiteral(app.name)),
            "scheme": .string(SwiftNaming.stringLiteral(app.scheme)),
            "appStoreID": .string(app.appStoreID.map(String.init) ?? "nil"),
            "storeURL": .string(app.storeURL.map { "URL(string: \(SwiftNaming.stringLiteral($0)))" } ?? "nil"),
            "playPackage": .string(app.playPackage.map(SwiftNaming.stringLiteral) ?? "nil"),
            "playStoreURL": .string(app.playStoreURL.map { "URL(string: \(SwiftNaming.stringLiteral($0)))" } ?? "nil"),
            "maxPathLength": .string(app.maxPathLength.map(String.init) ?? "nil"),
            "fileNameExcludes": .string(app.fileNameExcludes.map(SwiftNaming.stringLiteral) ?? "nil"),
            "modes": .string(modes),
            "doc": SwiftNaming.doc(app.doc ?? app.name),
        ]
    }

    private static func enumeration(_ enumeration: IREnum) -> TemplateValue {
        [
            "typeName": .string(SwiftNaming.typeName(enumeration.id)),
            "doc": SwiftNaming.doc(enumeration.doc),
            "cases": .list(enumeration.cases.map { item in
                [
                    "name": .string(SwiftNaming.enumCase(item.id)),
                    "id": .string(SwiftNaming.stringLiteral(item.id)),
                    "token": .string(SwiftNaming.stringLiteral(item.token)),
                    "doc": SwiftNaming.doc(item.doc),
                ]
            }),
        ]
    }
}
