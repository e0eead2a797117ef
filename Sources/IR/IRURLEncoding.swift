/// How a message is written in the URL grammar (`scheme://host/path?key=value`, or the opaque
/// `scheme:a:b`), the grammar of most app protocols and of x-callback-url: `carriers` say how the
/// URL is shaped, and each field is in a path segment (a carrier names it) or in the query under
/// its key. The rules are in docs/grammar.md, "The URL grammar".
public struct IRURLEncoding: Sendable, Equatable {
    /// The URL shapes the message may take, in declared order: a builder writes the first unless
    /// told otherwise, a parser tries each in turn. A callback message has exactly one, `.callback`.
    public let carriers: [IRCarrier]
    /// Whether a parser reads `+` in a query name or value as a space (HTML form encoding).
    /// Builders never write `+` for a space, and write a `+` as `%2B`, so both readers agree.
    public let plusMeansSpace: Bool

    public init(carriers: [IRCarrier], plusMeansSpace: Bool) {
        self.carriers = carriers
        self.plusMeansSpace = plusMeansSpace
    }
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
