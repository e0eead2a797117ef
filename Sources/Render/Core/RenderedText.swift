import Foundation

/// A rendered file's UTF-8 bytes, which the writer compares with the file on disk and writes.
///
/// The bytes are valid UTF-8 by construction: the renderer writes only slices of the templates'
/// text, cut at ASCII tag delimiters from text that was a `String`, and the UTF-8 of the context's
/// Swift strings. `GoldenTests` holds every golden file's bytes to `Array(contents.utf8)`.
public struct RenderedText: Equatable, Sendable, ContiguousBytes {
    private var bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The UTF-8 of `string`, for text made outside a render.
    public init(_ string: String) {
        bytes = Array(string.utf8)
    }

    public var count: Int { bytes.count }

    /// The bytes as a `String`, for the few readers that edit or show the text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes(body)
    }

    public mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeMutableBytes(body)
    }
}
