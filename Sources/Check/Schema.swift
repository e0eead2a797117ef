import Load

/// The checked schema: every reference resolved to something declared, every rule of schema
/// format 1 satisfied. Only `SchemaChecker` creates one.
public struct Schema: Sendable {
    public let name: String
    public let doc: String?
    public let modes: [Mode]
    public let descriptors: [Descriptor]
    public let messages: [Message]
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
        public let key: String
        public let type: DescriptorType
        /// The id of another `url` descriptor whose host this URL must share, when set.
        public let sameHostAs: String?
        public let doc: String?
    }

    public enum DescriptorType: Sendable, Equatable {
        case url
        case scheme
        case text
        case flag(trueToken: String, falseToken: String)
        case enumeration([EnumValue])
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
