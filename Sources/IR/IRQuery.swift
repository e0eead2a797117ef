/// A message in the URL grammar (`scheme://host/path?key=value`, or the opaque `scheme:a:b`),
/// the grammar of most app protocols and of x-callback-url. Its typed fields are separate from
/// where they are written: `carriers` say how the URL is shaped, each field says whether it sits
/// in a path segment or in the query. The rules are in docs/grammar.md, "The URL grammar".
public struct IRQueryMessage: Sendable, Equatable {
    /// The message's id; a callback's message is named `<request id><Kind>`, as `addSuccess`.
    public let id: String
    /// The URL shapes the message may take, in declared order: a builder writes the first unless
    /// told otherwise, a parser tries each in turn. A callback message has exactly one, `.callback`.
    public let carriers: [IRCarrier]
    /// In declared order; path fields first is not required (a carrier's segments name them).
    public let fields: [IRQueryField]
    /// Cross-field rules, in declared order: a parser and a builder check them in this order.
    public let rules: [IRFieldRule]
    /// Whether a parser reads `+` in a query name or value as a space (HTML form encoding).
    /// Builders never write `+` for a space, and write a `+` as `%2B`, so both readers agree.
    public let plusMeansSpace: Bool
    /// Set on a callback's message: which request declared it, and which callback it is.
    public let callback: IRCallback?
    public let doc: String?

    public init(
        id: String, carriers: [IRCarrier], fields: [IRQueryField], rules: [IRFieldRule], plusMeansSpace: Bool,
        callback: IRCallback?, doc: String?
    ) {
        self.id = id
        self.carriers = carriers
        self.fields = fields
        self.rules = rules
        self.plusMeansSpace = plusMeansSpace
        self.callback = callback
        self.doc = doc
    }

    /// The fields written in the query, in declared order.
    public var queryFields: [IRQueryField] { fields.filter { $0.key != nil } }
}

/// One shape a message's URL may take.
public struct IRCarrier: Sendable, Equatable {
    /// Names the carrier when a message has several (`app`, `web`); builders take it, parsers return it.
    public let id: String
    public let scheme: IRCarrierScheme
    public let form: IRCarrierForm
    public let doc: String?

    public init(id: String, scheme: IRCarrierScheme, form: IRCarrierForm, doc: String?) {
        self.id = id
        self.scheme = scheme
        self.form = form
        self.doc = doc
    }
}

public enum IRCarrierScheme: Sendable, Equatable {
    /// The scheme of the module's app with this id, compared ignoring ASCII case when parsing.
    case app(appID: String)
    /// A fixed scheme such as `https`, lowercase, compared ignoring ASCII case when parsing.
    case literal(String)
    /// A callback: the URL the caller passed as `x-success`, `x-error` or `x-cancel`, whatever
    /// its scheme, host and path; the results are added to its query.
    case callback
}

public enum IRCarrierForm: Sendable, Equatable {
    /// `scheme "://" host *( "/" segment ) [ "?" query ]`. The host is literal and may be empty
    /// (`things:///add`); it is compared ignoring ASCII case.
    case hierarchical(host: String, path: [IRPathSegment])
    /// `scheme ":" segment *( ":" segment )`, as `spotify:track:<id>`; no query.
    case opaque([IRPathSegment])
    /// The callback form: any absolute URL without a fragment, with the results in its query.
    case callback
}

public enum IRPathSegment: Sendable, Equatable {
    /// Written as is and matched exactly (case-sensitive). Unreserved characters only.
    case literal(String)
    /// One segment holding the value of the field with this id: never empty, `/` (or `:` in the
    /// opaque form) percent-encoded.
    case field(fieldID: String)
    /// The last segments of a hierarchical path, holding one text field whose `/` stay raw.
    case rest(fieldID: String)
}

public struct IRQueryField: Sendable, Equatable {
    public let id: String
    /// The query parameter's name; `nil` for a field held in a path segment.
    public let key: String?
    /// A path field is always required. A field with a default is never required: absent means
    /// the default.
    public let isRequired: Bool
    public let value: IRValueType
    /// The default, as written in a URI (`"false"`, `"10"`, an enum token), for a field a builder
    /// leaves out when it holds this value and a parser fills in when it is absent.
    public let defaultToken: String?
    public let doc: String?

    public init(id: String, key: String?, isRequired: Bool, value: IRValueType, defaultToken: String?, doc: String?) {
        self.id = id
        self.key = key
        self.isRequired = isRequired
        self.value = value
        self.defaultToken = defaultToken
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
