/// Text for the generated property list (XML): comment text that cannot end its comment early,
/// and escaped character data.
enum SwiftPlist {
    /// `text` safe inside `<!-- -->`: XML forbids `--` in a comment and a `-` right before its end.
    static func commentText(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "-", result.hasSuffix("-") { result += " " }
            result.append(character)
        }
        return result.hasSuffix("-") ? result + " " : result
    }

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
