import IR
import RenderCore

/// The Swift files as a SwiftPM package: `Package.swift` (a library product and one target, both
/// named after the schema), the Swift files under `Sources/<Name>/`, and the property list and
/// `README.md` in the package root, outside the target, so SwiftPM does not warn about a file it
/// cannot handle.
extension SwiftBackend {
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        let targetFolder = "Sources/\(module.name)"
        let moved = files.map { file in
            file.path.hasSuffix(".swift") ? GeneratedFile(path: "\(targetFolder)/\(file.path)", bytes: file.bytes) : file
        }
        var context = try PackageLayout.sharedContext(module, version: version, templates: templates)
        context["header"] = .strings(GeneratedHeader.lines(for: module).map(SwiftNaming.commentText))
        context["targetFolder"] = .string(targetFolder)
        context["propertyLists"] = .strings(moved.filter { $0.path.hasSuffix(".plist") }.map(\.path))
        let manifests = try PackageLayout.render(
            ["Package.swift": "Package.swift", "README.md": "README.md"], folder: language, context: context, templates: templates)
        return PackageLayout(files: moved + manifests, buildFolders: [])
    }
}
