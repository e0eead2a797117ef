/// A field's typed value, in either grammar; docs/grammar.md gives each type's written form and
/// checks in each. The pipe grammar's codec reads `text` without limits, `url`, `scheme`,
/// `boolean` and `enumeration` only: the checker refuses a pipe field of any other type.
public indirect enum IRValueType: Sendable, Equatable {
    /// Unicode text, percent-encoded once. Lengths count Unicode scalars; `allowed`, when set,
    /// lists the only ASCII characters the text may hold, sorted and without repeats.
    case text(minLength: Int?, maxLength: Int?, allowed: String?)
    /// An absolute URL (`scheme ":" ...`), percent-encoded once as a whole, so a URL holding its
    /// own query survives inside a query value. `schemes`, when set, are the lowercase schemes it
    /// may have (compared ignoring ASCII case).
    case url(schemes: [String]?)
    /// An RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`), without the colon,
    /// written as is; the pipe grammar's only.
    case scheme
    /// A decimal integer within an optional inclusive range, both within ±(2^53 − 1).
    case integer(min: Int64?, max: Int64?)
    /// A boolean written as one of two tokens.
    case boolean(trueToken: String, falseToken: String)
    /// A parameter written with no value (`&silent`) when true and left out when false.
    case presence
    /// One of the cases of the module's enum with this id.
    case enumeration(enumID: String)
    /// A calendar date `yyyy-mm-dd`, kept as that text.
    case date
    /// An ISO 8601 date and time `yyyy-mm-ddThh:mm[:ss[.fraction]][Z|±hh:mm]`, kept as that text.
    case dateTime
    /// Several values of `item` (text, integer or enum): joined by one separator character in
    /// one value, or written as the same key repeated.
    case list(item: IRValueType, separator: IRListSeparator)

    /// The type without its constraints, for a backend to tell which codec helpers a module uses.
    public enum Kind: Sendable, Hashable {
        case text, url, scheme, integer, boolean, presence, enumeration, date, dateTime, list
    }

    public var kind: Kind {
        switch self {
        case .text: .text
        case .url: .url
        case .scheme: .scheme
        case .integer: .integer
        case .boolean: .boolean
        case .presence: .presence
        case .enumeration: .enumeration
        case .date: .date
        case .dateTime: .dateTime
        case .list: .list
        }
    }
}

public enum IRListSeparator: Sendable, Equatable {
    /// One ASCII character, such as `,` or a line feed; it is percent-encoded in the value.
    case character(String)
    /// Each item is its own `key=value` pair, in order.
    case repeatedKey
}
