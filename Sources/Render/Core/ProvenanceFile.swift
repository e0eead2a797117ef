import IR

/// The one file of an output folder that says which schemegen made it, from which schema bytes:
/// `.<Name>.schemegen.json`, beside the language's files (at the package's root in the package
/// layout). The generated files' headers leave both out, so that only this small file changes
/// when schemegen's version changes or an edit to the schema changes none of a file's contents,
/// and build tools recompile only what changed.
///
/// One per schema per output folder rather than one per run: a run may write its languages into
/// unrelated folders (the config's `outputs`), and runs with different `--lang` into one `--out`
/// each keep their own folders' files, so a folder's record is true of every file in it.
///
/// Its name starts with a dot so that tools treating a folder's files as sources leave it alone
/// (SwiftPM warns of any file of a target it has no rule for, and skips hidden ones). JSON has no
/// comments: the header is the two strings of a `"//"` member, as in `package.json`, where the
/// writer's ownership proof reads it. Every string is ASCII, escaped as JSON requires.
public enum ProvenanceFile {
    /// The file's name in each output folder; the schema's name is checked UpperCamelCase ASCII.
    public static func name(for module: IRModule) -> String { ".\(module.name).schemegen.json" }

    public static func file(for module: IRModule) -> GeneratedFile {
        let provenance = module.provenance
        let header = GeneratedHeader.lines(for: module).map { jsonString($0) }
        let text = """
            {
              "//": [
                \(header.joined(separator: ",\n    "))
              ],
              "schemegen": \(jsonString(provenance.generatorVersion)),
              "schema": {
                "name": \(jsonString(module.name)),
                "file": \(jsonString(provenance.schemaFileName)),
                "sha256": \(jsonString(provenance.schemaSHA256))
              }
            }

            """
        return GeneratedFile(path: name(for: module), bytes: RenderedText(text))
    }

    /// A JSON string holding exactly `text`, in ASCII (also the registration files' strings): the schema's file name is whatever the
    /// file system allows.
    public static let jsonString = StringLiteral(
        escapes: StringLiteral.commonEscapes, escapesNonASCII: true, spell: StringLiteral.utf16Escape)
}
