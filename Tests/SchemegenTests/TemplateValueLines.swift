import RenderCore

extension TemplateValue {
    /// The strings of a list of strings, as `{{#doc}}{{.}}{{/doc}}` renders them; nil for any
    /// other value, so a test of a doc's lines fails on a value of the wrong shape.
    var lines: [String]? {
        guard case .list(let items) = self else { return nil }
        var lines: [String] = []
        for item in items {
            guard case .string(let line) = item else { return nil }
            lines.append(line)
        }
        return lines
    }
}
