import IR
import RenderCore

/// Builds the context `Templates/kotlin/*.mustache` read. Every name is already a Kotlin
/// identifier, every literal a Kotlin literal and every `doc` a list of KDoc lines; the
/// templates own the layout.
///
/// Module: `header`, `package`, `doc` (`//` lines, after a `//` that parts them from the header), `modes`, `defaultMode`,
/// `hasApps`, the apps (described in `KotlinAppContext`), `enums`, `messages` (each described in `KotlinMessageContext`),
/// `hasModes`, `usesAppLimits` (some app or field checks the apps' limits), and `queryMessages` (each described in
/// `KotlinQueryMessageContext`). Entries of an enum class carry `separator`: `,` between entries, then `;` where members follow.
///
/// Runtime (`SchemegenRuntime.kt`, the same for every schema generated into one package): `header`, `package` and
/// `errorKinds`, every kind of both grammars.
///
/// The Android manifest fragment (`manifest(_:)`) has its own context: `header` and `packages`.
enum KotlinContext {
    static func module(_ module: IRModule, package: String) -> TemplateValue {
        let members: TemplateObject = [
            "header": .strings(GeneratedHeader.lines(for: module).map(KotlinDoc.escape)),
            "package": .string(package),
            "doc": .strings(DocText.lines(module.doc).reduce(into: []) { lines, line in
                if lines.isEmpty { lines.append("//") }
                lines.append(line.isEmpty ? "//" : "// " + KotlinDoc.escape(line))
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
            "queryMessages": .list(module.urlMessages.map { KotlinQueryMessageContext.message($0.message, $0.url, module: module) }),
            "enums": .list(module.enums.map(enumeration)),
            "messages": .list(module.pipeMessages.map { KotlinMessageContext.message($0.message, $0.pipe, module: module) }),
            // The flag the app templates read last, after the apps' members: a lookup scans an
            // object from its last member back.
            "usesAppLimits": .bool(module.usesAppLimits),
        ]
        return .object(KotlinAppContext.members(module.apps, modes: module.modes).adding(members))
    }

    /// The runtime's context: nothing of any schema but the package, so every schema generated
    /// into one package renders the same file.
    static func runtime(package: String) -> TemplateValue {
        let kinds = ErrorKinds.runtime
        return [
            "header": .strings(GeneratedHeader.runtimeLines.map(KotlinDoc.escape)),
            "package": .string(package),
            "errorKinds": .list(kinds.indices.map { index in
                let kind = kinds[index]
                return [
                    "name": .string(KotlinNaming.constantName(kind.id)),
                    "id": .string(KotlinNaming.stringLiteral(kind.id)),
                    "doc": KotlinDoc.comment(kind.doc),
                    "separator": separator(index, of: kinds.count, last: ""),
                ]
            }),
        ]
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
