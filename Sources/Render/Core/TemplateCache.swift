import Foundation

/// Templates by index, so each template (partials included) is compiled, or built from its
/// build-time form, at most once per run however often it is rendered. Shared by copies of a
/// `TemplateStore`; a lock keeps it safe to share, as a `Sendable` store may be.
///
/// The slots are a buffer of its own, not an `[Template?]`: an array of a type the run uses
/// nowhere else makes the runtime build that type's metadata on first use (36K instructions in a
/// run, a third of a millisecond's work for one line of code).
final class TemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private let templates: UnsafeMutableBufferPointer<Template?>

    init(count: Int) {
        templates = .allocate(capacity: count)
        templates.initialize(repeating: nil)
    }

    deinit {
        templates.deinitialize()
        templates.deallocate()
    }

    /// The template at `index`, from `compile` the first time it is asked for.
    func template(at index: Int, compile: () throws(TemplateError) -> Template) throws(TemplateError) -> Template {
        precondition(templates.indices.contains(index), "no template \(index) among \(templates.count)")
        if let cached = lock.withLock({ templates[index] }) { return cached }
        let template = try compile()
        lock.withLock { templates[index] = template }
        return template
    }
}
