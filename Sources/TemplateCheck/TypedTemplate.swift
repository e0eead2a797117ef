import URITemplate

/// A template with a type for each of its variables: what the checker and the matcher work on.
public struct TypedTemplate: Sendable {
    public let template: URITemplate
    public let variables: [String: TemplateVariable]

    public init(_ template: URITemplate, variables: [String: TemplateVariable]) {
        self.template = template
        self.variables = variables
    }

    /// One variable where the template writes it.
    struct Occurrence {
        let spec: VariableSpec
        let `operator`: ExpressionOperator
        let variable: TemplateVariable
    }

    /// Every variable in template order, or the reason the checker cannot reason about the
    /// template: a variable without a type, one written twice (its occurrences would have to
    /// agree, and query keys must be distinct), a list of lists, a prefix on a list.
    func occurrences() -> Result<[Occurrence], RefusalReason> {
        var found: [Occurrence] = []
        for case .expression(let expression) in template.parts {
            for spec in expression.variables {
                guard let variable = variables[spec.name] else { return .failure(RefusalReason("\(spec.name) has no declared type")) }
                if found.contains(where: { $0.spec.name == spec.name }) {
                    return .failure(RefusalReason("\(spec.name) is written twice; a matcher would have to check that both agree"))
                }
                if case .list(let item) = variable.type {
                    if case .list = item { return .failure(RefusalReason("\(spec.name) is a list of lists, which RFC 6570 cannot write")) }
                    if case .prefix = spec.modifier { return .failure(RefusalReason("\(spec.name) is a list with a prefix, which RFC 6570 refuses")) }
                }
                found.append(Occurrence(spec: spec, operator: expression.operator, variable: variable))
            }
        }
        return .success(found)
    }
}

/// Why a template is refused without a counterexample.
public struct RefusalReason: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
