/// The language-neutral description of what to generate: the only input of every backend.
///
/// Names here are the schema's lowerCamelCase ids; each backend's namer turns them into its
/// language's idiom. Everything a backend needs is resolved already (an app's modes are listed,
/// a field carries its value type), so no backend ever looks at the schema or re-checks it.
public struct IRModule: Sendable {
    /// The schema's UpperCamelCase name, e.g. "OfficeLink".
    public let name: String
    public let doc: String?
    public let provenance: Provenance
    public let modes: [IRMode]
    public let apps: [IRApp]
    /// One enumeration per `enum` descriptor, in declaration order.
    public let enums: [IREnum]
    /// Every message: those of the pipe grammar (`scheme:mode|key|value`) in declaration order,
    /// then those of the URL grammar (`scheme://host/path?key=value`) in declaration order, each
    /// request followed by its callbacks' messages.
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

    /// The apps' places in `apps`, ordered by their schemes in lowercase: shorter schemes first,
    /// and schemes of a length byte by byte. A backend's lookup by scheme searches a table in this
    /// order by halves, so finding an app takes the same few steps however many apps there are
    /// and compares bytes only with schemes of the same length. Places, so a backend can pair each
    /// app with the names it spelled for the apps in declaration order.
    public var appPlacesBySchemeOrder: [Int] {
        let schemes = apps.map { $0.scheme.lowercased() }
        return apps.indices.sorted { left, right in
            let leftScheme = schemes[left].utf8
            let rightScheme = schemes[right].utf8
            return leftScheme.count != rightScheme.count
                ? leftScheme.count < rightScheme.count : leftScheme.lexicographicallyPrecedes(rightScheme)
        }
    }

    /// The messages written in the pipe grammar, each with that encoding.
    public var pipeMessages: [(message: IRMessage, pipe: IRPipeEncoding)] {
        messages.compactMap { message in message.pipe.map { (message, $0) } }
    }

    /// The messages written in the URL grammar, each with that encoding.
    public var urlMessages: [(message: IRMessage, url: IRURLEncoding)] {
        messages.compactMap { message in message.url.map { (message, $0) } }
    }

    // Which optional rules of the grammar some message uses, so a backend emits their helpers
    // only then (unused helpers would be warnings, and warnings are errors in the tests).

    /// Some field checks the limits of the app its message is addressed to.
    public var usesAppLimits: Bool { messages.contains { $0.fields.contains(where: \.checksAppLimits) } }
    /// Some URL field must share its host with another.
    public var usesSameHost: Bool { messages.contains { $0.fields.contains { $0.sameHostIndex != nil } } }
    /// Some field may appear only in some modes.
    public var usesModeLimits: Bool { messages.contains { $0.fields.contains { $0.modeIDs != nil } } }
    /// Some message has an abbreviated form.
    public var usesAbbreviations: Bool { messages.contains { $0.pipe?.abbreviation != nil } }
    /// Some message declares flags.
    public var usesMessageFlags: Bool { messages.contains { !($0.pipe?.flags.isEmpty ?? true) } }
    /// Some pipe URL field limits the schemes its URL may have.
    public var usesPipeURLSchemes: Bool {
        pipeMessages.contains { $0.message.fields.contains { if case .url(_?) = $0.value { true } else { false } } }
    }
    /// The kinds of value the pipe messages' fields hold, so a backend writes those codec helpers only.
    public var pipeValueKinds: Set<IRValueType.Kind> {
        var kinds: Set<IRValueType.Kind> = []
        for (message, _) in pipeMessages {
            for field in message.fields { kinds.insert(field.value.kind) }
        }
        return kinds
    }
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
