import IR
import RenderCore

/// A field's type in words, with its constraints, as the reference's tables show it.
enum ValueTypeText {
    static func describe(_ value: IRValueType, enums: [IREnum]) -> String {
        switch value {
        case .text(let minLength, let maxLength, let allowed):
            var parts = ["text"]
            if let length = lengthRange(minLength, maxLength) { parts.append(length) }
            if let allowed { parts.append("only the characters " + MarkdownText.code(allowed)) }
            return parts.joined(separator: ", ")
        case .url(nil): return "URL"
        case .url(let schemes?): return "URL with the scheme " + schemes.map(MarkdownText.code).joined(separator: " or ")
        case .scheme: return "URI scheme"
        case .integer(let min, let max):
            switch (min, max) {
            case (nil, nil): return "integer"
            case (let min?, nil): return "integer, at least \(min)"
            case (nil, let max?): return "integer, at most \(max)"
            case (let min?, let max?): return "integer from \(min) to \(max)"
            }
        case .boolean(let trueToken, let falseToken):
            if trueToken == "true", falseToken == "false" { return "boolean, `true` or `false`" }
            return "boolean, " + MarkdownText.code(trueToken) + " for true or " + MarkdownText.code(falseToken) + " for false"
        case .presence: return "present or absent (written without a value)"
        case .enumeration(let enumID):
            let cases = enums.first { $0.id == enumID }?.cases ?? []
            return "one of " + cases.map { MarkdownText.code($0.token) }.joined(separator: ", ")
        case .date: return "date `yyyy-mm-dd`"
        case .dateTime: return "date and time (ISO 8601)"
        case .list(let item, let separator):
            let joined: String =
                switch separator {
                case .character(let character): "joined by " + separatorName(character)
                case .repeatedKey: "each under the key again"
                }
            return "list of " + describe(item, enums: enums) + ", " + joined
        }
    }

    private static func lengthRange(_ minLength: Int?, _ maxLength: Int?) -> String? {
        switch (minLength, maxLength) {
        case (nil, nil): nil
        case (let min?, nil): "at least \(characters(min))"
        case (nil, let max?): "at most \(characters(max))"
        case (let min?, let max?): min == max ? "exactly \(characters(min))" : "\(min) to \(characters(max))"
        }
    }

    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }

    /// A list separator by name where a code span would not show it (white space), else as code.
    private static func separatorName(_ character: String) -> String {
        switch character {
        case "\n": "line breaks"
        case "\r\n": "CRLF line breaks"
        case "\t": "tabs"
        case " ": "spaces"
        default: MarkdownText.code(character)
        }
    }
}
