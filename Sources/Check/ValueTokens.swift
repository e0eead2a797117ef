/// Whether a value written in a schema (a field's `default`, a `requiredWhen` token) is one a
/// parser of the URL grammar accepts for its type (docs/grammar.md, the table of values), so the
/// generated code never holds a default its own parser would refuse.
enum ValueTokens {
    /// Why `token` is not a valid decoded value of `type`, or nil when it is.
    static func problem(_ token: String, as type: Schema.DescriptorType) -> String? {
        switch type {
        case .text(let limits): return textProblem(token, limits)
        case .url(let schemes): return urlProblem(token, schemes: schemes)
        case .integer(let min, let max):
            guard let value = integer(token) else {
                return "is not a decimal integer (an optional '-', then digits without leading zeros)"
            }
            if let min, value < min { return "is less than the minimum \(min)" }
            if let max, value > max { return "is more than the maximum \(max)" }
            return nil
        case .flag(let yes, let no):
            return token == yes || token == no ? nil : "is neither the 'true' token '\(yes)' nor the 'false' token '\(no)'"
        case .enumeration(let values):
            guard !values.contains(where: { $0.token == token }) else { return nil }
            return Suggestion.appended(to: "is not one of the enum's tokens", for: token, among: values.map(\.token))
        case .date: return isDate(token) ? nil : "is not a calendar date yyyy-mm-dd (a day that exists)"
        case .dateTime: return isDateTime(token) ? nil : "is not a date and time yyyy-mm-ddThh:mm[:ss[.fraction]][Z|±hh:mm]"
        case .scheme, .presence, .list: return "cannot be written for a '\(type.name)' field"
        }
    }

    private static func textProblem(_ token: String, _ limits: Schema.TextLimits) -> String? {
        let length = token.unicodeScalars.count
        if let minLength = limits.minLength, length < minLength { return "is shorter than the minimum length \(minLength)" }
        if let maxLength = limits.maxLength, length > maxLength { return "is longer than the maximum length \(maxLength)" }
        if let allowed = limits.allowed, let outside = token.unicodeScalars.first(where: { !allowed.unicodeScalars.contains($0) }) {
            return "holds '\(outside)', which is not one of the allowed characters"
        }
        return nil
    }

    private static func urlProblem(_ token: String, schemes: [String]?) -> String? {
        guard Rules.isAbsoluteURL(token), let colon = token.firstIndex(of: ":") else {
            return "is not an absolute URL (a scheme and a colon)"
        }
        let scheme = token[..<colon].lowercased()
        if let schemes, !schemes.contains(where: { $0.lowercased() == scheme }) {
            return "has the scheme '\(token[..<colon])', which is not one of 'schemes'"
        }
        return nil
    }

    /// `-?(0|[1-9][0-9]*)`, not `-0`, within ±(2^53 − 1).
    static func integer(_ token: String) -> Int64? {
        let digits = token.hasPrefix("-") ? token.dropFirst() : Substring(token)
        guard let first = digits.first, digits.allSatisfy(\.isASCIIDigit), first != "0" || digits.count == 1,
            token != "-0", let value = Int64(token), SchemaLimits.integerValues.contains(Int(value))
        else { return nil }
        return value
    }

    /// `yyyy-mm-dd` with a month 01–12 and a day within it (Gregorian leap years).
    static func isDate(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            (1...12).contains(month)
        else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// `yyyy-mm-ddThh:mm[:ss[.f…]][Z|±hh:mm]`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, isDate(text.prefix(10)), bytes[10] == UInt8(ascii: "T"),
            isClock(bytes[11..<16])
        else { return false }
        var rest = bytes[16...]
        if rest.first == UInt8(ascii: ":") {
            guard rest.count >= 3, let seconds = number(rest.dropFirst().prefix(2)), seconds <= 59 else { return false }
            rest = rest.dropFirst(3)
            if rest.first == UInt8(ascii: ".") {
                let fraction = rest.dropFirst().prefix { isDigit($0) }
                guard !fraction.isEmpty else { return false }
                rest = rest.dropFirst(1 + fraction.count)
            }
        }
        switch rest.first {
        case nil: return true
        case UInt8(ascii: "Z"): return rest.count == 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return rest.count == 6 && isClock(rest.dropFirst())
        default: return false
        }
    }

    /// `hh:mm` with hours 00–23 and minutes 00–59.
    private static func isClock(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 5, bytes[bytes.startIndex + 2] == UInt8(ascii: ":"),
            let hours = number(bytes.prefix(2)), let minutes = number(bytes.suffix(2))
        else { return false }
        return hours <= 23 && minutes <= 59
    }

    /// The value of a run of ASCII digits, nil when any byte is not one.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
