/// Walks a compiled template's steps against a context; partials come from the same store.
///
/// The walk reads the context where it lies: its stack holds pointers to the values it is inside
/// (the root, a list's items, the objects' members), so looking a name up or entering a section
/// copies no value and counts no reference. The context is a `let` the caller holds for the whole
/// render, and nothing changes it meanwhile, so every such pointer stays valid.
struct TemplateRenderer {
    let store: TemplateStore
    private var output = IndentingWriter()
    private var stack: [UnsafePointer<TemplateValue>] = []
    /// Guards against a partial that includes itself.
    private static let maximumPartialDepth = 16
    private static let innermost: TemplateName = "."

    private init(store: TemplateStore) {
        self.store = store
    }

    static func render(_ template: Template, context: TemplateValue, store: TemplateStore) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(store: store)
        try withUnsafePointer(to: context) { (root) throws(TemplateError) in
            renderer.stack.append(root)
            try renderer.render(template, steps: template.steps.indices, depth: 0)
        }
        return renderer.output.text
    }

    private mutating func render(_ template: Template, steps: Range<Int>, depth: Int) throws(TemplateError) {
        var index = steps.lowerBound
        while index < steps.upperBound {
            let step = template.steps[index]
            index += 1
            switch step {
            case .text(let start, let count):
                output.write(UnsafeBufferPointer(rebasing: template.text.bytes[start..<(start + count)]))
            case .variable(let name, let line):
                let value = try lookup(template.names[name], template: template, line: line)
                guard case .string(let text) = value.pointee else {
                    throw TemplateError("'\(template.names[name])' is not a string", template: template.name, line: line)
                }
                output.write(text)
            case .section(let name, let inverted, let bodyCount, let line):
                let value = try lookup(template.names[name], template: template, line: line)
                let body = index..<(index + bodyCount)
                index = body.upperBound
                if inverted {
                    if !value.pointee.isTruthy { try render(template, steps: body, depth: depth) }
                } else {
                    try renderSection(value, template, steps: body, depth: depth)
                }
            case .partial(let included, let indentationStart, let indentationCount, let line):
                guard depth < Self.maximumPartialDepth else {
                    throw TemplateError("partials nest deeper than \(Self.maximumPartialDepth)", template: template.name, line: line)
                }
                let partial = try store.template(at: included)
                if indentationCount == 0 {
                    try render(partial, steps: partial.steps.indices, depth: depth + 1)
                } else {
                    output.open(indentation: UnsafeBufferPointer(rebasing: template.text.bytes[indentationStart..<(indentationStart + indentationCount)]))
                    defer { output.close() }
                    try render(partial, steps: partial.steps.indices, depth: depth + 1)
                }
            }
        }
    }

    private mutating func renderSection(
        _ value: UnsafePointer<TemplateValue>, _ template: Template, steps body: Range<Int>, depth: Int
    ) throws(TemplateError) {
        switch value.pointee {
        case .bool(let isOn):
            if isOn { try render(template, steps: body, depth: depth) }
        case .list(let items):
            try items.withUnsafeBufferPointer { (items) throws(TemplateError) in
                guard let first = items.baseAddress else { return }
                for item in first..<(first + items.count) {
                    stack.append(item)
                    defer { stack.removeLast() }
                    try render(template, steps: body, depth: depth)
                }
            }
        case .string, .object:
            guard value.pointee.isTruthy else { return }
            stack.append(value)
            defer { stack.removeLast() }
            try render(template, steps: body, depth: depth)
        }
    }

    /// `.` is the innermost value; any other name is looked up from the innermost object outwards.
    private func lookup(_ name: TemplateName, template: Template, line: Int) throws(TemplateError) -> UnsafePointer<TemplateValue> {
        if name.matches(Self.innermost) { return stack[stack.count - 1] }
        var level = stack.count
        while level > 0 {
            level -= 1
            if let found = TemplateObject.member(named: name, in: stack[level]) { return found }
        }
        throw TemplateError("no value named '\(name)' here", template: template.name, line: line)
    }
}
