/// Walks a compiled template's steps against a context; partials come from the same store.
///
/// The walk reads the context where it lies: its stack holds pointers to the values it is inside
/// (the root, a list's items, a section's object), and a lookup finds where a name lies (a level of
/// the stack, a member there) by scanning objects in place. A variable's string is written from
/// where it lies, so nothing is copied; a section's value is copied out of its object (one
/// reference counted), since the walk of its body may release anything, and then only borrowed:
/// its list's items and its object are walked where they lie. Each pointer is taken inside the
/// borrow it comes from (the root's or a section's `withUnsafePointer`, a list's or an object's
/// members' `withUnsafeBufferPointer`) and used only inside it, so no pointer outlives the storage
/// it points into. The template's steps, names and text are read in place too.
struct TemplateRenderer {
    let store: TemplateStore
    /// Made before the output buffer, so that it lies below it in the heap, where it cannot keep
    /// the buffer from growing in place.
    private let stack = TemplateStack()
    private var output = IndentingWriter()
    /// Guards against a partial that includes itself.
    private static let maximumPartialDepth = 16

    private init(store: TemplateStore) {
        self.store = store
    }

    static func render(_ template: Template, context: TemplateValue, store: TemplateStore) throws(TemplateError) -> RenderedText {
        var renderer = TemplateRenderer(store: store)
        try withUnsafePointer(to: context) { (root) throws(TemplateError) in
            renderer.stack.push(root)
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
                let name = names.baseAddress! + name
                let (level, member) = try location(of: name, template: template, line: line)
                let isString = if let member {
                    TemplateObject.withMember(at: member, in: stack[level]) { writeIfString($0) }
                } else {
                    writeIfString(stack[level])
                }
                guard isString else { throw TemplateError("'\(name.pointee)' is not a string", template: template.name, line: line) }
            case .section(let name, let inverted, let bodyCount, let line):
                let body = UnsafeBufferPointer(start: step, count: bodyCount)
                step += bodyCount
                let value = value(at: try location(of: names.baseAddress! + name, template: template, line: line))
                if inverted {
                    if !value.isTruthy { try walk(template, steps: body, names: names, depth: depth) }
                } else {
                    try walkSection(value, template, steps: body, names: names, depth: depth)
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

    /// Writes the string `value` points at and returns true; false when it is no string. The string
    /// is read where it lies: the writer's `write` releases nothing, so nothing needs to hold it.
    @inline(__always)
    private mutating func writeIfString(_ value: UnsafePointer<TemplateValue>) -> Bool {
        guard case .string(let string) = value.pointee else { return false }
        output.write(string)
        return true
    }

    private mutating func walkSection(
        _ value: borrowing TemplateValue, _ template: Template, steps body: UnsafeBufferPointer<Template.Step>,
        names: UnsafeBufferPointer<TemplateName>,
        depth: Int
    ) throws(TemplateError) {
        switch value {
        case .bool(let isOn):
            if isOn { try walk(template, steps: body, names: names, depth: depth) }
        case .list(let items):
            try items.withUnsafeBufferPointer { (items) throws(TemplateError) in
                guard let first = items.baseAddress else { return }
                for item in first..<(first + items.count) {
                    stack.push(item)
                    defer { stack.pop() }
                    try walk(template, steps: body, names: names, depth: depth)
                }
            }
        case .string, .object:
            guard value.isTruthy else { return }
            try withUnsafePointer(to: value) { (value) throws(TemplateError) in
                stack.push(value)
                defer { stack.pop() }
                try walk(template, steps: body, names: names, depth: depth)
            }
        }
    }

    /// A copy of the value at `location`, for a section, whose body may release anything.
    private func value(at location: (level: Int, member: Int?)) -> TemplateValue {
        guard let member = location.member else { return stack[location.level].pointee }
        return TemplateObject.withMember(at: member, in: stack[location.level]) { $0.pointee }
    }

    /// Where the value named `name` lies: the level of the stack whose object holds it, and its
    /// member there; `.` is the innermost value itself, with no member. Names are looked up from
    /// the innermost object outwards.
    private func location(
        of name: UnsafePointer<TemplateName>, template: Template, line: Int
    ) throws(TemplateError) -> (level: Int, member: Int?) {
        if name.pointee.isInnermost { return (stack.count - 1, nil) }
        var level = stack.count
        while level > 0 {
            level -= 1
            if let member = TemplateObject.indexOfMember(named: name, in: stack[level]) { return (level, member) }
        }
        throw TemplateError("no value named '\(name.pointee)' here", template: template.name, line: line)
    }
}
