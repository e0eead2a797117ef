/// The bytes an expression can write for one variable, by operator: what a matcher reading an
/// expansion back can expect, so it can tell where one value ends.
///
/// The sets are exact, not safe guesses: every byte in them is written for some value (the tests
/// check both directions against the expander).
public struct WrittenAlphabet: Equatable, Sendable {
    /// The bytes of one encoded string (a string value, a list member, a key or a value of an
    /// associative array): U and `%` under `{var}`, `{.var}`, `{/var}`, `{;var}`, `{?var}` and
    /// `{&var}`; U+R and `%` under `{+var}` and `{#var}`. The hexadecimal digits of `%XX` are in U.
    public let value: ByteSet
    /// Every byte the expression writes for the variable: `value`, the operator's first and
    /// separator characters, `,` between unexploded members and `=` after names and keys.
    /// Variable names are written only with bytes of `value`.
    public let expression: ByteSet

    public init(for expressionOperator: ExpressionOperator) {
        var value = URICharacters.unreserved.union(ByteSet(ascii: "%"))
        if expressionOperator.allowsReserved {
            value = value.union(URICharacters.reserved)
        }
        self.value = value
        expression = value.union(ByteSet(ascii: expressionOperator.first + expressionOperator.separator + ",="))
    }
}
