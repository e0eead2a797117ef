import RenderCore

/// The names of the URI runtime (`schemegenRuntime.ts`) that a module's declarations use, which
/// its import lines list: values, then types (interfaces and type aliases, imported with
/// `import type`), each sorted.
///
/// A name imported and never used is an error under `noUnusedLocals`, and which helpers a module
/// calls follows from every field's type, limits and carriers: so the rendered declarations are
/// read for the names they use, rather than the schema asked again what its templates will call.
/// The reading skips comments and the text of string and template literals (not the code inside
/// `${}`) and names after a `.`, which are members; the declarations hold no regular expression
/// literal, whose text would be read as code.
struct TypeScriptRuntimeImports {
    let values: [String]
    let types: [String]

    init(declarations: RenderedText, runtime: RenderedText) {
        let used = Self.identifiers(in: Array(declarations.string.utf8))
        let exports = Self.exports(of: runtime.string)
        values = exports.values.filter(used.contains).sorted()
        types = exports.types.filter(used.contains).sorted()
    }

    /// The names the runtime exports, by kind. A name declared as
    /// both (`ErrorKind`, a constant and its type) is a value.
    static func exports(of runtime: String) -> (values: [String], types: [String]) {
        var values: [String] = []
        var types: [String] = []
        for line in runtime.split(separator: "\n") where line.hasPrefix("export ") {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count == 3 else { continue }
            let name = String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            switch words[1] {
            case "function", "class", "const":
                if !values.contains(name) { values.append(name) }
            case "interface", "type":
                types.append(name)
            default:
                continue
            }
        }
        return (values, types.filter { !values.contains($0) })
    }

    /// Every identifier `code` uses outside comments and literal text, except after a `.`.
    static func identifiers(in code: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        // For each `${` the reading is inside, how many `{` it has opened and not closed since.
        var openBraces: [Int] = []
        var index = 0
        while index < code.count {
            let byte = code[index]
            let next = index + 1 < code.count ? code[index + 1] : 0
            switch byte {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                index = code[index...].firstIndex(of: UInt8(ascii: "\n")) ?? code.count
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index = Self.index(after: Array("*/".utf8), in: code, from: index + 2)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = Self.index(afterQuote: byte, in: code, from: index + 1)
            case UInt8(ascii: "`"):
                index = Self.index(afterTemplateText: code, from: index + 1, openBraces: &openBraces)
            case UInt8(ascii: "{"):
                if !openBraces.isEmpty { openBraces[openBraces.count - 1] += 1 }
                index += 1
            case UInt8(ascii: "}"):
                if openBraces.last == 0 {
                    openBraces.removeLast()
                    index = Self.index(afterTemplateText: code, from: index + 1, openBraces: &openBraces)
                } else {
                    if !openBraces.isEmpty { openBraces[openBraces.count - 1] -= 1 }
                    index += 1
                }
            default:
                guard Self.startsIdentifier(byte) else {
                    index += 1
                    continue
                }
                let end = code[index...].firstIndex { !Self.continuesIdentifier($0) } ?? code.count
                let isMember = index > 0 && code[index - 1] == UInt8(ascii: ".") && (index < 2 || code[index - 2] != UInt8(ascii: "."))
                if !isMember { names.insert(String(decoding: code[index..<end], as: UTF8.self)) }
                index = end
            }
        }
        return names
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The index after the first `end` at or after `from`, or the end of `code`.
    private static func index(after end: [UInt8], in code: [UInt8], from: Int) -> Int {
        var index = from
        while index < code.count {
            if code[index...].starts(with: end) { return index + end.count }
            index += 1
        }
        return code.count
    }

    /// The index after the quote that closes a string literal opened before `from`.
    private static func index(afterQuote quote: UInt8, in code: [UInt8], from: Int) -> Int {
        var index = from
        while index < code.count {
            if code[index] == UInt8(ascii: "\\") {
                index += 2
            } else if code[index] == quote {
                return index + 1
            } else {
                index += 1
            }
        }
        return code.count
    }

    /// The index after a template literal's text from `from`: after its closing backquote, or
    /// after a `${`, which it enters (one more entry in `openBraces`).
    private static func index(afterTemplateText code: [UInt8], from: Int, openBraces: inout [Int]) -> Int {
        var index = from
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "\\"):
                index += 2
            case UInt8(ascii: "`"):
                return index + 1
            case UInt8(ascii: "$") where index + 1 < code.count && code[index + 1] == UInt8(ascii: "{"):
                openBraces.append(0)
                return index + 2
            default:
                index += 1
            }
        }
        return code.count
    }
}
