/// How schema ids become Swift names: case conversion first, then escaping, with a separate
/// reserved set for each position a name can take.
public enum SwiftNaming {
    /// Swift's keywords; an identifier spelled like one is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "async", "some", "any", "consume", "copy", "discard", "each",
        "borrowing", "consuming", "package", "Type", "Protocol",
    ]

    /// Names backticks cannot rescue in every position they may appear in (`x.self`, `.init`,
    /// `T.Type`); these get a trailing underscore instead.
    static let unescapable: Set<String> = ["self", "Self", "init", "Type", "Protocol", "super"]

    /// Type names the generated file declares itself, plus the standard library's most common
    /// types, which a schema-declared enum must not shadow inside the namespace.
    static let reservedTypeNames: Set<String> = [
        "App", "Mode", "ErrorKind", "LinkError", "Codec", "String", "Bool", "Int", "URL", "Error",
        "Optional", "Array", "Character",
    ]

    /// Local names the generated parser uses itself; a field's local variable must not take them.
    static let reservedLocalNames: Set<String> = ["uri", "parts", "pair", "app", "mode", "value", "writer"]

    /// `oneNote` → `OneNote`; a name that would clash gets an underscore.
    public static func typeName(_ id: String) -> String {
        let name = id.prefix(1).uppercased() + id.dropFirst()
        return reservedTypeNames.contains(name) || unescapable.contains(name) || name.hasSuffix("Message")
            ? name + "_" : name
    }

    /// A message's type: `open` → `OpenMessage`.
    public static func messageTypeName(_ id: String) -> String {
        typeName(id).replacingSuffix("_", with: "") + "Message"
    }

    /// A property, case or parameter name: the id itself, in backticks when it is a keyword.
    public static func identifier(_ id: String) -> String {
        if unescapable.contains(id) { return id + "_" }
        return keywords.contains(id) ? "`\(id)`" : id
    }

    /// A local variable inside a generated function, clear of the function's own locals.
    public static func localName(_ id: String) -> String {
        reservedLocalNames.contains(id) ? id + "_" : identifier(id)
    }

    /// A Swift string literal holding exactly `text`.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
