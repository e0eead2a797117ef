import Foundation

/// Parsed templates by path, so each template (partials included) is parsed at most once per
/// run however often it is rendered. Shared by copies of a `TemplateStore`; a lock makes it safe
/// for backends rendering on several threads.
final class TemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [String: Template] = [:]

    /// The template at `path`, parsed by `parse` the first time it is asked for.
    func template(at path: String, parse: () throws(TemplateError) -> Template) throws(TemplateError) -> Template {
        if let cached = lock.withLock({ templates[path] }) { return cached }
        let template = try parse()
        lock.withLock { templates[path] = template }
        return template
    }
}
