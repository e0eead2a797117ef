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
        var context = try PackageLayout.sharedContext(module, version: version, templates: templates)
        context["header"] = .strings(header.map(TypeScriptNaming.commentText))
        context["jsonHeader"] = .list(header.indices.map { index in
            ["line": .string(Self.jsonString(header[index])), "more": .bool(index < header.count - 1)]
        })
        context["packageName"] = .string(module.name.lowercased())
        context["entry"] = .string(entry)
        context["description"] = .string(PackageReadme.summary(module.doc).map { Self.jsonString($0) } ?? "")
        let manifests = try PackageLayout.render(
            ["package.json": "package.json", "tsconfig.json": "tsconfig.json", "README.md": "README.md"],
            folder: language, context: context, templates: templates)
        return PackageLayout(
            files: files.map { GeneratedFile(path: "src/\($0.path)", bytes: $0.bytes) } + manifests, buildFolders: ["dist"])
    }

    /// A JSON string holding exactly `text`, quotes included.
    static let jsonString = StringLiteral(escapes: StringLiteral.commonEscapes, spell: StringLiteral.utf16Escape)
}
