/// Renders templates against a context; partials come from the same `TemplateStore` folder.
struct TemplateRenderer {
    let store: TemplateStore
    let folder: String
    /// Guards against a partial that includes itself.
    private static let maximumPartialDepth = 16
    private static let innermost: TemplateName = "."

    func render(_ template: Template, context: TemplateValue) throws(TemplateError) -> String {
        var output = IndentingWriter()
        var stack = [context]
        try render(template.nodes, template: template.name, stack: &stack, into: &output, depth: 0)
        return output.text
    }

    private func render(
        _ nodes: [Template.Node], template: String, stack: inout [TemplateValue], into output: inout IndentingWriter, depth: Int
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.write(line: text)
            case .newline:
                output.writeNewline()
            case .variable(let name, let line):
                guard case .string(let text) = try lookup(name, in: stack, template: template, line: line) else {
                    throw TemplateError("'\(name)' is not a string", template: template, line: line)
                }
                output.write(text)
            case .section(let name, let inverted, let children, let line):
                let value = try lookup(name, in: stack, template: template, line: line)
                if inverted {
                    if !value.isTruthy { try render(children, template: template, stack: &stack, into: &output, depth: depth) }
                } else {
                    try renderSection(value, children, template: template, stack: &stack, into: &output, depth: depth)
                }
            case .partial(let name, let indentation, let line):
                guard depth < Self.maximumPartialDepth else {
                    throw TemplateError("partials nest deeper than \(Self.maximumPartialDepth)", template: template, line: line)
                }
                let partial = try store.template(folder: folder, name: name, includedFrom: template, line: line)
                if indentation.isEmpty {
                    try render(partial.nodes, template: partial.name, stack: &stack, into: &output, depth: depth + 1)
                } else {
                    output.open(indentation: indentation)
                    defer { output.close() }
                    try render(partial.nodes, template: partial.name, stack: &stack, into: &output, depth: depth + 1)
                }
            }
        }
    }

    private func renderSection(
        _ value: TemplateValue, _ children: [Template.Node], template: String, stack: inout [TemplateValue],
        into output: inout IndentingWriter, depth: Int
    ) throws(TemplateError) {
        switch value {
        case .bool(let isOn):
            if isOn { try render(children, template: template, stack: &stack, into: &output, depth: depth) }
        case .list(let items):
            for item in items {
                stack.append(item)
                defer { stack.removeLast() }
                try render(children, template: template, stack: &stack, into: &output, depth: depth)
            }
        case .string, .object:
            guard value.isTruthy else { return }
            stack.append(value)
            defer { stack.removeLast() }
            try render(children, template: template, stack: &stack, into: &output, depth: depth)
        }
    }

    /// `.` is the innermost value; any other name is looked up from the innermost object outwards.
    private func lookup(_ name: TemplateName, in stack: [TemplateValue], template: String, line: Int) throws(TemplateError) -> TemplateValue {
        if name.matches(Self.innermost) { return stack[stack.count - 1] }
        for value in stack.reversed() {
            if case .object(let object) = value, let found = object[name] { return found }
        }
        throw TemplateError("no value named '\(name)' here", template: template, line: line)
    }
}
