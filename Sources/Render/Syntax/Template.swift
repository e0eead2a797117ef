/// A template in a Mustache subset: `{{name}}`, `{{.}}`, `{{#name}}…{{/name}}`,
/// `{{^name}}…{{/name}}`, `{{! comment}}` and `{{>partial}}`. Nothing is HTML-escaped: the
/// backend hands over text that is already valid in its language.
///
/// A section, comment or partial tag alone on its line is "standalone": the whole line
/// disappears from the output, so templates can be laid out like the code they produce.
/// Lookups are strict: a name the context lacks is an error, which catches template typos.
///
/// Held compiled, in the form the renderer walks with no work beyond the walk: a flat list of
/// steps in which a section's body follows the section, text whose adjacent runs (line breaks
/// included) are one step, and partials resolved to the included template's index. The bundled
/// templates are compiled at build time (EmbedTemplates), `--templates DIR` when first used;
/// both go through `init(name:source:in:)`.
///
/// This module holds only the syntax, so that both RenderCore and the EmbedTemplates build tool
/// can use it.
public struct Template: Sendable {
    /// One step of the walk.
    public enum Step: Sendable, Equatable {
        /// `count` bytes of `text` from `start`, line breaks included.
        case text(start: Int, count: Int)
        /// Writes the string `names[name]`.
        case variable(name: Int, line: Int)
        /// The `bodyCount` steps after this one, rendered for `names[name]`.
        case section(name: Int, inverted: Bool, bodyCount: Int, line: Int)
        /// The template at index `template` of its set, each of its lines after the first (and
        /// the first) indented by `indentationCount` bytes of `text` from `indentationStart`.
        case partial(template: Int, indentationStart: Int, indentationCount: Int, line: Int)
    }

    public static let fileExtension = ".mustache"

    /// The template's path in its set ("swift/Module.swift.mustache").
    public let name: String
    public let steps: [Step]
    /// The UTF-8 bytes the text steps and partial indentations point into.
    public let text: [UInt8]
    /// The names the variables and sections look up.
    public let names: [TemplateName]

    /// Parses and compiles `source`; its partials resolve to indices in `paths`.
    public init(name: String, source: String, in paths: TemplatePaths) throws(TemplateError) {
        var parser = TemplateParser(templateName: name)
        var compiler = TemplateCompiler(templateName: name, paths: paths)
        try compiler.compile(try parser.parse(source))
        self.init(name: name, steps: compiler.steps, text: compiler.text, names: compiler.names)
    }

    /// A template compiled at build time, its text a literal in the executable.
    public init(name: String, text: StaticString, names: [TemplateName], steps: [Step]) {
        self.init(name: name, steps: steps, text: text.withUTF8Buffer(Array.init), names: names)
    }

    init(name: String, steps: [Step], text: [UInt8], names: [TemplateName]) {
        self.name = name
        self.steps = steps
        self.text = text
        self.names = names
    }
}
