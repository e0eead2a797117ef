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

public struct IRErrorKind: Sendable, Equatable {
    public let id: String
    public let doc: String

    public init(id: String, doc: String) {
        self.id = id
        self.doc = doc
    }
}
