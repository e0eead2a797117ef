import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, in the elements' order, each computed on its own thread (the
    /// first on the calling thread): the backends render independently of each other, so on a
    /// machine with several cores a run takes about as long as its slowest backend, not their sum.
    ///
    /// A thread per element rather than `DispatchQueue.concurrentPerform`, which hands the
    /// elements to one worker per core in order: the backends' costs differ (C's is about twice
    /// the others'), and a work queue can leave the largest for last, where the kernel shares the
    /// cores among all of them and the run ends when the total work allows.
    func concurrentMap<Value: Sendable>(_ transform: @escaping @Sendable (Element) -> Value) -> [Value] {
        let results = ConcurrentSlots<Value>(count: count)
        let finished = DispatchGroup()
        for index in indices.dropFirst() {
            let element = self[index]
            finished.enter()
            Thread {
                results.set(transform(element), at: index)
                finished.leave()
            }.start()
        }
        if let first = first { results.set(transform(first), at: 0) }
        finished.wait()
        return results.values
    }
}

/// The results of concurrent calls, each call filling its own slot; a lock orders the writes
/// before the read that follows the calls.
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
