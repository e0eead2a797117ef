/// One language's output as a package (`generate --layout package`).
public struct PackageLayout: Equatable, Sendable {
    /// The package version when the config gives no `packageVersion`: a schema has no version.
    public static let defaultVersion = "0.0.0"

    public let files: [GeneratedFile]
    /// Folders, relative to the package, that its build tool writes into (`dist`, `build`). Build
    /// outputs can copy the generated header (tsc keeps comments, CMake configures the pkg-config
    /// file), so the writer must not take them for generated files it no longer produces.
    public let buildFolders: [String]

    public init(files: [GeneratedFile], buildFolders: [String]) {
        self.files = files
        self.buildFolders = buildFolders
    }
}
