/// A parsed template in a Mustache subset: `{{name}}`, `{{.}}`, `{{#name}}…{{/name}}`,
/// `{{^name}}…{{/name}}`, `{{! comment}}` and `{{>partial}}`. Nothing is HTML-escaped: the
/// backend hands over text that is already valid in its language.
///
/// A section, comment or partial tag alone on its line is "standalone": the whole line
/// disappears from the output, so templates can be laid out like the code they produce.
/// Lookups are strict: a name the context lacks is an error, which catches template typos.
///
/// This module holds only the syntax, so that both RenderCore and the EmbedTemplates build tool
/// (which parses the bundled templates at build time) can use it.
public struct Template: Sendable {
    public enum Node: Sendable {
        /// Template text; never holds a line break.
        case text(String)
        /// The line break that ends a template line.
        case newline
        case variable(TemplateName, line: Int)
        /// The only recursive case, and the only one boxed: text nodes, the most common, are not.
        indirect case section(TemplateName, inverted: Bool, children: [Node], line: Int)
        case partial(String, indentation: String, line: Int)
    }

    public let name: String
    public let nodes: [Node]

    public init(name: String, source: String) throws(TemplateError) {
        var parser = TemplateParser(templateName: name)
        self.init(name: name, nodes: try parser.parse(source))
    }

    /// A template parsed earlier: at build time, for the templates compiled into the executable.
    public init(name: String, nodes: [Node]) {
        self.name = name
        self.nodes = nodes
    }
}
