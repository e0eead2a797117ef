import IR
import RenderCore

/// The C files as a CMake project: the header under `include/`, the source under `src/`, and
/// `CMakeLists.txt`, which builds the library `<prefix>`, installs it with its header, exports
/// the CMake package `<Name>` (`<Name>Config.cmake`, target `<Name>::<prefix>`) and, when installing,
/// configures `<prefix>.pc.in` into the pkg-config file `<prefix>.pc` with the install prefix.
extension CBackend {
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        let library = (options["prefix"] ?? module.name.lowercased()).lowercased()
        let moved = files.map { file in
            GeneratedFile(path: (file.path.hasSuffix(".h") ? "include/" : "src/") + file.path, contents: file.contents)
        }
        let context: TemplateValue = [
            "header": .strings(GeneratedHeader.lines(for: module)),
            "readmeHeader": PackageReadme.header(module),
            "name": .string(module.name),
            "library": .string(library),
            "version": .string(version),
            "description": .string(Self.descriptionText(PackageReadme.summary(module.doc) ?? module.name)),
            "docLines": PackageReadme.docLines(module.doc),
            "versionNote": .string(PackageReadme.versionNote(version)),
            "reference": .string(try PackageReadme.reference(module, templates: templates)),
        ]
        return PackageLayout(
            files: moved + [
                GeneratedFile(
                    path: "CMakeLists.txt", contents: try templates.render(folder: language, name: "CMakeLists.txt", context: context)),
                GeneratedFile(
                    path: "\(library).pc.in", contents: try templates.render(folder: language, name: "pkg-config.pc.in", context: context)),
                GeneratedFile(path: "README.md", contents: try templates.render(folder: language, name: "README.md", context: context)),
            ],
            buildFolders: ["build"])
    }

    /// The schema's doc as the text of a CMake quoted argument and of a pkg-config field: the
    /// characters either reads as syntax there become spaces (`"`, `\`, `;` and `$` for CMake,
    /// `@` which `configure_file` would substitute, `$` and `#` which pkg-config expands or
    /// reads as a comment).
    static func descriptionText(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { "\"\\$;@#".unicodeScalars.contains($0) ? " " : $0 }))
    }
}
