/// Makes text safe to print on one line of a build log. Diagnostics quote schema text (ids,
/// keys, URLs) and name the schema file, and a CI log acts on what it reads: a line starting with
/// `::` is a GitHub Actions workflow command, and an escape sequence recolours or rewrites a
/// terminal. So every printed diagnostic goes through here.
public enum DiagnosticText {
    /// A quoted value longer than this many scalars is shortened…
    static let longestQuotedValue = 80
    /// …to this many, followed by `…`.
    static let shortenedQuotedValue = 60
    /// Whatever the quotes, a message is cut after this many scalars.
    static let longestMessage = 1_000

    /// A message as printed: quoted values over 80 scalars cut to 60 and `…`, then the whole
    /// message to 1,000, then every scalar a log or terminal could act on escaped.
    public static func message(_ text: String) -> String {
        let shortenedValues = shortenedQuotedValues(text).unicodeScalars
        return escaped(String(shortened(shortenedValues, over: longestMessage, keeping: longestMessage)))
    }

    /// A file path as printed: escaped, and never starting with `:`, so a file named
    /// `::error file=x::y.json` cannot begin a workflow command (`./::error…` is the same file).
    public static func path(_ text: String) -> String {
        escaped(text.hasPrefix(":") ? "./" + text : text)
    }

    /// Every C0 and C1 control (TAB, LF and CR among them), DEL, line and paragraph separator,
    /// and format character (bidi controls, ZWJ, the BOM) written as `\u{XXXX}`; the rest kept.
    public static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// Each value in single quotes (a `'` that follows no letter or digit, up to the next `'`
    /// that precedes none, so "flag's" opens nothing) cut when it is too long. Linear: when an
    /// opening quote has no closing one, no later quote has either.
    static func shortenedQuotedValues(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            result.append(scalar)
            index += 1
            guard scalar == "'", index < 2 || !isWordScalar(scalars[index - 2]) else { continue }
            guard let close = closingQuote(in: scalars, from: index) else { break }
            let value = String.UnicodeScalarView(scalars[index..<close])
            result.append(contentsOf: shortened(value, over: longestQuotedValue, keeping: shortenedQuotedValue))
            result.append("'")
            index = close + 1
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    private static func closingQuote(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        scalars[start...].indices.first { index in
            scalars[index] == "'" && (index + 1 == scalars.count || !isWordScalar(scalars[index + 1]))
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// `scalars` when there are at most `limit`; else the first `kept` of them and `…`.
    private static func shortened(_ scalars: String.UnicodeScalarView, over limit: Int, keeping kept: Int) -> String.UnicodeScalarView {
        guard scalars.count > limit else { return scalars }
        return String.UnicodeScalarView(scalars.prefix(kept)) + "…".unicodeScalars
    }
}
