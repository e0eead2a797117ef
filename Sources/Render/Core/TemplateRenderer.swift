/// Walks a compiled template's steps against a context; partials come from the same store.
///
/// The walk reads the context where it lies: its stack holds pointers to the values it is inside
/// (the root, a list's items, the objects' members), so looking a name up or entering a section
/// copies no value and counts no reference. Each pointer is taken inside the borrow it comes from
/// (the root's `withUnsafePointer`, a list's or an object's members' `withUnsafeBufferPointer`) and
/// the walk below it runs inside that borrow, so no pointer outlives the storage it points into.
/// The template's steps, names and text are read in place too.
struct TemplateRenderer {
    let store: TemplateStore
    private var output = IndentingWriter()
    private var stack: [UnsafePointer<TemplateValue>] = []
    /// Guards against a partial that includes itself.
    private static let maximumPartialDepth = 16

    private init(store: TemplateStore) {
        self.store = store
    }

    static func render(_ template: Template, context: TemplateValue, store: TemplateStore) throws(TemplateError) -> RenderedText {
        var renderer = TemplateRenderer(store: store)
        try withUnsafePointer(to: context) { (root) throws(TemplateError) in
            renderer.stack.append(root)
            try renderer.render(template, depth: 0)
        }
        return renderer.output.finished()
    }

    private mutating func render(_ template: Template, depth: Int) throws(TemplateError) {
        try template.steps.withUnsafeBufferPointer { (steps) throws(TemplateError) in
            try template.names.withUnsafeBufferPointer { (names) throws(TemplateError) in
                try walk(template, steps: steps, names: names, depth: depth)
            }
        }
    }

    /// Walks `steps`, a run of the template's steps read in place: a step is read by address, with
    /// no bounds check and no load of the array through the template.
    private mutating func walk(
        _ template: Template, steps: UnsafeBufferPointer<Template.Step>, names: UnsafeBufferPointer<TemplateName>, depth: Int
    ) throws(TemplateError) {
        guard var step = steps.baseAddress else { return }
        let end = step + steps.count
        let text = template.text.bytes.baseAddress
        while step < end {
            let current = step.pointee
            step += 1
            switch current {
            case .text(let start, let count):
                output.write(UnsafeBufferPointer(start: text.map { $0 + start }, count: count))
            case .variable(let name, let line):
                try withValue(named: names.baseAddress! + name, template: template, line: line) { (renderer, value) throws(TemplateError) in
                    guard case .string(let string) = value.pointee else {
                        throw TemplateError("'\(names[name])' is not a string", template: template.name, line: line)
                    }
                    renderer.output.write(string)
                }
            case .section(let name, let inverted, let bodyCount, let line):
                let body = UnsafeBufferPointer(start: step, count: bodyCount)
                step += bodyCount
                try withValue(named: names.baseAddress! + name, template: template, line: line) { (renderer, value) throws(TemplateError) in
                    if inverted {
                        if !value.pointee.isTruthy { try renderer.walk(template, steps: body, names: names, depth: depth) }
                    } else {
                        try renderer.walkSection(value, template, steps: body, names: names, depth: depth)
                    }
                }
            case .partial(let included, let indentationStart, let indentationCount, let line):
                guard depth < Self.maximumPartialDepth else {
                    throw TemplateError("partials nest deeper than \(Self.maximumPartialDepth)", template: template.name, line: line)
                }
                let partial = try store.template(at: included)
                if indentationCount == 0 {
                    try render(partial, depth: depth + 1)
                } else {
                    output.open(indentation: UnsafeBufferPointer(start: text.map { $0 + indentationStart }, count: indentationCount))
                    defer { output.close() }
                    try render(partial, depth: depth + 1)
                }
            }
        }
    }

    private mutating func walkSection(
        _ value: UnsafePointer<TemplateValue>, _ template: Template, steps body: UnsafeBufferPointer<Template.Step>,
        names: UnsafeBufferPointer<TemplateName>,
        depth: Int
    ) throws(TemplateError) {
        switch value.pointee {
        case .bool(let isOn):
            if isOn { try walk(template, steps: body, names: names, depth: depth) }
        case .list(let items):
            try items.withUnsafeBufferPointer { (items) throws(TemplateError) in
                guard let first = items.baseAddress else { return }
                for item in first..<(first + items.count) {
                    stack.append(item)
                    defer { stack.removeLast() }
                    try walk(template, steps: body, names: names, depth: depth)
                }
            }
        case .string, .object:
            guard value.pointee.isTruthy else { return }
            stack.append(value)
            defer { stack.removeLast() }
            try walk(template, steps: body, names: names, depth: depth)
        }
    }

    /// Calls `body` with the value named `name`, read in place: `.` is the innermost value; any
    /// other name is looked up from the innermost object outwards. The value's pointer is used only
    /// inside `body`, where the object holding it is borrowed, so it never outlives that borrow.
    private mutating func withValue(
        named name: UnsafePointer<TemplateName>, template: Template, line: Int,
        _ body: (inout TemplateRenderer, UnsafePointer<TemplateValue>) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        if name.pointee.isInnermost { return try body(&self, stack[stack.count - 1]) }
        var level = stack.count
        while level > 0 {
            level -= 1
            let found = try TemplateObject.withMember(named: name, in: stack[level]) { (value) throws(TemplateError) in
                try body(&self, value)
            }
            if found { return }
        }
        throw TemplateError("no value named '\(name.pointee)' here", template: template.name, line: line)
    }
}
