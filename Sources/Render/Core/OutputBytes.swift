/// The bytes a render writes, in one buffer the writer owns: each append is a capacity check and
/// a copy. `Array.append(contentsOf:)` spent about 60 instructions a call around its copy (a
/// uniqueness check, a generic reserve), a tenth of the renderer's own work.
final class OutputBytes {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Everything appended, as text (the pieces are UTF-8, so this only copies them).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

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

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
