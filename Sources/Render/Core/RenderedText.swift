import Foundation

/// A rendered file's UTF-8 bytes, in the block the render wrote them into: a render's output
/// becomes a file's contents with no copy and no check, and the writer compares it with the file
/// on disk and writes it from the same bytes. Making a `String` of each file copied and validated
/// every byte (`__StringStorage.create` and `_allASCII`, 0.4M instructions for schema.json's
/// eight files, and a fresh heap page per 4 KB).
///
/// The bytes are valid UTF-8 by construction, so nothing validates them: the renderer writes only
/// slices of the templates' text, cut at ASCII tag delimiters from text that was a `String` (read
/// as UTF-8 when the templates were embedded, or by `--templates`), and the UTF-8 of the context's
/// Swift strings. `GoldenTests` holds every golden file's bytes to `Array(contents.utf8)`.
///
/// A value, like `Array`: copies share the block until one of them is written to.
public struct RenderedText: Equatable, Sendable, ContiguousBytes {
    private var storage: OutputBytes

    /// Takes over a finished render's buffer, giving the heap back its unused end.
    init(taking storage: OutputBytes) {
        storage.trim()
        self.storage = storage
    }

    /// The UTF-8 of `string`, for text made outside a render.
    public init(_ string: String) {
        var string = string
        storage = string.withUTF8 { utf8 in
            let storage = OutputBytes(capacity: utf8.count)
            storage.append(utf8)
            return storage
        }
    }

    public var count: Int { storage.count }

    /// The bytes as a `String`, for the few readers that edit or show the text.
    public var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage.start, count: storage.count))
    }

    /// Writes the bytes in place; on a copy that shares them, first gives this one its own block.
    public mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return try body(UnsafeMutableRawBufferPointer(start: storage.start, count: storage.count))
    }

    public static func == (left: RenderedText, right: RenderedText) -> Bool {
        left.count == right.count && memcmp(left.storage.start, right.storage.start, left.count) == 0
    }
}
