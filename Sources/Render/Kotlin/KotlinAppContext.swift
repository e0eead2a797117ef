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
        // Holder `h` is `Apps<h>` and creates the apps `holderApps(h)`: holders are numbers and
        // names, not an array of holder structs, a new generic type for the runtime to make.
        let holderNames = (0..<(apps.count + appsPerHolder - 1) / appsPerHolder).map { "Apps\($0)" }
        func holderApps(_ holder: Int) -> Range<Int> {
            holder * appsPerHolder..<min((holder + 1) * appsPerHolder, apps.count)
        }
        // Each app's constant is named once and used by its entry, its holder and the holder's `all`.
        let names = apps.map { KotlinNaming.constantName($0.id) }
        // Every app lists its modes: each mode's constant is named once, then found by id.
        let modeNames = modes.map { KotlinNaming.constantName($0.id) }
        func modeName(_ id: String) -> String {
            modes.firstIndex { $0.id == id }.map { modeNames[$0] } ?? KotlinNaming.constantName(id)
        }
        return [
            "apps": .list(holderNames.indices.flatMap { holder in
                holderApps(holder).map { ordinal in
                    [
                        "name": .string(names[ordinal]),
                        "holder": .string(holderNames[holder]),
                        "doc": KotlinDoc.comment(apps[ordinal].doc ?? apps[ordinal].name),
                    ]
                }
            }),
            "appHolders": .list(holderNames.indices.map { holder in
                [
                    "holder": .string(holderNames[holder]),
                    "apps": .list(holderApps(holder).map { ordinal in .object(app(apps[ordinal], name: names[ordinal], ordinal: ordinal, modeName: modeName)) }),
                    "all": .string(Array(names[holderApps(holder)]).joined(separator: ", ")),
                ]
            }),
            "allApps": .string(holderNames.map { "*\($0).all" }.joined(separator: ", ")),
        ]
    }

    private static func app(_ app: IRApp, name: String, ordinal: Int, modeName: (String) -> String) -> TemplateObject {
        let modes = "listOf(" + app.modeIDs.map { "Mode." + modeName($0) }.joined(separator: ", ") + ")"
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
