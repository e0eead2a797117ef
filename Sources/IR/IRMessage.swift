/// A message of either grammar: typed fields, the rules between them, and how it is written in a
/// URI. Everything but `encoding` means the same in both grammars, so a backend handles fields,
/// values and rules once and leaves only the writing and reading of the URI to the encoding's codec.
public struct IRMessage: Sendable, Equatable {
    /// The message's id; a callback's message is named `<request id><Kind>`, as `addSuccess`.
    public let id: String
    /// In declared order, which is the order a builder writes query and pipe fields in.
    public let fields: [IRField]
    /// Cross-field rules, in declared order: a parser and a builder check them in this order.
    public let rules: [IRFieldRule]
    /// Set on a callback's message: which request declared it, and which callback it is.
    public let callback: IRCallback?
    public let encoding: IRMessageEncoding
    public let doc: String?

    public init(
        id: String, fields: [IRField], rules: [IRFieldRule], callback: IRCallback?, encoding: IRMessageEncoding,
        doc: String?
    ) {
        self.id = id
        self.fields = fields
        self.rules = rules
        self.callback = callback
        self.encoding = encoding
        self.doc = doc
    }

    /// The pipe grammar's description of this message, when it is written in that grammar.
    public var pipe: IRPipeEncoding? {
        if case .pipe(let pipe) = encoding { pipe } else { nil }
    }

    /// The URL grammar's description of this message, when it is written in that grammar.
    public var url: IRURLEncoding? {
        if case .url(let url) = encoding { url } else { nil }
    }

    /// The fields written under a key (`|key|value` or `key=value`), in declared order.
    public var keyedFields: [IRField] { fields.filter { $0.key != nil } }
}

/// How a message is written in a URI: the grammar, and what that grammar needs to know.
public enum IRMessageEncoding: Sendable, Equatable {
    /// Office's grammar: `scheme:mode|flag|key|value` (docs/grammar.md, "The pipe grammar").
    case pipe(IRPipeEncoding)
    /// `scheme://host/path?key=value` or the opaque `scheme:a:b` (docs/grammar.md, "The URL grammar").
    case url(IRURLEncoding)
}

public struct IRField: Sendable, Equatable {
    /// The descriptor's id, which names the field.
    public let id: String
    /// The name the value is written under: `|key|value` in the pipe grammar, `key=value` in a
    /// URL's query. `nil` only for a URL field held in a path segment (its carrier names it).
    public let key: String?
    /// A path field is always required. A field with a default is never required: absent means
    /// the default.
    public let isRequired: Bool
    public let value: IRValueType
    /// The default, as written in a URI (`"false"`, `"10"`, an enum token), for a field a builder
    /// leaves out when it holds this value and a parser fills in when it is absent.
    public let defaultToken: String?
    /// The modes the field may appear in, in declaration order; `nil` when every mode allows it
    /// (always, outside the pipe grammar, which alone has modes).
    public let modeIDs: [String]?
    /// Whether the app's limits (`IRApp.maxPathLength`, `IRApp.fileNameExcludes`) apply to this URL.
    public let checksAppLimits: Bool
    /// The position in the message's `fields` of the other URL field whose host this URL must
    /// share (the schema's `sameHostAs`), found once by lowering so no backend searches for it.
    public let sameHostIndex: Int?
    public let doc: String?

    public init(
        id: String, key: String?, isRequired: Bool, value: IRValueType, defaultToken: String? = nil,
        modeIDs: [String]? = nil, checksAppLimits: Bool = false, sameHostIndex: Int? = nil, doc: String?
    ) {
        self.id = id
        self.key = key
        self.isRequired = isRequired
        self.value = value
        self.defaultToken = defaultToken
        self.modeIDs = modeIDs
        self.checksAppLimits = checksAppLimits
        self.sameHostIndex = sameHostIndex
        self.doc = doc
    }
}

/// A rule between two fields of one message, as apps document them.
public enum IRFieldRule: Sendable, Equatable {
    /// The app uses `winner` and ignores `loser` when both are given, so a message holding both
    /// is refused (`conflictingDescriptors`): it would not mean what it says.
    case overrides(winnerID: String, loserID: String)
    /// `fieldID` is required when the field `whenID` holds one of these values (written tokens).
    case requiredWhen(fieldID: String, whenID: String, tokens: [String])
}

/// Which request declared a callback message, and which of its callbacks it is.
public struct IRCallback: Sendable, Equatable {
    public let requestID: String
    public let kind: IRCallbackKind

    public init(requestID: String, kind: IRCallbackKind) {
        self.requestID = requestID
        self.kind = kind
    }
}

/// The x-callback-url callbacks; a request declaring any of them gets the optional fields
/// `xSource` (text, key `x-source`) and one url field per callback (`xSuccess` for `x-success`…).
public enum IRCallbackKind: String, Sendable, Equatable, CaseIterable {
    case success
    case error
    case cancel
}
