/// Splits template source into nodes, line by line, applying the standalone-line rule.
///
/// Works on the UTF-8 bytes: every delimiter (`{{`, `}}`, the sigils, spaces, tabs, line feeds)
/// is ASCII, so a byte scan finds exactly what a scan by `Character` would, and text between
/// delimiters is copied out whole.
struct TemplateParser {
    /// The parse tree, which `TemplateCompiler` flattens into steps.
    enum Node {
        /// Template text; never holds a line break.
        case text(String)
        /// The line break that ends a template line.
        case newline
        case variable(TemplateName, line: Int)
        indirect case section(TemplateName, inverted: Bool, children: [Node], line: Int)
        case partial(String, indentation: String, line: Int)
    }

    private enum Token {
        case text(Range<Int>)
        case tag(kind: UInt8?, name: String)
    }

    /// An open section waiting for its `{{/name}}`.
    private struct OpenSection {
        let name: String
        let inverted: Bool
        let line: Int
        var children: [Node] = []
    }

    let templateName: String
    private var stack: [OpenSection] = []
    private var nodes: [Node] = []
    private var bytes: [UInt8] = []

    init(templateName: String) {
        self.templateName = templateName
    }

    mutating func parse(_ source: String) throws(TemplateError) -> [Node] {
        bytes = Array(source.utf8)
        var lineStart = 0
        var lineNumber = 1
        while true {
            let lineEnd = bytes[lineStart...].firstIndex(of: ASCII.lineFeed)
            try parseLine(lineStart..<(lineEnd ?? bytes.count), endsWithNewline: lineEnd != nil, lineNumber: lineNumber)
            guard let lineEnd else { break }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        if let open = stack.last {
            throw TemplateError("section '\(open.name)' is never closed", template: templateName, line: open.line)
        }
        return nodes
    }

    private mutating func parseLine(_ line: Range<Int>, endsWithNewline: Bool, lineNumber: Int) throws(TemplateError) {
        let tokens = try tokenize(line, lineNumber: lineNumber)
        if let (kind, name) = standaloneTag(tokens) {
            let indentation = line.prefix { ASCII.isBlank(bytes[$0]) }
            try handleTag(kind: kind, name: name, indentation: string(indentation), lineNumber: lineNumber)
            return
        }
        for token in tokens {
            switch token {
            case .text(let range): append(.text(string(range)))
            case .tag(let kind, let name): try handleTag(kind: kind, name: name, indentation: "", lineNumber: lineNumber)
            }
        }
        if endsWithNewline { append(.newline) }
    }

    /// The line's one section, comment or partial tag when nothing else but spaces and tabs is on it.
    private func standaloneTag(_ tokens: [Token]) -> (kind: UInt8, name: String)? {
        var found: (kind: UInt8, name: String)?
        for token in tokens {
            switch token {
            case .text(let range):
                guard range.allSatisfy({ ASCII.isBlank(bytes[$0]) }) else { return nil }
            case .tag(let kind, let name):
                guard found == nil, let kind else { return nil }
                found = (kind, name)
            }
        }
        return found
    }

    private func tokenize(_ line: Range<Int>, lineNumber: Int) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var rest = line.lowerBound
        while let open = find(ASCII.openBrace, in: rest..<line.upperBound) {
            if open > rest { tokens.append(.text(rest..<open)) }
            guard let close = find(ASCII.closeBrace, in: (open + 2)..<line.upperBound) else {
                throw TemplateError("'{{' without '}}' on the same line", template: templateName, line: lineNumber)
            }
            var body = trimmingSpaces((open + 2)..<close)
            var kind: UInt8?
            if let first = body.first, ASCII.sigils.contains(bytes[first]) {
                kind = bytes[first]
                body = trimmingSpaces(body.dropFirst())
            }
            if body.isEmpty, kind != ASCII.comment {
                throw TemplateError("empty tag", template: templateName, line: lineNumber)
            }
            tokens.append(.tag(kind: kind, name: string(body)))
            rest = close + 2
        }
        if rest < line.upperBound { tokens.append(.text(rest..<line.upperBound)) }
        return tokens
    }

    private mutating func handleTag(kind: UInt8?, name: String, indentation: String, lineNumber: Int) throws(TemplateError) {
        switch kind {
        case nil: append(.variable(TemplateName(name), line: lineNumber))
        case ASCII.section: stack.append(OpenSection(name: name, inverted: false, line: lineNumber))
        case ASCII.invertedSection: stack.append(OpenSection(name: name, inverted: true, line: lineNumber))
        case ASCII.closeSection:
            guard let open = stack.popLast(), open.name == name else {
                throw TemplateError("'{{/\(name)}}' closes no open section of that name", template: templateName, line: lineNumber)
            }
            append(.section(TemplateName(open.name), inverted: open.inverted, children: open.children, line: open.line))
        case ASCII.partial: append(.partial(name, indentation: indentation, line: lineNumber))
        default: break  // a comment
        }
    }

    private mutating func append(_ node: Node) {
        if stack.isEmpty {
            nodes.append(node)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// Where the two-byte `pair` (`{{` or `}}`) first starts inside `range`.
    private func find(_ pair: UInt8, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            if bytes[index] == pair, bytes[index + 1] == pair { return index }
            index += 1
        }
        return nil
    }

    private func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == ASCII.space { lower += 1 }
        while upper > lower, bytes[upper - 1] == ASCII.space { upper -= 1 }
        return lower..<upper
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// The bytes the template syntax is made of.
private enum ASCII {
    static let lineFeed = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let section = UInt8(ascii: "#")
    static let invertedSection = UInt8(ascii: "^")
    static let closeSection = UInt8(ascii: "/")
    static let comment = UInt8(ascii: "!")
    static let partial = UInt8(ascii: ">")
    static let sigils: [UInt8] = [section, invertedSection, closeSection, comment, partial]

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}
