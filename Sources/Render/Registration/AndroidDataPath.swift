import IR

/// The narrowest `<data>` path attribute Android's `PatternMatcher` offers for a hierarchical
/// carrier's path, and whether it claims exactly what the parser reads.
///
/// Android matches the decoded path (`Uri.getPath()`): `android:path` literally,
/// `android:pathPrefix` as a prefix, `android:pathPattern` as a simple glob in which `.` is any
/// character, `x*` any run of `x` (so `.*` any text, `/` included) and `\` escapes the next
/// character. A field segment (`[^/]+`) can only be written `..*`, which also takes a `/`; a
/// host without a path cannot be written at all (Android ignores a path that is empty). And
/// `PatternMatcher` reads an escaped `\.` as any character too (AOSP's `matchGlobPattern` checks
/// `c != '.'` whatever the escape): the escape is written for readers, and the warning says it.
struct AndroidDataPath {
    enum Kind: String {
        case path
        case pathPattern
    }

    let kind: Kind
    /// The pattern as PatternMatcher reads it, before the XML file's own escaping.
    let pattern: String
    /// Why the attribute claims more than the carrier reads; nil when it is exact.
    let overClaim: String?

    /// Nil for an empty path: the filter then claims every path of the host.
    init?(_ segments: [IRPathSegment]) {
        guard !segments.isEmpty else { return nil }
        var pattern = ""
        var isLiteral = true
        var widened = false
        for (index, segment) in segments.enumerated() {
            pattern += "/"
            switch segment {
            case .literal(let text): pattern += text
            case .field:
                isLiteral = false
                pattern += "..*"
                widened = true
            case .rest:
                isLiteral = false
                pattern += "..*"
                // The rest of the path may hold `/`: the glob is exact, unless it is not last.
                widened = widened || index != segments.count - 1
            }
        }
        if isLiteral {
            kind = .path
            self.pattern = pattern
        } else {
            kind = .pathPattern
            self.pattern = Self.globEscapedLiterals(segments)
        }
        let hasDot = segments.contains { if case .literal(let text) = $0 { text.contains(".") } else { false } }
        overClaim = switch (widened, !isLiteral && hasDot) {
        case (true, _): "Android's pathPattern cannot keep '/' out of a path field, so it also claims paths with more segments"
        case (false, true): "Android's simple glob reads even an escaped '.' as any character, so a literal's '.' claims every character there"
        case (false, false): nil
        }
    }

    /// The glob again with each literal's `.` escaped (`\.`), so it matches only itself.
    private static func globEscapedLiterals(_ segments: [IRPathSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): "/" + text.replacingOccurrences(of: ".", with: "\\.")
            case .field, .rest: "/..*"
            }
        }.joined()
    }

    /// The attribute value as written in the manifest: Android's resource compiler reads `\` as
    /// an escape before PatternMatcher sees it, so each is doubled (its documentation's `\\*`).
    var manifestValue: String { pattern.replacingOccurrences(of: "\\", with: "\\\\") }
}
