import RenderCore

extension TemplateValue {
    /// The strings of a list of strings, or a non-empty string as its one line, as
    /// `{{#doc}}{{.}}{{/doc}}` renders them; nil for any other value, so a test of a doc's lines
    /// fails on a value of the wrong shape.
    var lines: [String]? {
        if case .string(let line) = self, !line.isEmpty { return [line] }
        guard case .list(let items) = self else { return nil }
        var lines: [String] = []
        for item in items {
            guard case .string(let line) = item else { return nil }
            lines.append(line)
        }
        return lines
    }
}
