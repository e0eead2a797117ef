import Foundation

/// Templates by index, so each template (partials included) is compiled, or built from its
/// build-time form, at most once per run however often it is rendered. Shared by copies of a
/// `TemplateStore`; a lock keeps it safe to share, as a `Sendable` store may be.
final class TemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [Template?]

    init(count: Int) {
        templates = Array(repeating: nil, count: count)
    }

    /// The template at `index`, from `compile` the first time it is asked for.
    func template(at index: Int, compile: () throws(TemplateError) -> Template) throws(TemplateError) -> Template {
        if let cached = lock.withLock({ templates[index] }) { return cached }
        let template = try compile()
        lock.withLock { templates[index] = template }
        return template
    }
}
