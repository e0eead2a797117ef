/// A template that cannot be read or rendered, with the template file and line to fix.
public struct TemplateError: Error, Equatable, CustomStringConvertible, Sendable {
    public let template: String
    public let line: Int
    public let message: String

    public init(_ message: String, template: String, line: Int) {
        self.template = template
        self.line = line
        self.message = message
    }

    public var description: String { "\(template):\(line): error: \(message)" }
}
