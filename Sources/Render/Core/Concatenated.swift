extension Array where Element == String {
    /// The elements in order with `separator` between them, like `joined(separator:)`.
    ///
    /// The standard library's `joined(separator:)` is generic and not specialized for callers in
    /// other modules: its first call for each collection type looks up that type's associated
    /// types at run time, about 0.2M instructions a time. This loop is compiled for `[String]`,
    /// and reserves the whole length first: appending to a string that must grow allocates and
    /// copies again.
    public func concatenated(separator: String = "") -> String {
        guard count > 1 else { return first ?? "" }
        var length = separator.utf8.count * (count - 1)
        for element in self { length += element.utf8.count }
        var text = ""
        text.reserveCapacity(length)
        text += self[0]
        for element in self[1...] {
            text += separator
            text += element
        }
        return text
    }
}
