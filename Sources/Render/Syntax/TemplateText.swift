/// A template's text in one block of UTF-8 that neither moves nor changes while the template
/// lives, so the renderer copies from it by address, with no reference counted per piece.
/// A bundled template's block is its string literal in the executable.
public final class TemplateText: @unchecked Sendable {
    public let bytes: UnsafeBufferPointer<UInt8>
    private let isOwned: Bool

    convenience init(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            self.init(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), isOwned: false)
        } else {
            // A one-scalar literal is held as the scalar, not as bytes.
            self.init(copying: literal.withUTF8Buffer(Array.init))
        }
    }

    convenience init(copying text: [UInt8]) {
        let start = UnsafeMutablePointer<UInt8>.allocate(capacity: text.count)
        start.initialize(from: text, count: text.count)
        self.init(bytes: UnsafeBufferPointer(start: start, count: text.count), isOwned: true)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, isOwned: Bool) {
        self.bytes = bytes
        self.isOwned = isOwned
    }

    deinit {
        if isOwned { bytes.deallocate() }
    }
}
