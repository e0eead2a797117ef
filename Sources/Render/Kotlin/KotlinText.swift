import RenderCore

/// Kotlin's string literals: the shared loop of RenderCore with Kotlin's escapes.
extension KotlinNaming {
    /// A Kotlin string literal holding exactly `text`; `$` is escaped so nothing is interpolated,
    /// and invisible scalars are written `\uXXXX` (a surrogate pair above U+FFFF).
    public static func stringLiteral(_ text: String) -> String {
        literal(text)
    }

    private static let literal = StringLiteral(
        escapes: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "$": "\\$"], spell: StringLiteral.utf16Escape)
}
