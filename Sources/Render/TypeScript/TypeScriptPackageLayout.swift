import IR
import RenderCore

/// The TypeScript module as an npm package for both module systems: `package.json` (whose
/// `exports` give `import` the ES module build in `dist/esm` and `require` the CommonJS build in
/// `dist/cjs`, each with its own `.d.ts`, free of side effects), `tsconfig.json` (the strict flags
/// the suite holds the module to, emitting declarations, for the ES build), `tsconfig.cjs.json`
/// (the same flags for the CommonJS build), and the source under `src/`.
///
/// The package is `"type": "module"`, so Node would read `dist/cjs`'s `.js` files as ES modules:
/// the `build` script runs both `tsc` builds and then writes `dist/cjs/package.json`,
/// `{"type":"commonjs"}`, which tsc 4.8 cannot emit and a generated file cannot hold (`dist` is
/// the build's folder). Two builds rather than `.cts`/`.mts` copies of the source keep one source.
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
            [
                "package.json": "package.json", "tsconfig.json": "tsconfig.json", "tsconfig.cjs.json": "tsconfig.cjs.json",
                "README.md": "README.md",
            ],
            folder: language, context: context, templates: templates)
        return PackageLayout(
            files: files.map { GeneratedFile(path: "src/\($0.path)", bytes: $0.bytes) } + manifests, buildFolders: ["dist"])
    }

    /// A JSON string holding exactly `text`, quotes included.
    static let jsonString = StringLiteral(escapes: StringLiteral.commonEscapes, spell: StringLiteral.utf16Escape)
}
