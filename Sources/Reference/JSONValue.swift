/// JSON for `schemegen explain`, written in ASCII only: every control character and every
/// character beyond ASCII is a `\u` escape, so a URI's or a schema's text cannot act on a terminal.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Int64)
    case bool(Bool)
    case array([JSONValue])
    /// Members in the order given.
    case object([Member])

    public struct Member: Equatable, Sendable {
        public let name: String
        public let value: JSONValue

        public init(_ name: String, _ value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// The value indented by two spaces per level, one member or element a line.
    public var text: String { lines(indent: "").joined(separator: "\n") }

    private func lines(indent: String) -> [String] {
        let inner = indent + "  "
        switch self {
        case .array(let elements) where !elements.isEmpty:
            return ["["] + joined(elements.map { $0.lines(indent: inner) }, indent: inner) + [indent + "]"]
        case .object(let members) where !members.isEmpty:
            let rendered = members.map { member in
                var lines = member.value.lines(indent: inner)
                lines[0] = Self.quoted(member.name) + ": " + lines[0]
                return lines
            }
            return ["{"] + joined(rendered, indent: inner) + [indent + "}"]
        case .array: return ["[]"]
        case .object: return ["{}"]
        case .string(let text): return [Self.quoted(text)]
        case .number(let number): return [String(number)]
        case .bool(let flag): return [flag ? "true" : "false"]
        }
    }

    /// Each item's lines indented, a comma after each item but the last.
    private func joined(_ items: [[String]], indent: String) -> [String] {
        items.enumerated().flatMap { index, lines in
            lines.enumerated().map { line, text in
                (line == 0 ? indent : "") + text + (index < items.count - 1 && line == lines.count - 1 ? "," : "")
            }
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}
