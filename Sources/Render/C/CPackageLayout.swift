import IR
import RenderCore

/// The C files as a CMake project: the header under `include/`, the source and the URI runtime
/// (which only the source includes) under `src/`, and
/// `CMakeLists.txt`, which builds the library `<prefix>`, installs it with its header, exports
/// the CMake package `<Name>` (`<Name>Config.cmake`, target `<Name>::<prefix>`), builds a shared
/// library (`BUILD_SHARED_LIBS`) that exports only the functions marked `<PREFIX>_API` and, when installing,
/// configures `<prefix>.pc.in` into the pkg-config file `<prefix>.pc` with the install prefix.
extension CBackend {
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        let library = (options["prefix"] ?? module.name.lowercased()).lowercased()
        let moved = files.map { file in
            GeneratedFile(
                path: (file.path.hasSuffix(".h") && !file.path.hasPrefix(Self.runtimeFileStem) ? "include/" : "src/") + file.path,
                bytes: file.bytes)
        }
        var context = try PackageLayout.sharedContext(module, version: version, templates: templates)
        context["header"] = .strings(GeneratedHeader.lines(for: module))
        context["library"] = .string(library)
        context["LIBRARY"] = .string(library.uppercased())
        context["description"] = .string(Self.descriptionText(PackageReadme.summary(module.doc) ?? module.name))
        let manifests = try PackageLayout.render(
            ["CMakeLists.txt": "CMakeLists.txt", "\(library).pc.in": "pkg-config.pc.in", "README.md": "README.md"],
            folder: language, context: context, templates: templates)
        return PackageLayout(files: moved + manifests, buildFolders: ["build"])
    }

    /// The schema's doc as the text of a CMake quoted argument and of a pkg-config field: the
    /// characters either reads as syntax there become spaces (`"`, `\`, `;` and `$` for CMake,
    /// `@` which `configure_file` would substitute, `$` and `#` which pkg-config expands or
    /// reads as a comment).
    static func descriptionText(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { "\"\\$;@#".unicodeScalars.contains($0) ? " " : $0 }))
    }
}
