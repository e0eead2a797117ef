/// The name of a context object's member, or of the value a template tag looks up.
public struct TemplateName: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    /// Whether this is `.`, the innermost value.
    public var isInnermost: Bool { text == "." }
}
