/// Splits template source into nodes, line by line, applying the standalone-line rule.
struct TemplateParser {
    private enum Token {
        case text(String)
        case tag(kind: Character?, name: String)
    }

    /// An open section waiting for its `{{/name}}`.
    private struct OpenSection {
        let name: String
        let inverted: Bool
        let line: Int
        var children: [Template.Node] = []
    }

    let templateName: String
    private var stack: [OpenSection] = []
    private var nodes: [Template.Node] = []

    init(templateName: String) {
        self.templateName = templateName
    }

    mutating func parse(_ source: String) throws(TemplateError) -> [Template.Node] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let isLast = offset == lines.count - 1
            try parseLine(String(line), newline: isLast ? "" : "\n", lineNumber: offset + 1)
        }
        if let open = stack.last {
            throw TemplateError("section '\(open.name)' is never closed", template: templateName, line: open.line)
        }
        return nodes
    }

    private mutating func parseLine(_ line: String, newline: String, lineNumber: Int) throws(TemplateError) {
        let tokens = try tokenize(line, lineNumber: lineNumber)
        let tags = tokens.filter { if case .tag = $0 { return true } else { return false } }
        let onlyBlankText = tokens.allSatisfy {
            if case .text(let text) = $0 { return text.allSatisfy { $0 == " " || $0 == "\t" } }
            return true
        }
        if tags.count == 1, onlyBlankText, case .tag(let kind, let name) = tags[0], kind != nil {
            let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
            try handleTag(kind: kind, name: name, indentation: indentation, lineNumber: lineNumber)
            return
        }
        for token in tokens {
            switch token {
            case .text(let text): append(.text(text))
            case .tag(let kind, let name): try handleTag(kind: kind, name: name, indentation: "", lineNumber: lineNumber)
            }
        }
        if !newline.isEmpty { append(.text(newline)) }
    }

    private func tokenize(_ line: String, lineNumber: Int) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(line)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError("'{{' without '}}' on the same line", template: templateName, line: lineNumber)
            }
            var body = rest[open.upperBound..<close.lowerBound].trimmingSpaces
            var kind: Character?
            if let first = body.first, "#^/!>".contains(first) {
                kind = first
                body = body.dropFirst().trimmingSpaces
            }
            if body.isEmpty, kind != "!" {
                throw TemplateError("empty tag", template: templateName, line: lineNumber)
            }
            tokens.append(.tag(kind: kind, name: String(body)))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    private mutating func handleTag(kind: Character?, name: String, indentation: String, lineNumber: Int) throws(TemplateError) {
        switch kind {
        case nil: append(.variable(name, line: lineNumber))
        case "#": stack.append(OpenSection(name: name, inverted: false, line: lineNumber))
        case "^": stack.append(OpenSection(name: name, inverted: true, line: lineNumber))
        case "/":
            guard let open = stack.popLast(), open.name == name else {
                throw TemplateError("'{{/\(name)}}' closes no open section of that name", template: templateName, line: lineNumber)
            }
            append(.section(open.name, inverted: open.inverted, children: open.children, line: open.line))
        case ">": append(.partial(name, indentation: indentation, line: lineNumber))
        default: break  // a comment
        }
    }

    private mutating func append(_ node: Template.Node) {
        if stack.isEmpty {
            nodes.append(node)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
