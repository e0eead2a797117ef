/// The loop every backend's string-literal function shares: a double-quoted literal holding
/// exactly `text`, each backend supplying its own escapes (its language's rules differ on `$`,
/// U+2028 and how a control character is spelled).
public enum StringLiteral {
    /// - Parameters:
    ///   - escapes: characters written as the given escape sequence.
    ///   - control: the escape for any other C0 control character or DEL, given its code point.
    public static func quoted(_ text: String, escapes: [Unicode.Scalar: String], control: (UInt32) -> String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] {
                literal += escape
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                literal += control(scalar.value)
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The escapes C-family languages share: quote, backslash, newline, carriage return, tab.
    public static let commonEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// Uppercase hex of `value`, zero-padded to `width` digits.
    public static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
