import TemplateCheck
import URITemplate

/// Checks shared by the template checker's tests: a counterexample or a witness counts only when
/// the merged expander reproduces it.
enum TemplateCheckSupport {
    static func typed(_ text: String, _ variables: [String: TemplateVariable]) throws -> TypedTemplate {
        TypedTemplate(try URITemplate(parsing: text), variables: variables)
    }

    /// Every variable of `template` as required text, as the suite runs are checked.
    static func allText(_ template: URITemplate) -> TypedTemplate {
        var variables: [String: TemplateVariable] = [:]
        for case .expression(let expression) in template.parts {
            for spec in expression.variables { variables[spec.name] = TemplateVariable(.text) }
        }
        return TypedTemplate(template, variables: variables)
    }

    /// Why `counterexample` is not a real one, or nil when both assignments differ and expand to its URI.
    static func problem(with counterexample: Counterexample, of template: URITemplate) -> String? {
        guard counterexample.first != counterexample.second else { return "both assignments are \(counterexample.first)" }
        for assignment in [counterexample.first, counterexample.second] {
            guard let uri = try? template.expand(assignment) else { return "\(assignment) does not expand" }
            if uri != counterexample.uri { return "\(assignment) expands to \(uri), not \(counterexample.uri)" }
        }
        return nil
    }

    /// Why `witness` is not a URI `typed` builds, or nil when the matcher reads values from it
    /// that expand back to it (scheme and host compared ASCII case-insensitively when `foldingAuthority`).
    static func problem(withWitness witness: String, of typed: TypedTemplate, foldingAuthority: Bool = false) -> String? {
        guard let values = TemplateMatcher.match(witness, typed) else { return "\(witness) does not match" }
        guard let uri = try? typed.template.expand(values) else { return "\(values) does not expand" }
        let same = foldingAuthority ? uri.lowercased() == witness.lowercased() : uri == witness
        return same ? nil : "\(values) expands to \(uri), not \(witness)"
    }
}
