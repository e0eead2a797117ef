/// The character rule for the free text of a schema (docs/schema.md, "Characters of schema text"): which Unicode
/// scalars a doc, an app's display name, a value written in a URI and a store URL may hold.
/// Every such string of the schema is checked here and nowhere else. It works on scalars, the unit compilers lex, never on
/// grapheme clusters (U+0600 glues to a following `*` as one `Character`, a combining mark to a
/// preceding `/`, and CRLF is one `Character`).
enum SchemaText {
    enum Kind {
        /// Becomes doc comments: may span lines; the renderers split it at every line break.
        case doc
        /// An app's name: one line, written into string literals.
        case displayName
        /// A value as written in a URI (a field's `default`, a `requiredWhen` value): one line,
        /// written into string literals, like an app's name.
        case value
        /// A store link: printable ASCII only, so no literal ever needs more than `\"` and `\\`.
        case url
    }

    /// The first scalar of a string its kind refuses.
    struct Refusal: Equatable {
        let scalar: Unicode.Scalar
        /// Where the scalar starts in the string's UTF-8, to point a diagnostic at it.
        let utf8Offset: Int
        /// The scalar's class and why it is refused: "a bidi control, refused: it can make code
        /// read differently from how it compiles".
        let reason: String

        /// `U+202E`: at least four uppercase hex digits, as Unicode writes code points.
        var codePoint: String {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    static func firstRefusal(in text: String, as kind: Kind) -> Refusal? {
        // `!` to `~` is kept in every kind and a space in all but URLs: text of nothing else,
        // nearly all of a schema's, needs no classification scalar by scalar.
        let lowestKept: UInt8 = kind == .url ? 0x21 : 0x20
        if text.utf8.allSatisfy({ (lowestKept...0x7E).contains($0) }) { return nil }
        var offset = 0
        for scalar in text.unicodeScalars {
            let characterClass = CharacterClass(scalar)
            if let reason = refusal(of: characterClass, as: kind) {
                return Refusal(scalar: scalar, utf8Offset: offset, reason: "\(characterClass.name), refused: \(reason)")
            }
            offset += UTF8.width(scalar)
        }
        return nil
    }

    /// Why `kind` refuses a scalar of `characterClass`, or nil when it keeps it.
    private static func refusal(of characterClass: CharacterClass, as kind: Kind) -> String? {
        switch kind {
        case .url:
            return characterClass == .printableASCII ? nil : "a store URL is printable ASCII only; percent-encode anything else"
        case .doc, .displayName, .value:
            switch characterClass {
            case .control: return "compilers, terminals and build logs act on it"
            case .bidiControl: return "it can make code read differently from how it compiles"
            case .noncharacter: return "Unicode reserves it for a program's internal use, never for text it exchanges"
            case .lineBreak, .tab:
                switch kind {
                case .displayName: return "an app name is one line of text"
                case .value: return "a value is one line of text"
                case .doc, .url: return nil
                }
            case .format, .space, .printableASCII, .other: return nil
            }
        }
    }

    /// The classes of the rule's table in docs/schema.md, in the order a scalar is tested against them.
    enum CharacterClass: Equatable {
        /// LF, CR, NEL, LS and PS: a line break in doc text (CRLF is one).
        case lineBreak
        case tab
        /// C0 controls other than TAB, LF and CR; DEL; C1 controls other than NEL.
        case control
        /// Bidi_Control: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 (CVE-2021-42574).
        case bidiControl
        /// U+FDD0–U+FDEF and the last two code points of every plane.
        case noncharacter
        /// Other format characters (Cf): ZWJ, soft hyphen, U+0600, the BOM.
        case format
        case space
        /// `!` to `~`.
        case printableASCII
        /// Every other scalar: letters, marks, symbols, private use.
        case other

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            switch value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: self = .lineBreak
            case 0x09: self = .tab
            case 0x00...0x1F, 0x7F...0x9F: self = .control
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: self = .bidiControl
            case 0xFDD0...0xFDEF: self = .noncharacter
            case _ where value & 0xFFFE == 0xFFFE: self = .noncharacter
            case 0x20: self = .space
            case 0x21...0x7E: self = .printableASCII
            case _ where scalar.properties.generalCategory == .format: self = .format
            default: self = .other
            }
        }

        var name: String {
            switch self {
            case .lineBreak: "a line break"
            case .tab: "a tab"
            case .control: "a control character"
            case .bidiControl: "a bidi control"
            case .noncharacter: "a noncharacter"
            case .format: "a format character"
            case .space: "a space"
            case .printableASCII: "a printable ASCII character"
            case .other: "a character outside ASCII"
            }
        }
    }
}
