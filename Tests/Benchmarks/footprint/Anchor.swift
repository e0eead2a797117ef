// The footprint benchmark's anchor (Tests/Benchmarks/footprint.sh): a fixed, hand-written query
// reader of the kind the generated code is, compiled with the same flags in the same rounds, so
// that a generated file's compile time reads as a multiple of it whatever the machine's load.
import Foundation

public struct AnchorNote: Hashable, Sendable {
    public var title: String?
    public var body: String?
    public var tags: [String] = []
    public var pinned = false
    public var rank: Int?

    public init(query: String) throws {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? "" : ""
            switch parts[0] {
            case "title": title = value
            case "body": body = value
            case "tags": tags = value.split(separator: ",").map(String.init)
            case "pinned": pinned = value == "true"
            case "rank":
                guard let number = Int(value) else { throw AnchorError.invalid("rank '\(value)' is not a number") }
                rank = number
            default: throw AnchorError.invalid("'\(parts[0])' is not a parameter")
            }
        }
    }

    public var query: String {
        var pairs: [String] = []
        if let title { pairs.append("title=\(AnchorNote.encoded(title))") }
        if let body { pairs.append("body=\(AnchorNote.encoded(body))") }
        if !tags.isEmpty { pairs.append("tags=\(tags.map(AnchorNote.encoded).joined(separator: ","))") }
        if pinned { pairs.append("pinned=true") }
        if let rank { pairs.append("rank=\(rank)") }
        return pairs.joined(separator: "&")
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}

public enum AnchorError: Error, Equatable {
    case invalid(String)
}
