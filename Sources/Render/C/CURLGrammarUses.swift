import IR

/// Which parts of the URL grammar's codec (`Templates/c/UrlCodec.c.mustache`) a module's
/// messages use, so that only those are emitted: an unused static function is a warning, and
/// warnings are errors in the tests.
struct CURLGrammarUses {
    let switches: [String: Bool]
    /// A builder checks some value (`require_valid`).
    let requiresValid: Bool
    /// A builder refuses some NULL string (`check_given`).
    let checksGiven: Bool
    /// A builder writes a single byte (`put`): a parameter's separator, a rest segment's `/`.
    let writesBytes: Bool
    /// A builder refuses a message whatever its values (`refuse`): an empty required repeated-key
    /// list, a `requiredWhen` or an `overrides` rule.
    let refusesMessages: Bool
    /// The most list fields one message has.
    private let maxListFields: Int

    init(_ module: IRModule) {
        let messages = module.urlMessages.map(\.message)
        // Without URL-grammar messages the templates render none of the codec (`hasQueryMessages`
        // guards every switch), so none is set, and the analysis below is skipped: its temporary
        // collections cost the runtime a first-use look-up of each of their types.
        guard !messages.isEmpty else {
            switches = [:]
            requiresValid = false
            checksGiven = false
            writesBytes = false
            refusesMessages = false
            maxListFields = 0
            return
        }
        let fields = messages.flatMap(\.fields)
        let values = fields.map(\.value)
        let items = values.map { value in if case .list(let item, _) = value { item } else { value } }
        let requests = module.urlMessages.filter { $0.message.callback == nil }
        let forms = requests.flatMap { $0.url.carriers.map(\.form) }
        let segments = forms.flatMap { form -> [IRPathSegment] in
            switch form {
            case .hierarchical(_, let path): path
            case .opaque(let segments): segments
            case .callback: []
            }
        }
        func uses(_ test: (IRValueType) -> Bool) -> Bool { items.contains(where: test) }
        let usesInteger = uses { if case .integer = $0 { true } else { false } }
        let usesBoolean = uses { if case .boolean = $0 { true } else { false } }
        let usesEnum = uses { if case .enumeration = $0 { true } else { false } }
        let usesLists = values.contains { if case .list = $0 { true } else { false } }
        let separatorLists = values.compactMap { value -> IRValueType? in
            if case .list(let item, .character) = value { item } else { nil }
        }
        let usesRepeatedLists = values.contains { if case .list(_, .repeatedKey) = $0 { true } else { false } }
        let usesCallbacks = messages.contains { $0.callback != nil }
        let queryFields = fields.filter { $0.key != nil }
        let enums = Dictionary(uniqueKeysWithValues: module.enums.map { ($0.id, $0) })
        func isAsIs(_ type: IRValueType) -> Bool { CQueryField.isWrittenAsIs(type, enums: enums) }
        // The types written after their parameter's name: single values, and repeated-key items.
        let valueWrites = queryFields.compactMap { field -> IRValueType? in
            switch field.value {
            case .presence, .list(_, .character): nil
            case .list(let item, .repeatedKey): item
            default: field.value
            }
        }
        let encodesValues = valueWrites.contains { !isAsIs($0) }
        let writesValuesAsIs = valueWrites.contains(where: isAsIs)
        // Each path segment a field fills, with its type, and whether it is a rest segment (put_rest).
        let pathWrites = requests.flatMap { message, url in
            url.carriers.flatMap { carrier -> [(type: IRValueType, isRest: Bool)] in
                let path: [IRPathSegment]
                switch carrier.form {
                case .hierarchical(_, let segments), .opaque(let segments): path = segments
                case .callback: path = []
                }
                return path.compactMap { segment in
                    switch segment {
                    case .literal: nil
                    case .field(let id): (message.fields.first { $0.id == id }!.value, false)
                    case .rest(let id): (message.fields.first { $0.id == id }!.value, true)
                    }
                }
            }
        }
        let usesRules = messages.contains { !$0.rules.isEmpty || $0.keyedFields.contains(where: \.isRequired) }
        requiresValid = usesCallbacks || fields.contains { field in
            switch field.value {
            case .boolean, .presence: false
            default: true
            }
        }
        checksGiven = usesCallbacks || fields.contains { field in
            switch field.value {
            case .text, .url, .date, .dateTime: field.isRequired || field.defaultToken != nil
            default: false
            }
        }
        refusesMessages = messages.contains { message in
            !message.rules.isEmpty
                || message.fields.contains { field in
                    if case .list(_, .repeatedKey) = field.value { field.isRequired } else { false }
                }
        }
        writesBytes = !queryFields.isEmpty || usesCallbacks || segments.contains { if case .rest = $0 { true } else { false } }
        maxListFields = messages.map { $0.fields.filter { if case .list = $0.value { true } else { false } }.count }.max() ?? 0
        switches = [
            // `check_decoded`: every value read, of any type, is checked.
            "usesValues": !fields.isEmpty,
            "usesQueryText": uses { if case .text = $0 { true } else { false } },
            "usesQueryURL": usesCallbacks || uses { if case .url = $0 { true } else { false } },
            "usesQueryInteger": usesInteger,
            "usesQueryBoolean": usesBoolean,
            "usesQueryEnum": usesEnum,
            "usesPresence": uses { $0 == .presence },
            "usesDates": uses { $0 == .date || $0 == .dateTime },
            "usesKeys": !queryFields.isEmpty || usesCallbacks,
            "usesLists": usesLists,
            "usesTextLists": values.contains { if case .list(.text, _) = $0 { true } else { false } },
            "usesIntegerLists": values.contains { if case .list(.integer, _) = $0 { true } else { false } },
            "usesSeparatorLists": !separatorLists.isEmpty,
            "usesSeparatorTextLists": separatorLists.contains { if case .text = $0 { true } else { false } },
            "usesRepeatedLists": usesRepeatedLists,
            "usesClaims": queryFields.contains { if case .list(_, .repeatedKey) = $0.value { false } else { true } },
            "usesCallbacks": usesCallbacks,
            "usesRequests": !requests.isEmpty,
            "usesCarriers": !requests.isEmpty,
            "usesHierarchical": forms.contains { if case .hierarchical = $0 { true } else { false } },
            "usesOpaque": forms.contains { if case .opaque = $0 { true } else { false } },
            "usesRest": segments.contains { if case .rest = $0 { true } else { false } },
            "usesQuery": !queryFields.isEmpty,
            "usesStringWrites": writesValuesAsIs || pathWrites.contains { !$0.isRest && isAsIs($0.type) },
            "usesEncoding": encodesValues || !separatorLists.isEmpty
                || pathWrites.contains { $0.isRest || !isAsIs($0.type) },
            "usesTransientDecoding": usesInteger || usesBoolean || usesEnum,
            "usesRules": usesRules,
        ]
    }

    /// `<PREFIX>_TEXT_BUFFER_SIZE(length)`: decoded text takes at most `length` bytes; list items
    /// at most one per two bytes of the URI (an item and its separator, or `k=v&`), and each list
    /// aligns its items, losing less than one string's size, counted twice per list field.
    func textBufferSize(prefix: String) -> String {
        maxListFields == 0 ? "(length)" : "((length) + ((length) / 2 + \(2 * maxListFields)) * sizeof (\(prefix)_string))"
    }
}
