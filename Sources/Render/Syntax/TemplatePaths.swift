/// The paths of a set of templates, sorted: a template's index is its place here, and a partial
/// is compiled to the index of the template it includes.
public struct TemplatePaths: Sendable {
    public let sorted: [String]

    public init(_ paths: some Sequence<String>) {
        sorted = paths.sorted()
    }

    /// The index of the template at `path`, found by bisection; nil when the set has none.
    public func index(of path: String) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == path ? low : nil
    }

    /// The path of partial `name` included from the template at `includer`: beside it.
    static func partial(_ name: String, includedFrom includer: String) -> String {
        guard let slash = includer.lastIndex(of: "/") else { return name + Template.fileExtension }
        return includer[...slash] + name + Template.fileExtension
    }
}
