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

    /// A list as code writes it, in one new string: `open`, each element after `itemPrefix` with
    /// `", "` between them, then `close` (`[.view, .edit]` from `["view", "edit"]`, `[`, `.` and
    /// `]`). Appending the pieces to a string grew it, an allocation and a copy each time, about
    /// 2.7K instructions for a list of two.
    public func listed(open: StaticString, itemPrefix: StaticString, close: StaticString) -> String {
        let separator: StaticString = ", "
        var length = open.byteCount + close.byteCount + (itemPrefix.byteCount + separator.byteCount) * count
        if !isEmpty { length -= separator.byteCount }
        for element in self { length += element.utf8.count }
        return String(unsafeUninitializedCapacity: length) { text in
            var offset = copy(open, into: text, at: 0)
            for (index, element) in enumerated() {
                if index > 0 { offset = copy(separator, into: text, at: offset) }
                offset = copy(itemPrefix, into: text, at: offset)
                var element = element
                offset = element.withUTF8 { copy($0, into: text, at: offset) }
            }
            return copy(close, into: text, at: offset)
        }
    }
}

extension String {
    /// `text` after `head` and before `tail`, as one new string whose bytes are written straight
    /// into its storage (a comment line: `" * "` then the text). `+`, or an array's
    /// `concatenated()`, allocated and copied more: 600-800 instructions a line.
    public init(_ text: String, after head: StaticString, before tail: StaticString = "") {
        var text = text
        self = text.withUTF8 { text in
            String(unsafeUninitializedCapacity: head.byteCount + text.count + tail.byteCount) { line in
                let offset = copy(text, into: line, at: copy(head, into: line, at: 0))
                return copy(tail, into: line, at: offset)
            }
        }
    }
}

extension StaticString {
    /// The length in UTF-8 bytes of either form: a literal of one scalar is held as that scalar,
    /// where `utf8CodeUnitCount` would stop the program.
    fileprivate var byteCount: Int {
        withUTF8Buffer { $0.count }
    }
}

/// Copies `bytes` into `text` from `offset` on, returning the offset after them.
private func copy(_ bytes: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    if let source = bytes.baseAddress { (text.baseAddress! + offset).initialize(from: source, count: bytes.count) }
    return offset + bytes.count
}

/// Copies the literal's bytes into `text` from `offset` on, returning the offset after them.
private func copy(_ literal: StaticString, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    literal.withUTF8Buffer { copy($0, into: text, at: offset) }
}
