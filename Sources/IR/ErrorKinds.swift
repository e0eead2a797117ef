/// The error kinds of the URI grammars (docs/grammar.md), the same ids in every language. Listed
/// in the order a parser checks for them, which decides the kind reported when a URI has several
/// problems. A module declares only the kinds its grammars can report (Office's pipe grammar, the
/// URL grammar, or both), each documented for those grammars.
public enum ErrorKinds {
    /// Every kind, documented for both grammars: what a language's URI runtime declares, the same
    /// for every schema that shares it.
    public static var runtime: [IRErrorKind] { kinds(usingPipeGrammar: true, usingURLGrammar: true) }

    public static func kinds(usingPipeGrammar pipe: Bool, usingURLGrammar url: Bool) -> [IRErrorKind] {
        let grammar: Grammar = pipe && url ? .both : url ? .url : .pipe
        // Made at its largest size: `compactMap` grew the list from one, allocating five times.
        var kinds: [IRErrorKind] = []
        kinds.reserveCapacity(all.count)
        for kind in all {
            if let doc = kind.doc(grammar) { kinds.append(IRErrorKind(id: kind.id, doc: doc)) }
        }
        return kinds
    }

    private enum Grammar {
        case pipe, url, both
    }

    /// A kind's doc per grammar; `nil` where that grammar never reports it.
    private struct Kind {
        let id: String
        let pipe: String?
        let url: String?
        let both: String?

        func doc(_ grammar: Grammar) -> String? {
            switch grammar {
            case .pipe: pipe
            case .url: url
            case .both: both ?? pipe ?? url
            }
        }
    }

    private static let all: [Kind] = [
        Kind(
            id: "missingScheme", pipe: "The URI has no scheme: no colon, or nothing before the first one.",
            url: "The URI has no scheme: no colon, or nothing before the first one.", both: nil),
        Kind(
            id: "malformed",
            pipe: "The URI does not follow the grammar: an invalid scheme, a key without a value, an empty key, or a `|` in an abbreviated URI.",
            url: "The URI does not follow the grammar: an invalid scheme, a `#`, a `%` not followed by two hex digits, or a parameter without a name.",
            both: "The URI does not follow its grammar: an invalid scheme, a key without a value or without a name, a stray `%` or `#`, or a `|` in an abbreviated URI."),
        Kind(
            id: "unknownApp", pipe: "The scheme names none of the declared apps.",
            url: "The scheme is none of the message's schemes.",
            both: "The scheme names none of the declared apps (in the URL grammar: none of the message's schemes)."),
        Kind(id: "unknownAction", pipe: nil, url: "The host or path is not one of the message's URL shapes.", both: nil),
        Kind(id: "unknownMode", pipe: "The mode token after the colon is not a declared mode.", url: nil, both: nil),
        Kind(id: "unsupportedMode", pipe: "The app does not support the requested mode.", url: nil, both: nil),
        Kind(
            id: "unknownDescriptor",
            pipe: "A key is not one of the message's descriptors (only when parsing strictly; otherwise such pairs are kept aside).",
            url: "A parameter is not one of the message's (only when parsing strictly; otherwise such parameters are kept aside).",
            both: "A key or parameter is not one of the message's (only when parsing strictly; otherwise it is kept aside)."),
        Kind(
            id: "duplicateDescriptor", pipe: "A key or flag appears more than once.",
            url: "A parameter appears more than once (other than a list written as repeated keys).",
            both: "A key, flag or parameter appears more than once."),
        Kind(
            id: "invalidValue",
            pipe: "A value is not valid for its descriptor: its type, its mode, the app's limits or its host.",
            url: "A value is not valid for its type: its form, range, length or characters.",
            both: "A value is not valid for its descriptor: its type, range or length, its mode, the app's limits or its host."),
        Kind(
            id: "missingDescriptor", pipe: "A required descriptor is absent.",
            url: "A required parameter is absent, or one another parameter's value requires.", both: nil),
        Kind(
            id: "conflictingDescriptors", pipe: nil,
            url: "Two parameters are both present where the app uses one and ignores the other.", both: nil),
    ]
}
