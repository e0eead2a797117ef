/// The language-neutral description of what to generate: the only input of every backend.
///
/// Names here are the schema's lowerCamelCase ids; each backend's namer turns them into its
/// language's idiom. Everything a backend needs is resolved already (an app's modes are listed,
/// a field carries its encoding), so no backend ever looks at the schema or re-checks it.
public struct IRModule: Sendable {
    /// The schema's UpperCamelCase name, e.g. "OfficeLink".
    public let name: String
    public let doc: String?
    public let provenance: Provenance
    public let modes: [IRMode]
    public let apps: [IRApp]
    /// One enumeration per `enum` descriptor, in declaration order.
    public let enums: [IREnum]
    public let messages: [IRMessage]
    /// The fixed error kinds every generated parser and builder reports (docs/grammar.md).
    public let errorKinds: [IRErrorKind]

    public init(
        name: String, doc: String?, provenance: Provenance, modes: [IRMode], apps: [IRApp],
        enums: [IREnum], messages: [IRMessage], errorKinds: [IRErrorKind]
    ) {
        self.name = name
        self.doc = doc
        self.provenance = provenance
        self.modes = modes
        self.apps = apps
        self.enums = enums
        self.messages = messages
        self.errorKinds = errorKinds
    }

    /// The mode a builder uses when the caller names none, if the schema declares one.
    public var defaultMode: IRMode? { modes.first(where: \.isDefault) }
}

/// Where the generated code came from, for the header of every generated file.
public struct Provenance: Sendable, Equatable {
    public let generatorVersion: String
    /// The schema's file name only, so output does not depend on how the path was spelled.
    public let schemaFileName: String
    /// Lowercase hex SHA-256 of the schema file's bytes.
    public let schemaSHA256: String

    public init(generatorVersion: String, schemaFileName: String, schemaSHA256: String) {
        self.generatorVersion = generatorVersion
        self.schemaFileName = schemaFileName
        self.schemaSHA256 = schemaSHA256
    }
}
