import IR
import RenderCore

/// The apps' part of `Templates/kotlin/App.kt.mustache`.
///
/// `apps`: each app's `name` (its constant), `holder` (the object that creates it) and `doc`.
/// `appHolders`: the holder objects, each with its `holder` name and its `apps`, each with
/// `ordinal`, `name`, `nameLiteral`, `displayName`, `scheme`, `appStoreId`, `storeUrl`,
/// `playPackage`, `playStoreUrl`, `maxPathLength`, `fileNameExcludes` and `modes` (Kotlin
/// expressions), and `all` (its apps' names, comma-separated). `allApps`: every holder's `all`,
/// spread into one array literal.
enum KotlinAppContext {
    /// The most apps one holder object creates. The JVM caps a method's code at 64 KB and an
    /// object creates its apps in one method (its static initializer), about 100 bytes of
    /// bytecode each; 256 apps stay well below the cap.
    static let appsPerHolder = 256

    static func members(_ apps: [IRApp], modes: [IRMode]) -> TemplateObject {
        let holders = stride(from: 0, to: apps.count, by: appsPerHolder).map { start in
            Holder(name: "Apps\(start / appsPerHolder)", start: start, end: min(start + appsPerHolder, apps.count))
        }
        // Each app's constant is named once and used by its entry, its holder and the holder's `all`.
        let names = apps.map { KotlinNaming.constantName($0.id) }
        // Every app lists its modes: each mode's constant is named once, then found by id.
        let modeNames = modes.map { KotlinNaming.constantName($0.id) }
        func modeName(_ id: String) -> String {
            modes.firstIndex { $0.id == id }.map { modeNames[$0] } ?? KotlinNaming.constantName(id)
        }
        return [
            "apps": .list(holders.flatMap { holder in
                holder.range.map { ordinal in
                    [
                        "name": .string(names[ordinal]),
                        "holder": .string(holder.name),
                        "doc": .strings(KotlinDoc.comment(apps[ordinal].doc ?? apps[ordinal].name)),
                    ]
                }
            }),
            "appHolders": .list(holders.map { holder in
                [
                    "holder": .string(holder.name),
                    "apps": .list(holder.range.map { ordinal in .object(app(apps[ordinal], name: names[ordinal], ordinal: ordinal, modeName: modeName)) }),
                    "all": .string(Array(names[holder.range]).concatenated(separator: ", ")),
                ]
            }),
            "allApps": .string(holders.map { "*\($0.name).all" }.concatenated(separator: ", ")),
        ]
    }

    /// One holder object and the apps it creates, `start..<end` (as two integers: the first
    /// `Range<Int>` of a run costs the Swift runtime a search of every protocol conformance).
    private struct Holder {
        let name: String
        let start: Int
        let end: Int

        var range: Range<Int> { start..<end }
    }

    private static func app(_ app: IRApp, name: String, ordinal: Int, modeName: (String) -> String) -> TemplateObject {
        // `listOf(Mode.VIEW, Mode.EDIT)`, appended in place rather than joined from an array of pieces.
        var modes = "listOf("
        for (index, id) in app.modeIDs.enumerated() {
            modes += index == 0 ? "Mode." : ", Mode."
            modes += modeName(id)
        }
        modes += ")"
        return [
            "ordinal": .string("\(ordinal)"),
            "name": .string(name),
            "nameLiteral": .string(KotlinNaming.stringLiteral(name)),
            "id": .string(KotlinNaming.stringLiteral(app.id)),
            "displayName": .string(KotlinNaming.stringLiteral(app.name)),
            "scheme": .string(KotlinNaming.stringLiteral(app.scheme)),
            "appStoreId": .string(app.appStoreID.map { "\($0)L" } ?? "null"),
            "storeUrl": .string(app.storeURL.map(KotlinNaming.stringLiteral) ?? "null"),
            "playPackage": .string(app.playPackage.map(KotlinNaming.stringLiteral) ?? "null"),
            "playStoreUrl": .string(app.playStoreURL.map(KotlinNaming.stringLiteral) ?? "null"),
            "maxPathLength": .string(app.maxPathLength.map { "\($0)" } ?? "null"),
            "fileNameExcludes": .string(app.fileNameExcludes.map(KotlinNaming.stringLiteral) ?? "null"),
            "modes": .string(modes),
        ]
    }
}
