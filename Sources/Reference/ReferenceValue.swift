/// A field's typed value as the reference holds it, the same for both grammars.
public indirect enum ReferenceValue: Equatable, Sendable {
    /// `text`, `url`, `scheme`, `date` and `dateTime`: the text (a URL still percent-encoded as
    /// the pipe grammar keeps it, or as the caller gave it).
    case text(String)
    case integer(Int64)
    /// `flag` and `presence`.
    case boolean(Bool)
    /// An `enum` value, by its case id.
    case enumeration(caseID: String)
    case list([ReferenceValue])

    /// The value as a conformance vector writes it: one column per list item (an empty list is
    /// one empty column), `true`/`false`, an enum's case id, an integer in decimal.
    public var vectorColumns: [String] {
        switch self {
        case .list(let items): items.isEmpty ? [""] : items.flatMap(\.vectorColumns)
        case .text(let text): [text]
        case .integer(let number): [String(number)]
        case .boolean(let flag): [flag ? "true" : "false"]
        case .enumeration(let caseID): [caseID]
        }
    }
}

/// A message's fields in declared order, each with its value.
public typealias FieldValues = [(fieldID: String, value: ReferenceValue)]
