/// A fixed list of C names (keywords, system macros, the generated source's helpers), kept in
/// byte order and searched by halves over the names' bytes.
///
/// The names are `StaticString`s, whose bytes lie in the binary: a step of the search compares
/// bytes until the first that differs, a few instructions, where comparing two `String`s cost
/// about 100. Not a `Set`: building one hashes every name at start-up (50K instructions for the
/// source's helpers), more than the searches of a whole run.
struct CSortedNames: Sendable {
    private let names: [StaticString]

    /// `names` must be in ascending byte order, each once; a debug build checks it.
    init(_ names: [StaticString]) {
        assert(zip(names, names.dropFirst()).allSatisfy { Self.compare($0, $1.utf8Buffer) < 0 }, "names out of order")
        self.names = names
    }

    /// Every name, as strings (for tests and messages).
    var all: [String] { names.map(\.description) }

    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(contains)
    }

    /// Whether the name spelled by the UTF-8 `bytes` is in the list.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var lower = 0
        var upper = names.count
        while lower < upper {
            let middle = (lower + upper) / 2
            let order = Self.compare(names[middle], bytes)
            if order == 0 { return true }
            if order < 0 { lower = middle + 1 } else { upper = middle }
        }
        return false
    }

    /// Whether a name in the list starts with the UTF-8 `prefix`: the first name not before
    /// `prefix` does, if any does.
    func containsName(startingWith prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        var lower = 0
        var upper = names.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Self.compare(names[middle], prefix) < 0 { lower = middle + 1 } else { upper = middle }
        }
        guard lower < names.count, names[lower].utf8CodeUnitCount >= prefix.count else { return false }
        let start = names[lower].utf8Start
        return prefix.indices.allSatisfy { start[$0] == prefix[$0] }
    }

    /// Negative, zero or positive as `name` sorts before, equal to or after `bytes`.
    @inline(__always)
    private static func compare(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = name.utf8CodeUnitCount
        let start = name.utf8Start
        let shared = min(count, bytes.count)
        var index = 0
        while index < shared {
            let difference = Int(start[index]) - Int(bytes[index])
            if difference != 0 { return difference }
            index += 1
        }
        return count - bytes.count
    }
}

extension StaticString {
    fileprivate var utf8Buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    }
}
