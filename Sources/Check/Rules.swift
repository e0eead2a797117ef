/// The lexical rules of schema format 1, written out as small predicates (no regex engine, so
/// they behave the same on every platform and read as the grammar doc states them). Each reads
/// the string's UTF-8 bytes: every rule is about ASCII.
enum Rules {
    /// lowerCamelCase ASCII: `[a-z][A-Za-z0-9]*`. Each backend maps it to its own idiom.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLower(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// The words of a lowerCamelCase id, lowercased and joined by `_`: a word starts at a capital
    /// that follows a lowercase letter or a digit, or at the capital that starts a capitalised
    /// word after an acronym (`fooURLPath` → `foo_url_path`, `html2Text` → `html2_text`,
    /// `aBC` → `a_bc`). Backends that spell ids in snake case or UPPER_SNAKE_CASE (C) give two ids
    /// with the same words the same name, so ids that must stay apart are compared by their words.
    static func words(_ id: String) -> String {
        let bytes = Array(id.utf8)
        var result: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte), index > 0 {
                let follows = bytes[index - 1]
                let startsWord = index + 1 < bytes.count && isLower(bytes[index + 1])
                if !isUpper(follows) || startsWord { result.append(UInt8(ascii: "_")) }
            }
            result.append(isUpper(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// UpperCamelCase ASCII: `[A-Z][A-Za-z0-9]*`, the schema's name.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isUpper(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// A token written into URIs (mode tokens, keys, flag and enum tokens): RFC 3986 unreserved
    /// characters only, so it never needs percent-encoding and can never contain `|` or `:`.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isLetter($0) || isDigit($0) || isUnreservedMark($0) }
    }

    /// An RFC 3986 scheme: `[A-Za-z][A-Za-z0-9+.-]*`.
    static func isScheme(_ text: String) -> Bool {
        isScheme(text.utf8[...])
    }

    /// The form of an absolute URL: a scheme and a colon. Which characters may follow is
    /// `SchemaText`'s rule for store links, and `isURLPrefix`'s for prefixes.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return isScheme(text.utf8[..<colon])
    }

    /// An Android application id: two or more dot-separated segments, each `[A-Za-z][A-Za-z0-9_]*`.
    static func isPackageName(_ text: String) -> Bool {
        var dots = 0
        var atSegmentStart = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !atSegmentStart else { return false }
                dots += 1
                atSegmentStart = true
            } else if atSegmentStart {
                guard isLetter(byte) else { return false }
                atSegmentStart = false
            } else {
                guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") else { return false }
            }
        }
        return dots >= 1 && !atSegmentStart
    }

    /// The start of a URL: an absolute URL in printable ASCII without `|` (which would end the value).
    static func isURLPrefix(_ text: String) -> Bool {
        isAbsoluteURL(text) && isPrintableASCII(text) && !text.utf8.contains(UInt8(ascii: "|"))
    }

    /// Non-empty, and only the printable ASCII characters `!` to `~` (no space).
    static func isPrintableASCII(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    private static func isScheme(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
        }
    }

    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isLower(byte) || isUpper(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    /// `-`, `.`, `_` and `~`, the unreserved characters besides letters and digits.
    private static func isUnreservedMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
}
