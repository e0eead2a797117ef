/// Which piece of a template wrote a byte. Two readings of one URI are two different value
/// assignments exactly when their labels differ at some byte (or, for a value written with no
/// byte at all, which the checker's empty-value rule covers).
enum PartLabel: Hashable {
    /// Literal text: the part's index in the template.
    case literal(part: Int)
    /// An expression's first character or a separator between two of its variables.
    case operatorSyntax(part: Int)
    /// A variable's name, and the `=` after it, in a named expression.
    case name(variable: String)
    /// The byte between two items of a list (the first byte only, so items stay countable).
    case itemSeparator(variable: String)
    /// A byte of a value.
    case content(variable: String)
}
