public struct IRMode: Sendable, Equatable {
    public let id: String
    public let token: String
    public let doc: String?
    public let isDefault: Bool

    public init(id: String, token: String, doc: String?, isDefault: Bool) {
        self.id = id
        self.token = token
        self.doc = doc
        self.isDefault = isDefault
    }
}

public struct IRApp: Sendable, Equatable {
    public let id: String
    public let name: String
    public let scheme: String
    public let appStoreID: Int?
    public let storeURL: String?
    /// The app's Android application id on Google Play, such as "com.example.viewer".
    public let playPackage: String?
    public let playStoreURL: String?
    /// The ids of the modes the app supports, in the order the modes are declared.
    public let modeIDs: [String]
    /// The most characters a document URL's path may have (counted after percent-decoding).
    public let maxPathLength: Int?
    /// ASCII characters a document's file name may not contain (after percent-decoding).
    public let fileNameExcludes: String?
    public let doc: String?

    public init(
        id: String, name: String, scheme: String, appStoreID: Int?, storeURL: String?, playPackage: String?,
        playStoreURL: String?, modeIDs: [String], maxPathLength: Int?, fileNameExcludes: String?, doc: String?
    ) {
        self.id = id
        self.name = name
        self.scheme = scheme
        self.appStoreID = appStoreID
        self.storeURL = storeURL
        self.playPackage = playPackage
        self.playStoreURL = playStoreURL
        self.modeIDs = modeIDs
        self.maxPathLength = maxPathLength
        self.fileNameExcludes = fileNameExcludes
        self.doc = doc
    }

    /// Whether any document limit applies to this app.
    public var hasLimits: Bool { maxPathLength != nil || fileNameExcludes != nil }
}

/// A closed set of tokens, from an `enum` descriptor; `id` is the descriptor's id.
public struct IREnum: Sendable, Equatable {
    public let id: String
    public let cases: [IREnumCase]
    public let doc: String?

    public init(id: String, cases: [IREnumCase], doc: String?) {
        self.id = id
        self.cases = cases
        self.doc = doc
    }
}

public struct IREnumCase: Sendable, Equatable {
    public let id: String
    public let token: String
    public let doc: String?

    public init(id: String, token: String, doc: String?) {
        self.id = id
        self.token = token
        self.doc = doc
    }
}

public struct IRMessage: Sendable, Equatable {
    public let id: String
    public let address: IRAddress
    /// Bare tokens written right after the mode, in this order; parsed into a set.
    public let flags: [IRFlag]
    /// The short form `<scheme>:<url>`, when the message has one.
    public let abbreviation: IRAbbreviation?
    /// In the order they are written into a URI.
    public let fields: [IRField]
    public let doc: String?

    public init(
        id: String, address: IRAddress, flags: [IRFlag], abbreviation: IRAbbreviation?, fields: [IRField], doc: String?
    ) {
        self.id = id
        self.address = address
        self.flags = flags
        self.abbreviation = abbreviation
        self.fields = fields
        self.doc = doc
    }
}

/// A bare token after the mode (`scheme:mode|flag|key|value`), present or absent.
public struct IRFlag: Sendable, Equatable {
    public let id: String
    public let token: String
    public let doc: String?

    public init(id: String, token: String, doc: String?) {
        self.id = id
        self.token = token
        self.doc = doc
    }
}

/// `<scheme>:<value>`: a URI whose text after the colon starts with one of `prefixes` (ignoring
/// ASCII case) is this message in mode `modeID` with only the URL field `fieldID`, holding that text.
public struct IRAbbreviation: Sendable, Equatable {
    public let modeID: String
    public let fieldID: String
    public let prefixes: [String]
    public let doc: String?

    public init(modeID: String, fieldID: String, prefixes: [String], doc: String?) {
        self.modeID = modeID
        self.fieldID = fieldID
        self.prefixes = prefixes
        self.doc = doc
    }
}

/// How a message's scheme is chosen: one of the module's apps, or any scheme the caller gave.
public enum IRAddress: Sendable, Equatable {
    case app
    case caller
}

public struct IRField: Sendable, Equatable {
    /// The descriptor's id, which names the field.
    public let id: String
    /// The key written before the value: `|key|value`.
    public let key: String
    public let isRequired: Bool
    /// The value's type, as URL-grammar fields have it; the checker lets a pipe field be only
    /// text without limits, a url (with or without `schemes`), a scheme, a boolean or an enumeration.
    public let value: IRValueType
    /// The modes the field may appear in, in declaration order; `nil` when every mode allows it.
    public let modeIDs: [String]?
    /// Whether the app's limits (`IRApp.maxPathLength`, `IRApp.fileNameExcludes`) apply to this URL.
    public let checksAppLimits: Bool
    /// The position in the message's `fields` of the other URL field whose host this URL must
    /// share (the schema's `sameHostAs`), found once by lowering so no backend searches for it.
    public let sameHostIndex: Int?
    public let doc: String?

    public init(
        id: String, key: String, isRequired: Bool, value: IRValueType, modeIDs: [String]?, checksAppLimits: Bool,
        sameHostIndex: Int?, doc: String?
    ) {
        self.id = id
        self.key = key
        self.isRequired = isRequired
        self.value = value
        self.modeIDs = modeIDs
        self.checksAppLimits = checksAppLimits
        self.sameHostIndex = sameHostIndex
        self.doc = doc
    }
}

public struct IRErrorKind: Sendable, Equatable {
    public let id: String
    public let doc: String

    public init(id: String, doc: String) {
        self.id = id
        self.doc = doc
    }
}
