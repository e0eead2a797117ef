import Foundation

/// The bytes a render writes, in one buffer the writer owns: each append is a capacity check and
/// a copy. `Array.append(contentsOf:)` spent about 60 instructions a call around its copy (a
/// uniqueness check, a generic reserve), a tenth of the renderer's own work. The buffer is
/// `malloc`'s, so growing it is `realloc`, which extends a block in place or moves a large one's
/// pages without copying them, where allocating anew copied every byte written so far.
final class OutputBytes {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        start = Self.resized(nil, to: capacity)
    }

    deinit { free(start) }

    /// Everything appended, as text (the pieces are UTF-8, so this only copies them).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    @inline(__always)
    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        (start + count).initialize(from: source, count: piece.count)
        count += piece.count
    }

    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// A test the caller inlines; only growing is a call.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    @inline(never)
    private func grow(toHold extra: Int) {
        capacity = max(capacity * 2, count + extra)
        start = Self.resized(start, to: capacity)
    }

    private static func resized(_ block: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let resized = realloc(block, capacity) else { fatalError("out of memory for \(capacity) bytes of output") }
        return resized.assumingMemoryBound(to: UInt8.self)
    }
}
