import IR
import RenderCore

/// The TypeScript module as an npm package: `package.json` (an ES module whose `exports` give the
/// built `.js` and its `.d.ts`, free of side effects), `tsconfig.json` (the strict flags the suite
/// holds the module to, emitting declarations), and the source under `src/`; `tsc -p .` (the
/// `build` script) writes `dist/`.
///
/// JSON has no comments, so `package.json` carries the generated header as the two strings of a
/// `"//"` member, the key npm documents for comments; the writer reads them there as the header.
extension TypeScriptBackend {
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        let entry = String(TypeScriptNaming.fileName(module.name).dropLast(".ts".count))
        let header = GeneratedHeader.lines(for: module)
        let context: TemplateValue = [
            "header": .strings(header.map(TypeScriptNaming.commentText)),
            "jsonHeader": .list(header.indices.map { index in
                ["line": .string(Self.jsonString(header[index])), "more": .bool(index < header.count - 1)]
            }),
            "readmeHeader": PackageReadme.header(module),
            "name": .string(module.name),
            "packageName": .string(module.name.lowercased()),
            "entry": .string(entry),
            "version": .string(version),
            "description": .string(PackageReadme.summary(module.doc).map { Self.jsonString($0) } ?? ""),
            "docLines": PackageReadme.docLines(module.doc),
            "versionNote": .string(PackageReadme.versionNote(version)),
            "reference": .string(try PackageReadme.reference(module, templates: templates)),
        ]
        return PackageLayout(
            files: files.map { GeneratedFile(path: "src/\($0.path)", contents: $0.contents) } + [
                GeneratedFile(path: "package.json", contents: try templates.render(folder: language, name: "package.json", context: context)),
                GeneratedFile(path: "tsconfig.json", contents: try templates.render(folder: language, name: "tsconfig.json", context: context)),
                GeneratedFile(path: "README.md", contents: try templates.render(folder: language, name: "README.md", context: context)),
            ],
            buildFolders: ["dist"])
    }

    /// A JSON string holding exactly `text`, quotes included.
    static let jsonString = StringLiteral(escapes: StringLiteral.commonEscapes, spell: StringLiteral.utf16Escape)
}
