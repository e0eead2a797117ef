extension Schema {
    /// A message in the URL grammar (docs/grammar.md, "The URL grammar"): where its fields are
    /// written is said by its carriers, what they hold by their descriptors.
    public struct QueryMessage: Sendable {
        public let id: String
        /// At least one, in declared order.
        public let carriers: [Carrier]
        /// In declared order; a field named in a carrier's segments is a path field.
        public let fields: [QueryField]
        /// Whether parsers read `+` as a space (`"plus": "space"`).
        public let plusMeansSpace: Bool
        /// The declared callbacks, in the order success, error, cancel, whatever the schema's order.
        public let callbacks: [Callback]
        public let doc: String?

        /// The ids of the fields held in path segments (every carrier names the same ones).
        public var pathFieldIDs: Set<String> { carriers.first?.fieldIDs ?? [] }
    }

    /// One URL shape of a message.
    public struct Carrier: Sendable {
        /// `nil` for a message's lone carrier declared without one.
        public let id: String?
        public let scheme: CarrierScheme
        public let form: CarrierForm
        public let doc: String?

        /// The ids of the fields its segments hold.
        public var fieldIDs: Set<String> {
            let segments: [Segment] =
                switch form {
                case .hierarchical(_, let path): path
                case .opaque(let segments): segments
                }
            return Set(segments.compactMap(\.fieldID))
        }
    }

    public enum CarrierScheme: Sendable, Equatable {
        /// The scheme of the declared app with this id.
        case app(String)
        /// A fixed scheme, as written.
        case literal(String)
    }

    public enum CarrierForm: Sendable, Equatable {
        /// `scheme://host/segment/...`; the host may be empty.
        case hierarchical(host: String, path: [Segment])
        /// `scheme:segment:segment`.
        case opaque([Segment])
    }

    public enum Segment: Sendable, Equatable {
        case literal(String)
        case field(String)
        /// The last segments of a hierarchical path, holding one text field with its `/`.
        case rest(String)

        public var fieldID: String? {
            switch self {
            case .literal: nil
            case .field(let id), .rest(let id): id
            }
        }
    }

    public struct QueryField: Sendable {
        public let descriptorID: String
        /// Always true for a path field; never for a field with a default.
        public let isRequired: Bool
        /// The default as written in a URI.
        public let defaultToken: String?
        /// The fields of the message this one wins over, in listed order.
        public let overrides: [String]
        public let requiredWhen: RequiredWhen?
        /// The field's own doc, which wins over its descriptor's.
        public let doc: String?
    }

    /// This field is required when the field `fieldID` holds one of `tokens` (as written).
    public struct RequiredWhen: Sendable, Equatable {
        public let fieldID: String
        public let tokens: [String]
    }

    public struct Callback: Sendable {
        public let kind: CallbackKind
        /// The results the app adds to the callback URL: query fields without rules.
        public let fields: [QueryField]
        public let doc: String?
    }

    /// In the order a request's `x-` fields and callback messages are lowered.
    public enum CallbackKind: String, Sendable, CaseIterable {
        case success
        case error
        case cancel

        /// The id of the callback's message: the request's and the kind, as `addSuccess`.
        public func messageID(requestID: String) -> String { requestID + capitalized }
        /// The id of the url field a request gets for this callback, as `xSuccess`.
        public var requestFieldID: String { "x" + capitalized }
        /// The key of that field, as `x-success`.
        public var requestKey: String { "x-" + rawValue }

        private var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// The text field a request with callbacks gets for the caller's name (x-callback-url's `x-source`).
    public static let sourceFieldID = "xSource"
    public static let sourceKey = "x-source"
    /// What a callback's message calls the URL it is built on or parsed from.
    public static let callbackURLFieldID = "callbackUrl"
}
