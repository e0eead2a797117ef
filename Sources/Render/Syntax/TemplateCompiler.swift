/// Flattens a parse tree into the steps the renderer walks: a section's body follows it, text
/// up to and including a line break becomes one text step (so a text step holds no line break but
/// its last byte, and the writer need not look for them), and each partial becomes the
/// index of the template it includes, so an unknown partial is found here, with its line.
struct TemplateCompiler {
    let templateName: String
    let paths: TemplatePaths
    private(set) var steps: [Template.Step] = []
    private(set) var text: [UInt8] = []
    private(set) var names: [TemplateName] = []
    /// Whether the last step is text that the next text may extend.
    private var isTextOpen = false

    init(templateName: String, paths: TemplatePaths) {
        self.templateName = templateName
        self.paths = paths
    }

    mutating func compile(_ nodes: [TemplateParser.Node]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let piece):
                appendText(piece.utf8)
            case .newline:
                appendText(CollectionOfOne(UInt8(ascii: "\n")))
                isTextOpen = false
            case .variable(let name, let line):
                append(.variable(name: index(of: name), line: line))
            case .section(let name, let inverted, let children, let line):
                let section = steps.count
                append(.section(name: index(of: name), inverted: inverted, bodyCount: 0, line: line))
                try compile(children)
                steps[section] = .section(name: index(of: name), inverted: inverted, bodyCount: steps.count - section - 1, line: line)
                isTextOpen = false
            case .partial(let name, let indentation, let line):
                let path = TemplatePaths.partial(name, includedFrom: templateName)
                guard let template = paths.index(of: path) else {
                    throw TemplateError("no template '\(path)'", template: templateName, line: line)
                }
                let indentationStart = text.count
                text.append(contentsOf: indentation.utf8)
                append(.partial(template: template, indentationStart: indentationStart, indentationCount: text.count - indentationStart, line: line))
            }
        }
    }

    private mutating func appendText(_ piece: some Collection<UInt8>) {
        if isTextOpen, case .text(let start, let count) = steps[steps.count - 1] {
            steps[steps.count - 1] = .text(start: start, count: count + piece.count)
        } else {
            append(.text(start: text.count, count: piece.count))
            isTextOpen = true
        }
        text.append(contentsOf: piece)
    }

    private mutating func append(_ step: Template.Step) {
        steps.append(step)
        isTextOpen = false
    }

    private mutating func index(of name: TemplateName) -> Int {
        if let index = names.firstIndex(where: { $0 == name }) { return index }
        names.append(name)
        return names.count - 1
    }
}
