/// A parsed template in a Mustache subset: `{{name}}`, `{{.}}`, `{{#name}}…{{/name}}`,
/// `{{^name}}…{{/name}}`, `{{! comment}}` and `{{>partial}}`. Nothing is HTML-escaped: the
/// backend hands over text that is already valid in its language.
///
/// A section, comment or partial tag alone on its line is "standalone": the whole line
/// disappears from the output, so templates can be laid out like the code they produce.
/// Lookups are strict: a name the context lacks is an error, which catches template typos.
public struct Template: Sendable {
    enum Node: Sendable {
        /// Template text; never holds a line break.
        case text(String)
        /// The line break that ends a template line.
        case newline
        case variable(String, line: Int)
        /// The only recursive case, and the only one boxed: text nodes, the most common, are not.
        indirect case section(String, inverted: Bool, children: [Node], line: Int)
        case partial(String, indentation: String, line: Int)
    }

    public let name: String
    let nodes: [Node]

    public init(name: String, source: String) throws(TemplateError) {
        self.name = name
        var parser = TemplateParser(templateName: name)
        self.nodes = try parser.parse(source)
    }
}
