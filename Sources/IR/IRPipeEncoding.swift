/// How a message is written in Office's pipe grammar, `scheme:mode|flag|key|value`: every field
/// under its key (`IRField.key` is never `nil` here), after the mode and the flags.
public struct IRPipeEncoding: Sendable, Equatable {
    public let address: IRAddress
    /// Bare tokens written right after the mode, in this order; parsed into a set.
    public let flags: [IRFlag]
    /// The short form `<scheme>:<url>`, when the message has one.
    public let abbreviation: IRAbbreviation?

    public init(address: IRAddress, flags: [IRFlag], abbreviation: IRAbbreviation?) {
        self.address = address
        self.flags = flags
        self.abbreviation = abbreviation
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
