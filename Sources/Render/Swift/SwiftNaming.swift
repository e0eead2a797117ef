import RenderCore

/// How schema ids become Swift names: case conversion first, then escaping, with a separate
/// reserved set for each position a name can take.
public enum SwiftNaming {
    /// Swift's keywords, in order; an identifier spelled like one is written in backticks.
    static let keywords = SortedWords([
        "Any", "Protocol", "Self", "Type", "any", "as", "associatedtype", "async", "await", "borrowing",
        "break", "case", "catch", "class", "consume", "consuming", "continue", "copy", "default", "defer",
        "deinit", "discard", "do", "each", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open",
        "operator", "package", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ])

    /// Names backticks cannot rescue in every position they may appear in (`x.self`, `.init`,
    /// `T.Type`); these get a trailing underscore instead.
    static let unescapable: SortedWords = ["Protocol", "Self", "Type", "init", "self", "super"]

    /// Type names the generated file declares itself, the standard library's and Foundation's
    /// types and protocols it uses, and a few more common ones: a schema-declared enum must not
    /// shadow them inside the namespace (an enum `data` would make `Data(...)` name itself).
    static let reservedTypeNames = SortedWords([
        // `Any` is a keyword that backticks cannot rescue in a type's declaration.
        "Any", "App", "Array", "ArraySlice", "Bool", "Carrier", "CaseIterable", "Character", "Codec",
        "CustomStringConvertible", "Data", "Error", "ErrorKind", "Flag", "Hashable", "Int", "Int64",
        "LinkError", "Mode", "Optional", "Range", "Sendable", "Set", "String", "StringProtocol", "Substring",
        "UInt8", "URL", "UTF8", "Unicode", "UnknownDescriptor", "UnknownParameter", "UnsafeBufferPointer",
    ])

    /// Local names the generated parser uses itself; a field's local variable must not take them.
    static let reservedLocalNames: SortedWords = [
        "app", "encoded", "flag", "flags", "index", "mode", "pair", "parts", "strict", "unknown", "uri", "value", "writer",
    ]

    /// Members each generated type declares besides its cases or fields, by position.
    static let modeMembers: SortedWords = ["allCases", "defaultMode", "id", "token"]
    static let appMembers: SortedWords = [
        "allCases", "appStoreID", "appsByID", "appsByScheme", "displayName", "fileNameExcludes", "id", "maxPathLength",
        "playPackage", "playStoreURL", "scheme", "storeURL", "supportedModes",
    ]
    static let enumMembers: SortedWords = ["allCases", "id", "token"]
    static let flagMembers: SortedWords = ["allCases", "id", "token"]
    static let messageMembers: SortedWords = [
        "abbreviatedURIString", "app", "flags", "hash", "hashValue", "mode", "scheme", "unknownDescriptors", "uri",
        "uriString",
    ]

    /// Members of a URL-grammar message besides its fields.
    static let queryMessageMembers: SortedWords = [
        "callbackURL", "carrier", "checkRules", "hash", "hashValue", "shapes", "unknownParameters", "uri", "uriString",
    ]

    /// Local names the generated URL-grammar parser and builder use themselves.
    static let queryLocalNames: SortedWords = [
        "callbackURL", "item", "match", "parameter", "parts", "strict", "unknown", "uri", "value", "writer",
    ]

    /// Keywords that stay keywords even as argument labels; every other keyword is a plain label.
    static let labelKeywords: SortedWords = ["inout", "let", "var"]

    /// `storeLink` → `StoreLink`; a name that would clash gets an underscore.
    public static func typeName(_ id: String) -> String {
        let name = FirstLetterCase.uppercased(id)
        return reservedTypeNames.contains(name) || unescapable.contains(name) || name.hasSuffix("Message")
            ? name + "_" : name
    }

    /// A message's type: `open` → `OpenMessage`.
    public static func messageTypeName(_ id: String) -> String {
        typeName(id).replacingSuffix("_", with: "") + "Message"
    }

    /// A name in a scope that already declares `reserved`: the id, with a trailing underscore
    /// when it would clash, in backticks when it is a keyword.
    public static func identifier(_ id: String, avoiding reserved: SortedWords = []) -> String {
        if unescapable.contains(id) || reserved.contains(id) { return id + "_" }
        return keywords.contains(id) ? "`\(id)`" : id
    }

    public static func modeCase(_ id: String) -> String { identifier(id, avoiding: modeMembers) }
    public static func appCase(_ id: String) -> String { identifier(id, avoiding: appMembers) }
    public static func enumCase(_ id: String) -> String { identifier(id, avoiding: enumMembers) }
    /// A case of a message's `Flag` enum.
    public static func flagCase(_ id: String) -> String { identifier(id, avoiding: flagMembers) }
    public static func fieldProperty(_ id: String) -> String { identifier(id, avoiding: messageMembers) }

    /// A field's argument label: its property name, without backticks where Swift takes none.
    public static func fieldLabel(_ id: String) -> String {
        label(ofProperty: fieldProperty(id), id: id)
    }

    /// The argument label of the property `name` made from `id`: without the backticks, unless
    /// the id stays a keyword as a label.
    static func label(ofProperty name: String, id: String) -> String {
        name.hasPrefix("`") && !labelKeywords.contains(id) ? id : name
    }

    /// A field's label where the parser calls the initializer: there `let` and `var` are plain
    /// labels (Swift warns when they are escaped), while `inout` still needs its backticks.
    public static func argumentLabel(_ id: String) -> String {
        let label = fieldLabel(id)
        return label == "`let`" || label == "`var`" ? id : label
    }

    /// A field of a URL-grammar message: its property, clear of the message's other members.
    public static func queryFieldProperty(_ id: String) -> String { identifier(id, avoiding: queryMessageMembers) }

    /// A field's argument label in a URL-grammar message's initializer.
    public static func queryFieldLabel(_ id: String) -> String {
        label(ofProperty: queryFieldProperty(id), id: id)
    }

    /// A field's local variable inside a URL-grammar message's parser and builder.
    public static func queryFieldLocal(_ id: String) -> String {
        identifier(id, avoiding: queryLocalReserved)
    }

    /// The names a URL-grammar field's local must avoid, united once rather than on every call.
    private static let queryLocalReserved = queryLocalNames.union(queryMessageMembers)

    /// A case of a URL-grammar message's `Carrier` enum.
    public static func carrierCase(_ id: String) -> String { identifier(id, avoiding: ["allCases"]) }

    /// A field's local variable inside the generated parser, clear of the parser's own locals.
    public static func fieldLocal(_ id: String) -> String {
        identifier(id, avoiding: localReserved)
    }

    /// The names a field's local must avoid, united once rather than on every call.
    private static let localReserved = reservedLocalNames.union(messageMembers)
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
