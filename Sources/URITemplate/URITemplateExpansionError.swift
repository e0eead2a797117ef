/// Why a template cannot be expanded with the given values.
public struct URITemplateExpansionError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// `{var:n}` given a list or an associative array: RFC 6570 section 2.4.1 applies
        /// prefixes to strings only.
        case prefixOfCompositeValue
    }

    /// The variable's name as written in the template.
    public let variable: String
    public let reason: Reason

    public init(_ reason: Reason, variable: String) {
        self.reason = reason
        self.variable = variable
    }

    public var description: String {
        switch reason {
        case .prefixOfCompositeValue:
            return "variable \(variable) has a prefix modifier but its value is a list or an associative array"
        }
    }
}
