/// C code spelled from its pieces: the builders' and parsers' calls of each field, and the
/// message structs' member declarations.
///
/// Each is written straight into the new string's storage, its length counted first: a string
/// interpolation grew and copied the string again for each piece (about 400 instructions a
/// piece, so 2,000 a statement).
enum CCode {
    /// `type name;`
    static func declaration(_ type: String, _ name: String) -> String {
        let length = type.utf8.count + 1 + name.utf8.count + 1
        return String(unsafeUninitializedCapacity: length) { declaration in
            var end = copy(type, to: declaration.baseAddress!)
            end = copy(" ", to: end)
            end = copy(name, to: end)
            return copy(";", to: end) - declaration.baseAddress!
        }
    }

    /// `function(argument, argument);`
    static func statement(_ function: String, _ arguments: String...) -> String {
        spelled(function, arguments, closing: ");")
    }

    /// `function(argument, argument)`
    static func expression(_ function: String, _ arguments: String...) -> String {
        spelled(function, arguments, closing: ")")
    }

    private static func spelled(_ function: String, _ arguments: [String], closing: StaticString) -> String {
        var length = function.utf8.count + 1 + closing.utf8CodeUnitCount + 2 * max(0, arguments.count - 1)
        for argument in arguments { length += argument.utf8.count }
        return String(unsafeUninitializedCapacity: length) { call in
            var end = copy(function, to: call.baseAddress!)
            end = copy("(", to: end)
            for index in arguments.indices {
                if index > 0 { end = copy(", ", to: end) }
                end = copy(arguments[index], to: end)
            }
            return copy(closing, to: end) - call.baseAddress!
        }
    }

    /// Copies the bytes of `text` to `target`, returning the address after them.
    private static func copy(_ text: String, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var text = text
        return text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return target }
            target.initialize(from: source, count: bytes.count)
            return target + bytes.count
        }
    }

    private static func copy(_ text: StaticString, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        target.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return target + text.utf8CodeUnitCount
    }
}
