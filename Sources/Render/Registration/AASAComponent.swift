import IR

/// The `applinks` component pattern of an `https` carrier's path, and whether it is exact.
///
/// In a component's `"/"` pattern `*` is any run of characters, `/` included, and `?` any one
/// character; a field segment is therefore `?*` (never empty), which also takes a `/` unless it
/// is the path's rest. Literal segments hold unreserved characters only, none of them a wildcard.
struct AASAComponent {
    let pattern: String
    /// Why the pattern claims more than the carrier reads; nil when it is exact.
    let overClaim: String?

    init(_ segments: [IRPathSegment]) {
        guard !segments.isEmpty else {
            pattern = "/"
            overClaim = nil
            return
        }
        var widened = false
        pattern = segments.enumerated().map { index, segment in
            switch segment {
            case .literal(let text): return "/" + text
            case .field:
                widened = true
                return "/?*"
            case .rest:
                widened = widened || index != segments.count - 1
                return "/?*"
            }
        }.joined()
        overClaim = widened ? "an applinks component's '*' cannot keep '/' out of a path field, so it also claims paths with more segments" : nil
    }
}
