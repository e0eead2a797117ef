import IR
import RenderCore

/// The Kotlin files as a Gradle build of one module: `settings.gradle.kts` (the schema's name in
/// lowercase as the project's name), `build.gradle.kts` (the Kotlin JVM plugin, the package as
/// its group), so another build takes it in with `includeBuild`; the sources under `src/main/kotlin/<package path>/` where Gradle looks by
/// convention, and the manifest fragment as `src/main/AndroidManifest.xml`, the file Android's
/// manifest merger reads from a library module.
extension KotlinBackend {
    /// The Kotlin Gradle plugin the build file applies.
    static let gradlePluginVersion = "1.9.23"

    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        var moved: [GeneratedFile] = []
        var group = module.name.lowercased()
        for file in files {
            if file.path.hasSuffix("/" + Self.manifestFileName) {
                moved.append(GeneratedFile(path: "src/main/AndroidManifest.xml", bytes: file.bytes))
            } else {
                moved.append(GeneratedFile(path: "src/main/kotlin/\(file.path)", bytes: file.bytes))
                group = file.path.split(separator: "/").dropLast().map { String($0) }.joined(separator: ".")
            }
        }
        var context = try PackageLayout.sharedContext(module, version: version, templates: templates)
        context["header"] = .strings(GeneratedHeader.lines(for: module).map(KotlinDoc.escape))
        context["group"] = .string(group)
        context["artifact"] = .string(module.name.lowercased())
        context["pluginVersion"] = .string(Self.gradlePluginVersion)
        context["hasManifest"] = .bool(moved.contains { $0.path == "src/main/AndroidManifest.xml" })
        let manifests = try PackageLayout.render(
            ["settings.gradle.kts": "settings.gradle.kts", "build.gradle.kts": "build.gradle.kts", "README.md": "README.md"],
            folder: language, context: context, templates: templates)
        return PackageLayout(files: moved + manifests, buildFolders: ["build"])
    }
}
