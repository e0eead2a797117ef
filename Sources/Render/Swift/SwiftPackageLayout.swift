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
            file.path.hasSuffix(".swift") ? GeneratedFile(path: "\(targetFolder)/\(file.path)", contents: file.contents) : file
        }
        let context: TemplateValue = [
            "header": .strings(GeneratedHeader.lines(for: module).map(SwiftNaming.commentText)),
            "readmeHeader": PackageReadme.header(module),
            "name": .string(module.name),
            "targetFolder": .string(targetFolder),
            "docLines": PackageReadme.docLines(module.doc),
            "versionNote": .string(PackageReadme.versionNote(version)),
            "propertyLists": .strings(moved.filter { $0.path.hasSuffix(".plist") }.map(\.path)),
            "reference": .string(try PackageReadme.reference(module, templates: templates)),
        ]
        return PackageLayout(
            files: moved + [
                GeneratedFile(path: "Package.swift", contents: try templates.render(folder: language, name: "Package.swift", context: context)),
                GeneratedFile(path: "README.md", contents: try templates.render(folder: language, name: "README.md", context: context)),
            ],
            buildFolders: [])
    }
}
