import RenderCore

/// How schema ids become Kotlin names: case conversion first, then escaping, with a separate
/// reserved set for each position a name can take.
///
/// Enum entries (modes, apps, enum values, error kinds) are UPPER_SNAKE_CASE, which no Kotlin
/// keyword is, so only types, properties and locals can need escaping.
public enum KotlinNaming {
    /// Kotlin's hard keywords, and `yield`, which Kotlin reserves ("identifier 'yield' is
    /// reserved"): an identifier spelled like one is written in backticks. Soft and modifier
    /// keywords (`init`, `value`, `data`, `field`, `constructor`, `open`, ...) are plain
    /// identifiers where names go: a property, a constructor parameter, a local, a named argument.
    static let keywords = SortedWords([
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while", "yield",
    ])

    /// Locals the generated parser declares itself; a field's local must not shadow them.
    static let reservedLocalNames: SortedWords = [
        "app", "flags", "message", "mode", "pair", "parts", "strict", "unknown", "uri",
    ]

    /// Locals the generated parser of a URL-grammar message declares itself, and the lambda
    /// parameters it names (a local of that name would be shadowed, a warning).
    static let reservedQueryLocalNames: SortedWords = [
        "it", "item", "kept", "match", "message", "parameter", "strict", "unknown", "uri", "url",
    ]

    /// A URL-grammar message's own properties, `class` (see `messageMembers`) and `configure`, the
    /// constructors' last parameter.
    static let queryMessageMembers: SortedWords = ["callbackUrl", "carrier", "class", "configure", "unknownParameters"]

    /// A message's own properties, `class`, whose JVM getter `getClass()` would clash with
    /// `java.lang.Object.getClass()`, and `configure`, the constructors' last parameter.
    static let messageMembers: SortedWords = ["app", "class", "configure", "flags", "mode", "scheme", "unknownDescriptors"]

    /// Type names the generated files (the schema's and the runtime's) declare or use themselves
    /// (including what they import and the annotations they apply, and `Builder`, `Carrier` and `Flag`,
    /// nested in the messages): a schema enum must not shadow them in the package. In lowercase, and compared
    /// with a name in lowercase: the JVM writes each class to `<Name>.class`, and on a
    /// case-insensitive file system (macOS, Windows) `MODE.class` and `Mode.class` are one file.
    static let reservedTypeNamesIgnoringCase = SortedWords([
        "any", "app", "array", "arraylist", "asciiset", "boolean", "builder", "byte", "bytearray", "bytebuffer", "carrier", "char",
        "charactercodingexception", "chararray", "charsets", "codec", "codingerroraction", "enum", "errorkind",
        "exception", "flag", "illegalargumentexception", "int", "jvmoverloads", "jvmstatic", "linkedhashset",
        "linkexception", "list", "long", "mode", "nothing", "set", "string", "stringbuilder", "suppress",
        "unit", "unknowndescriptor", "unknownparameter", "urlcodec",
    ])

    /// `storeLink` → `StoreLink`; a name that would clash gets a trailing underscore. Names are
    /// compared ignoring case, for the class files: `mODE` → `MODE_`, `openmessage` → `Openmessage_`
    /// (a message `open` is `OpenMessage`).
    public static func typeName(_ id: String) -> String {
        let name = FirstLetterCase.uppercased(id)
        let folded = asciiLowercased(name)
        return reservedTypeNamesIgnoringCase.contains(folded) || folded.hasSuffix("message") ? name + "_" : name
    }

    /// `text` with A-Z lowered, byte by byte: type names come from ids, which are ASCII (see
    /// `constantName`), and so are the reserved names, so this is the whole case fold they need,
    /// at a fraction of `lowercased()`'s Unicode work.
    static func asciiLowercased(_ text: String) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { folded in
            var count = 0
            for byte in text.utf8 {
                folded[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// A message's type: `open` → `OpenMessage`.
    public static func messageTypeName(_ id: String) -> String {
        let name = typeName(id)
        return (name.hasSuffix("_") ? String(name.dropLast()) : name) + "Message"
    }

    /// An enum entry: `storeLink` → `STORE_LINK`. Ids are `[a-z][A-Za-z0-9]*`, so putting `_` before
    /// every capital keeps distinct ids distinct.
    ///
    /// Byte by byte, because every id is ASCII: the checker admits only that form
    /// (`Rules.isIdentifier` in Sources/Check/Rules.swift, for the ids of modes, apps, messages,
    /// flags, descriptors, enum values and carriers), every other id is a reference it resolved to
    /// one of those, and the ids the generator adds (error kinds, callback messages and fields, the
    /// `default` carrier) are ASCII literals.
    ///
    /// Written straight into the new string's storage (at most two bytes per id byte): no array,
    /// no second copy.
    public static func constantName(_ id: String) -> String {
        String(unsafeUninitializedCapacity: id.utf8.count * 2) { name in
            var count = 0
            for byte in id.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    name[count] = UInt8(ascii: "_")
                    name[count + 1] = byte
                    count += 2
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    name[count] = byte - 0x20
                    count += 1
                default:
                    name[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// A value of a schema enum: its `constantName`, with a trailing underscore when that is the
    /// enum's own type name (`uRL` in an enum `uRL`, `m` in `m`), which the entry would shadow
    /// inside the enum's body.
    public static func enumEntryName(_ id: String, inType typeName: String) -> String {
        let name = constantName(id)
        return name == typeName ? name + "_" : name
    }

    /// A name in a scope that already declares `reserved`: the id, with a trailing underscore
    /// when it would clash, in backticks when it is a hard keyword.
    public static func identifier(_ id: String, avoiding reserved: SortedWords = []) -> String {
        if reserved.contains(id) { return id + "_" }
        return keywords.contains(id) ? "`\(id)`" : id
    }

    /// A message's property (and constructor parameter) for a field.
    public static func propertyName(_ id: String) -> String { identifier(id, avoiding: messageMembers) }

    /// A field's local variable inside the generated parser.
    public static func localName(_ id: String) -> String { identifier(id, avoiding: reservedLocalNames) }

    /// A URL-grammar message's property (and constructor parameter) for a field.
    public static func queryPropertyName(_ id: String) -> String { identifier(id, avoiding: queryMessageMembers) }

    /// A field's local variable inside the generated parser of a URL-grammar message.
    public static func queryLocalName(_ id: String) -> String { identifier(id, avoiding: reservedQueryLocalNames) }

    /// The package: the option if given, else the schema name in lowercase (`OfficeLink` →
    /// `officelink`); a segment spelled like a keyword goes in backticks. Nil when the option is
    /// not a dotted list of identifiers.
    public static func packageName(option: String?, moduleName: String) -> String? {
        let text = option ?? moduleName.lowercased()
        // Cut at the dots by hand: `split` made an array of `Substring`s, a type the runtime
        // builds on first use (12K instructions a run).
        var segments: [String] = []
        var start = text.startIndex
        while let dot = text.utf8[start...].firstIndex(of: UInt8(ascii: ".")) {
            segments.append(String(text[start..<dot]))
            start = text.utf8.index(after: dot)
        }
        segments.append(String(text[start...]))
        guard segments.allSatisfy(isPlainIdentifier) else { return nil }
        return segments.map { identifier($0) }.joined(separator: ".")
    }

    /// The folder of `package` (a `packageName`): its segments as path components, without the
    /// backticks a keyword segment wears.
    static func folder(of package: String) -> String {
        let bytes = package.utf8.compactMap { byte in
            byte == UInt8(ascii: "`") ? nil : byte == UInt8(ascii: ".") ? UInt8(ascii: "/") : byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, ASCII only.
    static func isPlainIdentifier(_ text: String) -> Bool {
        func isStart(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = text.utf8.first, isStart(first) else { return false }
        return text.utf8.allSatisfy { isStart($0) || (0x30...0x39).contains($0) }
    }
}
