import Foundation

/// Templates by path, so each template (partials included) is parsed, or built from its
/// build-time form, at most once per run however often it is rendered. Shared by copies of a
/// `TemplateStore`; a lock keeps it safe to share, as a `Sendable` store may be.
final class TemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [String: Template] = [:]

    /// The template at `path`, from `load` the first time it is asked for; nil when there is none.
    func template(at path: String, load: () throws(TemplateError) -> Template?) throws(TemplateError) -> Template? {
        if let cached = lock.withLock({ templates[path] }) { return cached }
        guard let template = try load() else { return nil }
        lock.withLock { templates[path] = template }
        return template
    }
}
