import Foundation

/// The bytes a render writes, in one buffer: each append is a capacity check and a copy.
/// `Array.append(contentsOf:)` spent about 60 instructions a call around its copy (a uniqueness
/// check, a generic reserve), a tenth of the renderer's own work. The buffer is `malloc`'s, so
/// growing it is `realloc`, which extends a block in place or moves a large one's pages without
/// copying them, where allocating anew copied every byte written so far.
///
/// When the render finishes, the buffer becomes the file's storage (`RenderedText`) as it is:
/// `trim` gives the heap back the capacity past the last byte, and nothing is copied. One
/// `mmap`'d arena holding every file of a run, one after another, touched no fewer pages in
/// `generate --check` of schema.json than a block per file grown from a page (657 page faults
/// against 654, medians of six alternating rounds of ten), and it would have to grow and free
/// itself; so each file has a block of its own.
final class OutputBytes: @unchecked Sendable {
    // Unchecked: a render writes the buffer on its own thread, and once a `RenderedText` holds it,
    // it is written only through a uniquely referenced `RenderedText` (copy on write).
    private(set) var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        start = Self.resized(nil, to: self.capacity)
    }

    deinit { free(start) }

    @inline(__always)
    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        (start + count).initialize(from: source, count: piece.count)
        count += piece.count
    }

    /// Shrinks the block to the bytes written. `realloc` to a smaller size keeps the block where it
    /// is and frees its tail, which the next allocation takes: the next file's buffer starts in
    /// pages this one already touched, so a run touches about as many pages as it writes bytes.
    func trim() {
        // At least a byte: `realloc` to 0 bytes may free the block.
        capacity = max(count, 1)
        start = Self.resized(start, to: capacity)
    }

    /// A buffer of its own holding the same bytes.
    func copy() -> OutputBytes {
        let copy = OutputBytes(capacity: count)
        copy.append(UnsafeBufferPointer(start: start, count: count))
        return copy
    }

    /// A test the caller inlines; only growing is a call.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    /// Doubles up to 64 KiB, then grows by half: doubling 64 KiB asked for 128 KiB, glibc's
    /// threshold for a block of its own `mmap`, so `realloc` moved the block there and copied it
    /// (66K instructions for schema.json's C source, 74 KB), where 96 KiB extends it in place.
    @inline(never)
    private func grow(toHold extra: Int) {
        capacity = max(capacity < 64 << 10 ? capacity * 2 : capacity + capacity / 2, count + extra)
        start = Self.resized(start, to: capacity)
    }

    private static func resized(_ block: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let resized = realloc(block, capacity) else { fatalError("out of memory for \(capacity) bytes of output") }
        return resized.assumingMemoryBound(to: UInt8.self)
    }
}
