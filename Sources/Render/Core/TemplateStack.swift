/// The values a render's walk is inside, innermost last (the root, a list's item, a section's
/// value), each a pointer into the context where the value lies.
///
/// A buffer of its own, not an array: an array of pointers checked that its buffer was not
/// shared at every push and pop, and its type (`[UnsafePointer<TemplateValue>]`, used nowhere
/// else) cost the runtime about 11K instructions to make on first use.
final class TemplateStack {
    private var items: UnsafeMutablePointer<UnsafePointer<TemplateValue>>
    private var capacity = 16
    private(set) var count = 0

    init() {
        items = .allocate(capacity: capacity)
    }

    deinit {
        items.deallocate()
    }

    /// The value at `level`, 0 being the outermost.
    subscript(level: Int) -> UnsafePointer<TemplateValue> {
        assert(level >= 0 && level < count, "no level \(level) among \(count)")
        return items[level]
    }

    func push(_ value: UnsafePointer<TemplateValue>) {
        if count == capacity { grow() }
        items[count] = value
        count += 1
    }

    func pop() {
        assert(count > 0, "nothing to pop")
        count -= 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<UnsafePointer<TemplateValue>>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: items, count: count)
        items.deallocate()
        items = larger
        capacity *= 2
    }
}
