import RenderCore

/// How schema ids become TypeScript names: case conversion first, then escaping, with a separate
/// reserved set for each position a name can take.
///
/// Schema ids only ever become property names (object keys, interface members), which may be
/// reserved words in ES2015; every declared binding is a converted or suffixed name, escaped by
/// `identifier(_:avoiding:)` in case it still spells a reserved word.
public enum TypeScriptNaming {
    /// Words that cannot name a binding in a strict-mode ES module, plus TypeScript's type names.
    static let reservedWords = SortedWords([
        "Infinity", "NaN", "any", "arguments", "await", "bigint", "boolean", "break", "case", "catch", "class",
        "const", "continue", "debugger", "default", "delete", "do", "else", "enum", "eval", "export", "extends",
        "false", "finally", "for", "function", "if", "implements", "import", "in", "instanceof", "interface",
        "let", "never", "new", "null", "number", "object", "package", "private", "protected", "public",
        "return", "static", "string", "super", "switch", "symbol", "this", "throw", "true", "try", "typeof",
        "undefined", "unknown", "var", "void", "while", "with", "yield",
    ])

    /// Names a schema type must not take: the generated module's own declarations, and the global
    /// objects and utility types it uses or that a reader would expect to keep their meaning.
    static let reservedTypeNames: SortedWords = [
        "Abbreviation", "App", "AppInfo", "Array", "BigInt", "Boolean", "Date", "Error", "ErrorKind", "Function",
        "IntegerRange", "JSON", "LinkError", "Map", "Math", "MessageInput", "Mode", "Number", "Object", "Omit", "Pair",
        "ParseOptions", "Parsed", "Partial", "PathSegment", "Pick", "Promise", "QueryParameter", "QueryWriter",
        "Readonly", "ReadonlyArray", "ReadonlySet", "Record", "RegExp", "SegmentCapture", "Set", "ShapeMatch",
        "SplitUrl", "String", "Symbol", "TextLimits", "TypeError", "URIError", "Uint8Array", "UnknownDescriptor",
        "UnknownParameter", "UriParts", "UriWriter", "UrlParts", "UrlShape",
    ]

    /// `Object.prototype`'s members: an own property with one of these names would shadow it, and
    /// an object literal that lacks the property would still seem to have it.
    static let objectMembers: SortedWords = [
        "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString",
        "valueOf",
    ]

    /// The members a message interface or a parsed message declares besides its fields.
    static let messageMembers: SortedWords = ["app", "flags", "mode", "scheme", "unknownDescriptors"]

    /// `storeLink` → `StoreLink`.
    public static func pascalCase(_ id: String) -> String {
        FirstLetterCase.uppercased(id)
    }

    /// `OfficeLink` → `officeLink`, `URLKit` → `urlKit`: a leading run of capitals is lowercased,
    /// except the one that starts the next word.
    public static func camelCase(_ name: String) -> String {
        let capitals = name.prefix { $0.isASCII && $0.isUppercase }
        let rest = name.dropFirst(capitals.count)
        guard capitals.count > 1, let next = rest.first, next.isLowercase else {
            return capitals.lowercased() + String(rest)
        }
        return capitals.dropLast().lowercased() + String(capitals.last!) + String(rest)
    }

    /// A binding name: `name`, with a trailing underscore when it is a reserved word or clashes.
    public static func identifier(_ name: String, avoiding reserved: SortedWords = []) -> String {
        reservedWords.contains(name) || reserved.contains(name) ? name + "_" : name
    }

    /// An enum's type (and its `as const` object): `typeof` → `Typeof`; a clash gets an underscore,
    /// and so does a name that ends like a type the module declares for a message: the message's,
    /// its flag set's, its carriers' or its builder's input.
    public static func typeName(_ id: String) -> String {
        let name = pascalCase(id)
        return messageTypeSuffixes.contains(where: name.hasSuffix) ? name + "_" : identifier(name, avoiding: reservedTypeNames)
    }

    private static let messageTypeSuffixes = ["Message", "MessageFlag", "MessageCarrier", "MessageInput"]

    /// A message's interface: `open` → `OpenMessage`.
    public static func messageTypeName(_ id: String) -> String {
        pascalCase(id) + "Message"
    }

    /// The type of a message's flags (an `as const` object and a union): `OpenMessage` → `OpenMessageFlag`.
    public static func flagTypeName(ofMessageType typeName: String) -> String {
        typeName + "Flag"
    }

    /// The carriers of a URL-grammar message with several (an `as const` object and a union):
    /// `ResourceMessage` → `ResourceMessageCarrier`.
    public static func carrierTypeName(ofMessageType typeName: String) -> String {
        typeName + "Carrier"
    }

    /// What a URL-grammar message's builder takes, where the members with a default may be left
    /// out: `AddMessage` → `AddMessageInput`.
    public static func inputTypeName(ofMessageType typeName: String) -> String {
        typeName + "Input"
    }

    /// A builder of the abbreviated form: `OpenMessage` → `buildOpenMessageAbbreviated`. The suffix,
    /// not a prefix, keeps it apart from every message's builder: `buildAbbreviatedOpenMessage`
    /// would be the builder of a message with the id `abbreviatedOpen`.
    public static func abbreviatedBuilderName(ofMessageType typeName: String) -> String {
        "build" + typeName + "Abbreviated"
    }

    /// A module-private constant or local that belongs to a message, a field or a flag set:
    /// `("OpenMessage", "Abbreviation")` → `openMessageAbbreviation`, `("class", "Written")` →
    /// `classWritten`.
    public static func local(_ name: String, _ suffix: String) -> String {
        identifier(FirstLetterCase.lowercased(name, suffix: suffix))
    }

    /// The key of a mode, an app or an enum value in its `as const` object, kept as the id.
    public static func key(_ id: String) -> String {
        objectMembers.contains(id) ? id + "_" : id
    }

    /// A message field: the id, unless the interface already has a member of that name.
    public static func fieldName(_ id: String) -> String {
        messageMembers.contains(id) ? id + "_" : key(id)
    }

    /// A URL-grammar message's field: the id, escaped only from `Object.prototype`'s members. The
    /// checker refuses the ids of the message's own members (`carrier`, `unknownParameters`,
    /// `callbackUrl`), and the pipe grammar's members are none of its.
    public static func queryFieldName(_ id: String) -> String {
        key(id)
    }

    /// A function or constant that belongs to a type: `("Typeof", "WithToken")` → `typeofWithToken`.
    /// Only the first letter is lowered, which gives back the id the type was named from:
    /// `camelCase` would lower a whole leading acronym and take names that are not the type's
    /// (`MODE` → `modeTokens`, which the module declares for `Mode`; `ABCd` and `AbCd` → `abCd…`).
    public static func member(of typeName: String, _ suffix: String) -> String {
        identifier(FirstLetterCase.lowercased(typeName, suffix: suffix))
    }

    /// The generated module's file: `OfficeLink` → `officeLink.ts`.
    public static func fileName(_ moduleName: String) -> String {
        camelCase(moduleName) + ".ts"
    }
}
