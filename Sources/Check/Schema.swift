import Load

/// The checked schema: every reference resolved to something declared, every rule of its
/// schema format (1 or 2) satisfied. Only `SchemaChecker` creates one.
public struct Schema: Sendable {
    public let name: String
    public let doc: String?
    /// Empty when no message uses the pipe grammar (format 2 lets such a schema leave them out).
    public let modes: [Mode]
    public let descriptors: [Descriptor]
    /// `descriptors` by id: the checker's own table, handed on so the lowering does not build
    /// its own (a second dictionary of this type cost it 22K instructions, most of them the Swift
    /// runtime describing the type again).
    public let descriptorsByID: [String: Descriptor]
    /// Messages in the pipe grammar (`scheme:mode|key|value`), in declaration order.
    public let messages: [Message]
    /// Messages in the URL grammar (format 2's `carriers`), in declaration order.
    public let queryMessages: [QueryMessage]
    public let apps: [App]
    /// Where each element was written, for tools that report on a checked schema.
    public let locations: SchemaLocations

    public struct Mode: Sendable {
        public let id: String
        public let token: String
        public let doc: String?
        public let isDefault: Bool
    }

    public struct Descriptor: Sendable {
        public let id: String
        /// The query key or pipe key; `nil` only in format 2, for a descriptor used in path segments alone.
        public let key: String?
        public let type: DescriptorType
        /// The id of another `url` descriptor whose host this URL must share, when set.
        public let sameHostAs: String?
        public let doc: String?
    }

    /// Format 1's types are `url` (with optional `schemes`), `scheme`, `text` without limits,
    /// `flag` and `enumeration`; the rest, and text's limits, are the URL grammar's (format 2).
    public indirect enum DescriptorType: Sendable, Equatable {
        /// `schemes`, when set, are the schemes the URL may have, as written.
        case url(schemes: [String]?)
        case scheme
        case text(TextLimits)
        case flag(trueToken: String, falseToken: String)
        case enumeration([EnumValue])
        case integer(min: Int64?, max: Int64?)
        case presence
        case date
        case dateTime
        /// `item` is a text, integer or enumeration type.
        case list(item: DescriptorType, separator: ListSeparator)

        /// Whether the pipe grammar's codec can carry the type: format 1's types, without text's limits.
        public var isPipeType: Bool {
            switch self {
            case .text(let limits): limits == .none
            case .url, .scheme, .flag, .enumeration: true
            case .integer, .presence, .date, .dateTime, .list: false
            }
        }
    }

    /// A text's optional limits; `allowed` is the character set as written (`"0-9A-Za-z"`).
    public struct TextLimits: Sendable, Equatable {
        public let minLength: Int?
        public let maxLength: Int?
        public let allowed: String?

        public static let none = TextLimits(minLength: nil, maxLength: nil, allowed: nil)
    }

    public enum ListSeparator: Sendable, Equatable {
        /// One ASCII character (a line feed among them) between the items of one value.
        case character(String)
        /// One `key=item` pair per item.
        case repeatedKey
    }

    public struct EnumValue: Sendable, Equatable {
        public let id: String
        public let token: String
        public let doc: String?
    }

    public struct Message: Sendable {
        public let id: String
        public let address: Address
        /// Bare tokens written right after the mode, in declared order.
        public let flags: [Flag]
        public let abbreviation: Abbreviation?
        public let fields: [Field]
        public let doc: String?
    }

    /// A bare token after the mode (`scheme:mode|flag|key|value`), present or absent.
    public struct Flag: Sendable {
        public let id: String
        public let token: String
        public let doc: String?
    }

    /// A short form `<scheme>:<value>` that stands for one mode and one URL field.
    public struct Abbreviation: Sendable {
        public let modeID: String
        public let fieldID: String
        /// The value must start with one of these (compared ignoring ASCII case) to be read this way.
        public let prefixes: [String]
        public let doc: String?
    }

    /// Who a message is addressed to: one of the declared apps, or whatever scheme the caller chose.
    public enum Address: String, Sendable {
        case app
        case caller
    }

    public struct Field: Sendable {
        public let descriptorID: String
        public let isRequired: Bool
        /// The modes the field may appear in; `nil` when it may appear in every mode.
        public let modeIDs: [String]?
        /// Whether the app's `limits` apply to this URL.
        public let checksAppLimits: Bool
    }

    public struct App: Sendable {
        public let id: String
        public let name: String
        public let scheme: String
        public let appStoreID: Int?
        public let storeURL: String?
        public let playPackage: String?
        public let playStoreURL: String?
        /// The ids of the modes the app supports; `nil` when it supports every mode.
        public let modeIDs: [String]?
        public let limits: AppLimits?
        public let doc: String?
    }

    /// What the app accepts in a document URL, checked on fields marked `appLimits`.
    public struct AppLimits: Sendable, Equatable {
        /// The most characters the URL's path may have, counted after percent-decoding.
        public let maxPathLength: Int?
        /// Characters the file name (the path's last segment, percent-decoded) may not contain.
        public let fileNameExcludes: String?
    }
}
