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
    /// The ids of the modes the app supports, in the order the modes are declared.
    public let modeIDs: [String]
    public let doc: String?

    public init(id: String, name: String, scheme: String, appStoreID: Int?, storeURL: String?, modeIDs: [String], doc: String?) {
        self.id = id
        self.name = name
        self.scheme = scheme
        self.appStoreID = appStoreID
        self.storeURL = storeURL
        self.modeIDs = modeIDs
        self.doc = doc
    }
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
    /// In the order they are written into a URI.
    public let fields: [IRField]
    public let doc: String?

    public init(id: String, address: IRAddress, fields: [IRField], doc: String?) {
        self.id = id
        self.address = address
        self.fields = fields
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
    public let encoding: IREncoding
    public let doc: String?

    public init(id: String, key: String, isRequired: Bool, encoding: IREncoding, doc: String?) {
        self.id = id
        self.key = key
        self.isRequired = isRequired
        self.encoding = encoding
        self.doc = doc
    }
}

/// How a field's value is written and read; the rules are in docs/grammar.md.
public enum IREncoding: Sendable, Equatable {
    /// An absolute URL, percent-encoded where it holds characters a URI may not, never twice.
    case url
    /// An RFC 3986 scheme, validated and written as is.
    case scheme
    /// Any Unicode text, UTF-8 percent-encoded except for unreserved characters.
    case text
    /// A boolean written as one of two tokens.
    case flag(trueToken: String, falseToken: String)
    /// One of the cases of the module's enum with this id.
    case enumeration(enumID: String)
}

public struct IRErrorKind: Sendable, Equatable {
    public let id: String
    public let doc: String

    public init(id: String, doc: String) {
        self.id = id
        self.doc = doc
    }
}
