import IR

/// The URL grammar's value types (docs/grammar.md, "Values, by type"): reading a decoded
/// parameter or segment, checking a value a builder was given, and the token it writes.
struct URLValueCodec {
    let module: IRModule

    static let integerLimit: Int64 = (1 << 53) - 1

    // MARK: Reading

    /// Reads `raw`, already percent-decoded; nil is a parameter without `=`.
    func read(_ type: IRValueType, _ raw: [UInt8]?) throws(ReferenceError) -> ReferenceValue {
        if case .presence = type {
            guard raw?.isEmpty ?? true else { throw .invalid("a presence parameter has the value '\(URIBytes.shown(raw ?? []))'") }
            return .boolean(true)
        }
        guard let text = URIBytes.text(raw ?? []) else { throw .invalid("does not decode to UTF-8 text") }
        let value: ReferenceValue
        switch type {
        case .integer:
            guard let number = Self.integer(text) else { throw .invalid("'\(text)' is not a decimal integer") }
            value = .integer(number)
        case .boolean(let yes, let no):
            guard text == yes || text == no else { throw .invalid("'\(text)' is neither '\(yes)' nor '\(no)'") }
            value = .boolean(text == yes)
        case .enumeration(let enumID):
            guard let match = cases(enumID).first(where: { $0.token.utf8.elementsEqual(text.utf8) }) else {
                throw .invalid("'\(text)' is not one of the tokens")
            }
            value = .enumeration(caseID: match.id)
        case .list(let item, let separator):
            guard case .character(let character) = separator else { return try read(item, raw) }
            // Cut on bytes: the separator is one ASCII character, and a line feed after a carriage
            // return, or an accent after a comma, would join them into one Character.
            var items: [ReferenceValue] = []
            let bytes = Array(text.utf8)
            for piece in bytes.split(separator: Self.byte(of: character), omittingEmptySubsequences: false) where !bytes.isEmpty {
                guard !piece.isEmpty else { throw .invalid("a list item is empty") }
                items.append(try read(item, Array(piece)))
            }
            value = .list(items)
        default:
            value = .text(text)
        }
        try check(type, value)
        return value
    }

    /// `-?(0|[1-9][0-9]*)`, not `-0`, within ±(2^53 − 1) (checked by `check`).
    static func integer(_ text: String) -> Int64? {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy(URIBytes.isDigit), digits.first != UInt8(ascii: "0") || digits.count == 1,
            text != "-0"
        else { return nil }
        // Longer than 16 digits is beyond 2^53 anyway; Int64 would overflow past 18.
        guard digits.count <= 16 else { return text.hasPrefix("-") ? Int64.min : Int64.max }
        return Int64(text)
    }

    // MARK: Checking

    /// `invalidValue` when `value` fails its type's check (a builder's step 1, a parser's after reading).
    func check(_ type: IRValueType, _ value: ReferenceValue) throws(ReferenceError) {
        switch (type, value) {
        case (.text(let minLength, let maxLength, let allowed), .text(let text)):
            let count = text.unicodeScalars.count
            if let minLength, count < minLength { throw .invalid("has \(count) characters, fewer than \(minLength)") }
            if let maxLength, count > maxLength { throw .invalid("has \(count) characters, more than \(maxLength)") }
            if let allowed, let outside = text.unicodeScalars.first(where: { !allowed.unicodeScalars.contains($0) }) {
                throw .invalid("holds '\(outside.escaped(asASCII: true))', outside '\(allowed)'")
            }
        case (.url(let schemes), .text(let text)):
            guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), URIBytes.isScheme(text.utf8[..<colon]) else {
                throw .invalid("'\(text)' is not an absolute URL")
            }
            if let schemes, !schemes.contains(where: { URIBytes.equalIgnoringCase($0.utf8, text.utf8[..<colon]) }) {
                throw .invalid("does not have one of the schemes \(schemes.joined(separator: ", "))")
            }
        case (.scheme, .text(let text)):
            guard URIBytes.isScheme(text.utf8) else { throw .invalid("'\(text)' is not a valid scheme") }
        case (.integer(let min, let max), .integer(let number)):
            guard -Self.integerLimit <= number, number <= Self.integerLimit else { throw .invalid("is beyond ±(2^53 − 1)") }
            if let min, number < min { throw .invalid("\(number) is less than \(min)") }
            if let max, number > max { throw .invalid("\(number) is more than \(max)") }
        case (.date, .text(let text)):
            guard DateText.isDate(Array(text.utf8)[...]) else { throw .invalid("'\(text)' is not a date yyyy-mm-dd") }
        case (.dateTime, .text(let text)):
            guard DateText.isDateTime(Array(text.utf8)) else { throw .invalid("'\(text)' is not a date and time") }
        case (.list(let item, let separator), .list(let items)):
            for element in items {
                if element == .text("") { throw .invalid("a list item is empty") }
                if case .character(let character) = separator, case .text(let text) = element,
                    text.utf8.contains(Self.byte(of: character))
                {
                    throw .invalid("the list item '\(text)' holds the separator")
                }
                try check(item, element)
            }
        case (.boolean, .boolean), (.presence, .boolean), (.enumeration, .enumeration):
            return
        default:
            throw .invalid("the value is not of the field's type")
        }
    }

    // MARK: Writing

    /// The value as written before percent-encoding; a list's items joined by its separator.
    func token(_ type: IRValueType, _ value: ReferenceValue) -> String {
        switch (type, value) {
        case (.boolean(let yes, let no), .boolean(let flag)): flag ? yes : no
        case (.enumeration(let enumID), .enumeration(let caseID)): cases(enumID).first { $0.id == caseID }?.token ?? caseID
        case (.list(let item, let separator), .list(let items)):
            items.map { token(item, $0) }.joined(separator: { if case .character(let c) = separator { c } else { "" } }())
        case (_, .integer(let number)): String(number)
        case (_, .text(let text)): text
        case (_, .boolean(let flag)): flag ? "true" : "false"
        case (_, .enumeration(let caseID)): caseID
        case (_, .list(let items)): items.map { token(type, $0) }.joined()
        }
    }

    /// A list's separator, one ASCII character.
    static func byte(of separator: String) -> UInt8 { separator.utf8.first ?? 0 }

    func cases(_ enumID: String) -> [IREnumCase] { module.enums.first { $0.id == enumID }?.cases ?? [] }
}
