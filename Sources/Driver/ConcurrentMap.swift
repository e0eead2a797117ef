import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, in the elements' order, computed on as many threads as
    /// Dispatch has cores for: the backends render independently of each other, so on a machine
    /// with several cores a run takes about as long as its slowest backend, not their sum.
    func concurrentMap<Value: Sendable>(_ transform: @escaping @Sendable (Element) -> Value) -> [Value] {
        let results = ConcurrentSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { [self] index in
            results.set(transform(self[index]), at: index)
        }
        return results.values
    }
}

/// The results of concurrent calls, each call filling its own slot; a lock orders the writes
/// before the read that follows `concurrentPerform`.
private final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot's value, once every slot is filled.
    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
