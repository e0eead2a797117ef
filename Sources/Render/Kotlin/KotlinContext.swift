import IR
import RenderCore

/// Builds the context `Templates/kotlin/*.mustache` read. Every name is already a Kotlin
/// identifier, every literal a Kotlin literal and every `doc` a list of KDoc lines; the
/// templates own the layout.
///
/// Module: `header`, `package`, `doc` (`//` lines, after a `//` that parts them from the header), `errorKinds`, `modes`, `defaultMode`,
/// `hasApps`, the apps (described in `KotlinAppContext`), `enums`, `messages` (each described in `KotlinMessageContext`), and the
/// `uses…` flags that keep codec helpers no message needs out of the file; `hasModes`, `hasMessages` (pipe-grammar messages),
/// `schemeCodec` and `definesLowercaseAscii` for modules with URL-grammar messages only, and `queryMessages` (each described in
/// `KotlinQueryMessageContext`), `hasQueryMessages`, `hasRequests` and `urlCodec`, the flags of `KotlinUrlCodecContext`. Entries of an enum
/// class carry `separator`: `,` between entries, then `;` where members follow.
///
/// The Android manifest fragment (`manifest(_:)`) has its own context: `header` and `packages`.
enum KotlinContext {
    static func module(_ module: IRModule, package: String) -> TemplateValue {
        let kinds = module.pipeValueKinds
        let (usesURL, usesScheme, usesText, usesFlag) =
            (kinds.contains(.url), kinds.contains(.scheme), kinds.contains(.text), kinds.contains(.boolean))
        let usesURLSchemes = module.usesPipeURLSchemes
        let usesAbbreviation = module.usesAbbreviations
        let usesSameHost = module.usesSameHost
        let members: TemplateObject = [
            "header": .strings(GeneratedHeader.lines(for: module).map(KotlinDoc.escape)),
            "package": .string(package),
            "doc": .strings(DocText.lines(module.doc).reduce(into: []) { lines, line in
                if lines.isEmpty { lines.append("//") }
                lines.append(line.isEmpty ? "//" : "// " + KotlinDoc.escape(line))
            }),
            "errorKinds": .list(module.errorKinds.indices.map { index in
                let kind = module.errorKinds[index]
                return [
                    "name": .string(KotlinNaming.constantName(kind.id)),
                    "id": .string(KotlinNaming.stringLiteral(kind.id)),
                    "doc": KotlinDoc.comment(kind.doc),
                    "separator": separator(index, of: module.errorKinds.count, last: ""),
                ]
            }),
            "modes": .list(module.modes.indices.map { index in
                let mode = module.modes[index]
                return [
                    "name": .string(KotlinNaming.constantName(mode.id)),
                    "id": .string(KotlinNaming.stringLiteral(mode.id)),
                    "token": .string(KotlinNaming.stringLiteral(mode.token)),
                    "doc": KotlinDoc.comment(mode.doc),
                    "separator": separator(index, of: module.modes.count),
                ]
            }),
            "defaultMode": .string(module.defaultMode.map { KotlinNaming.constantName($0.id) } ?? ""),
            "hasApps": .bool(!module.apps.isEmpty),
            "hasModes": .bool(!module.modes.isEmpty),
            "hasMessages": .bool(!module.pipeMessages.isEmpty),
            // The codec whose `lowercaseAscii` App.fromScheme calls: the pipe grammar's when the
            // module has it, else the URL grammar's, which then defines it.
            "schemeCodec": .string(module.pipeMessages.isEmpty ? "UrlCodec" : "Codec"),
            "definesLowercaseAscii": .bool(module.pipeMessages.isEmpty && !module.apps.isEmpty),
            "queryMessages": .list(module.urlMessages.map { KotlinQueryMessageContext.message($0.message, $0.url, module: module) }),
            "enums": .list(module.enums.map(enumeration)),
            "messages": .list(module.pipeMessages.map { KotlinMessageContext.message($0.message, $0.pipe, module: module) }),
            "hasCallerMessages": .bool(module.pipeMessages.contains { $0.pipe.address == .caller }),
            "usesURL": .bool(usesURL),
            "usesUrlSchemes": .bool(usesURLSchemes),
            "usesScheme": .bool(usesScheme),
            "usesText": .bool(usesText),
            "usesPercentEncoding": .bool(usesURL || usesText),
            "usesFlag": .bool(usesFlag),
            "usesAbbreviation": .bool(usesAbbreviation),
            "usesModeLimits": .bool(module.usesModeLimits),
            "usesSameHost": .bool(usesSameHost),
            "usesAsciiCase": .bool(usesAbbreviation || usesSameHost || usesURLSchemes),
            // The flags the templates read most last, after the apps' members: a lookup scans an
            // object from its last member back.
            "usesFlags": .bool(module.usesMessageFlags),
            "usesAppLimits": .bool(module.usesAppLimits),
        ]
        return .object(
            KotlinAppContext.members(module.apps, modes: module.modes)
                .adding([
                    "hasQueryMessages": .bool(!module.urlMessages.isEmpty),
                    "hasRequests": .bool(module.urlMessages.contains { $0.message.callback == nil }),
                    "urlCodec": .object(KotlinUrlCodecContext.members(module)),
                ])
                .adding(members))
    }

    /// The Android manifest fragment's context: the header lines, made safe for an XML comment,
    /// and the Play package of every app that has one, in declared order (XML-escaped).
    static func manifest(_ module: IRModule) -> TemplateValue {
        [
            "header": .strings(GeneratedHeader.lines(for: module).map(XMLText.comment)),
            "packages": .strings(module.apps.compactMap(\.playPackage).map(XMLText.escaped)),
        ]
    }

    /// What follows entry `index` of an enum class's `count`: `,`, and `last` after the last one
    /// (`;` when members follow). The entries are made by index in each list's own loop: a generic
    /// helper over the items had the runtime make array types of each item type at first use.
    private static func separator(_ index: Int, of count: Int, last: String = ";") -> TemplateValue {
        .string(index == count - 1 ? last : ",")
    }

    private static func enumeration(_ enumeration: IREnum) -> TemplateValue {
        let typeName = KotlinNaming.typeName(enumeration.id)
        return [
            "typeName": .string(typeName),
            "doc": KotlinDoc.comment(enumeration.doc),
            "cases": .list(enumeration.cases.indices.map { index in
                let item = enumeration.cases[index]
                return [
                    "name": .string(KotlinNaming.enumEntryName(item.id, inType: typeName)),
                    "id": .string(KotlinNaming.stringLiteral(item.id)),
                    "token": .string(KotlinNaming.stringLiteral(item.token)),
                    "doc": KotlinDoc.comment(item.doc),
                    "separator": separator(index, of: enumeration.cases.count),
                ]
            }),
        ]
    }
}
