/// Walks a compiled template's steps against a context; partials come from the same store.
///
/// The stack holds the values the walk is inside, innermost last: the root, a list's item, a
/// section's value. A name is looked up in the objects on the stack from the innermost outwards.
struct TemplateRenderer {
    let store: TemplateStore
    private var stack: [TemplateValue]
    private var output = IndentingWriter()
    /// Guards against a partial that includes itself.
    private static let maximumPartialDepth = 16

    static func render(_ template: Template, context: TemplateValue, store: TemplateStore) throws(TemplateError) -> RenderedText {
        var renderer = TemplateRenderer(store: store, stack: [context])
        try renderer.walk(template, steps: template.steps.indices, depth: 0)
        return renderer.output.finished()
    }

    private init(store: TemplateStore, stack: [TemplateValue]) {
        self.store = store
        self.stack = stack
    }

    /// Walks the steps of `template` in `steps`; a section's body is the run of steps after it.
    private mutating func walk(_ template: Template, steps: Range<Int>, depth: Int) throws(TemplateError) {
        var index = steps.lowerBound
        while index < steps.upperBound {
            let step = template.steps[index]
            index += 1
            switch step {
            case .text(let start, let count):
                output.write(line: template.text[start..<start + count])
            case .variable(let name, let line):
                let name = template.names[name]
                guard case .string(let string) = try value(named: name, template: template, line: line) else {
                    throw TemplateError("'\(name)' is not a string", template: template.name, line: line)
                }
                output.write(string)
            case .section(let name, let inverted, let bodyCount, let line):
                let body = index..<index + bodyCount
                index += bodyCount
                let value = try value(named: template.names[name], template: template, line: line)
                if inverted {
                    if !value.isTruthy { try walk(template, steps: body, depth: depth) }
                } else {
                    try walkSection(value, template, steps: body, depth: depth)
                }
            case .partial(let included, let indentationStart, let indentationCount, let line):
                guard depth < Self.maximumPartialDepth else {
                    throw TemplateError("partials nest deeper than \(Self.maximumPartialDepth)", template: template.name, line: line)
                }
                let partial = try store.template(at: included)
                output.open(indentation: template.text[indentationStart..<indentationStart + indentationCount])
                defer { output.close() }
                try walk(partial, steps: partial.steps.indices, depth: depth + 1)
            }
        }
    }

    /// Renders a section's body: once for a true flag, a non-empty string or an object (with the
    /// value innermost), once per item of a list (with the item innermost).
    private mutating func walkSection(_ value: TemplateValue, _ template: Template, steps body: Range<Int>, depth: Int) throws(TemplateError) {
        switch value {
        case .bool(let isOn):
            if isOn { try walk(template, steps: body, depth: depth) }
        case .list(let items):
            for item in items {
                stack.append(item)
                defer { stack.removeLast() }
                try walk(template, steps: body, depth: depth)
            }
        case .string, .object:
            guard value.isTruthy else { return }
            stack.append(value)
            defer { stack.removeLast() }
            try walk(template, steps: body, depth: depth)
        }
    }

    /// The value named `name` in the innermost object that has it; `.` is the innermost value.
    private func value(named name: TemplateName, template: Template, line: Int) throws(TemplateError) -> TemplateValue {
        if name.isInnermost { return stack[stack.count - 1] }
        for value in stack.reversed() {
            if case .object(let object) = value, let member = object[name] { return member }
        }
        throw TemplateError("no value named '\(name)' here", template: template.name, line: line)
    }
}
