extension Array where Element == String {
    /// The elements in order with `separator` between them, like `joined(separator:)`.
    ///
    /// The standard library's `joined(separator:)` is generic and not specialized for callers in
    /// other modules: its first call for each collection type looks up that type's associated
    /// types at run time, about 0.2M instructions a time. This one counts the whole length first
    /// and copies each piece's bytes into the new string's storage: appending to a string that
    /// must grow allocates and copies again, and reserving capacity first cost as much.
    public func concatenated(separator: String = "") -> String {
        guard count > 1 else { return first ?? "" }
        var separator = separator
        return separator.withUTF8 { separator in
            var length = separator.count * (count - 1)
            for element in self { length += element.utf8.count }
            return String(unsafeUninitializedCapacity: length) { text in
                var offset = 0
                for (index, element) in enumerated() {
                    if index > 0 { offset = copy(separator, into: text, at: offset) }
                    var element = element
                    offset = element.withUTF8 { copy($0, into: text, at: offset) }
                }
                return offset
            }
        }
    }
}

/// Copies `bytes` into `text` from `offset` on, returning the offset after them.
private func copy(_ bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    if let source = bytes.baseAddress { (text.baseAddress! + offset).initialize(from: source, count: bytes.count) }
    return offset + bytes.count
}
