import IR

/// The error kinds of the URI grammar (docs/grammar.md), the same in every language and every
/// schema. Listed in the order a parser checks for them, which decides the kind reported when a
/// URI has several problems.
enum ErrorKinds {
    /// The kinds of a module; `unknownAction` and `conflictingDescriptors` come only from the URL
    /// grammar, so a module without URL-grammar messages does not declare them.
    static func kinds(usingURLGrammar: Bool) -> [IRErrorKind] {
        usingURLGrammar ? all : all.filter { !urlGrammarOnly.contains($0.id) }
    }

    private static let urlGrammarOnly: Set<String> = ["unknownAction", "conflictingDescriptors"]

    private static let all: [IRErrorKind] = [
        IRErrorKind(id: "missingScheme", doc: "The URI has no scheme: no colon, or nothing before the first one."),
        IRErrorKind(
            id: "malformed",
            doc: "The URI does not follow the grammar: an invalid scheme, a key without a value, an empty key, or a `|` in an abbreviated URI."),
        IRErrorKind(id: "unknownApp", doc: "The scheme names none of the declared apps."),
        IRErrorKind(id: "unknownAction", doc: "The host or path is not one of the message's URL shapes."),
        IRErrorKind(id: "unknownMode", doc: "The mode token after the colon is not a declared mode."),
        IRErrorKind(id: "unsupportedMode", doc: "The app does not support the requested mode."),
        IRErrorKind(id: "unknownDescriptor", doc: "A key is not one of the message's descriptors (only when parsing strictly; otherwise such pairs are kept aside)."),
        IRErrorKind(id: "duplicateDescriptor", doc: "A key or flag appears more than once."),
        IRErrorKind(id: "invalidValue", doc: "A value is not valid for its descriptor: its type, its mode, the app's limits or its host."),
        IRErrorKind(id: "missingDescriptor", doc: "A required descriptor is absent."),
        IRErrorKind(
            id: "conflictingDescriptors",
            doc: "Two descriptors are both present where the app uses one and ignores the other."),
    ]
}
