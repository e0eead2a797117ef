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
        public let fields: [Field]
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
    }

    public struct App: Sendable {
        public let id: String
        public let name: String
        public let scheme: String
        public let appStoreID: Int?
        public let storeURL: String?
        /// The ids of the modes the app supports; `nil` when it supports every mode.
        public let modeIDs: [String]?
        public let doc: String?
    }
}
