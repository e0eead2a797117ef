/// What the reference read from a URI: the message, how it was addressed, and its typed fields.
public struct ParsedMessage: Equatable, Sendable {
    public enum Address: Equatable, Sendable {
        /// A pipe message addressed to one of the module's apps, by the app's id.
        case app(String)
        /// A pipe message addressed to the caller's scheme, as written.
        case scheme(String)
        /// A URL-grammar message: its carrier's id, and whether the message has several carriers
        /// (only then do the conformance vectors name the carrier).
        case carrier(id: String, isOneOfSeveral: Bool)
        /// A callback's message: the callback URL with the results taken out.
        case callbackURL(String)
    }

    /// A pair or parameter the message does not declare, kept aside: as written in the pipe
    /// grammar, decoded in the URL grammar.
    public struct Unknown: Equatable, Sendable {
        public let key: [UInt8]
        public let value: [UInt8]

        public init(key: [UInt8], value: [UInt8]) {
            self.key = key
            self.value = value
        }
    }

    public let messageID: String
    public let address: Address
    /// The pipe grammar's mode (by id), flags (ids, in declared order) and form.
    public var modeID: String?
    public var flagIDs: [String] = []
    public var isAbbreviated = false
    /// The fields present after parsing (defaults filled in), in declared order.
    public var values: FieldValues = []
    public var unknown: [Unknown] = []

    init(messageID: String, address: Address) {
        self.messageID = messageID
        self.address = address
    }

    public static func == (left: ParsedMessage, right: ParsedMessage) -> Bool {
        left.messageID == right.messageID && left.address == right.address && left.modeID == right.modeID
            && left.flagIDs == right.flagIDs && left.isAbbreviated == right.isAbbreviated && left.unknown == right.unknown
            && left.values.elementsEqual(right.values) { $0.fieldID == $1.fieldID && $0.value == $1.value }
    }
}
