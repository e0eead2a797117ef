import IR
import RenderCore

/// Which parts of `Templates/kotlin/UrlCodec.kt.mustache` a module's URL-grammar messages use,
/// so that the file holds no helper nothing calls. Each flag is named after the part it keeps; they
/// sit in their own object (`urlCodec`), apart from the pipe codec's flags of the same names.
enum KotlinUrlCodecContext {
    static func members(_ module: IRModule) -> TemplateObject {
        let messages = module.urlMessages.map(\.message)
        let requests = module.urlMessages.filter { $0.message.callback == nil }
        let fields = messages.flatMap(\.fields)
        let queryFields = messages.flatMap(\.keyedFields)
        let values = fields.flatMap { field -> [IRValueType] in
            if case .list(let item, _) = field.value { return [field.value, item] }
            return [field.value]
        }
        func uses(_ test: (IRValueType) -> Bool) -> Bool { values.contains(where: test) }
        let forms = requests.flatMap { $0.url.carriers.map(\.form) }
        let usesText = uses { if case .text = $0 { true } else { false } }
        let usesUrl = uses { if case .url = $0 { true } else { false } }
        let usesDate = uses { $0 == .date }
        let usesDateTime = uses { $0 == .dateTime }
        let usesPresence = uses { $0 == .presence }
        let usesSeparatorList = uses { if case .list(_, .character) = $0 { true } else { false } }
        let usesRules = messages.flatMap(\.rules)
        let writesValues = queryFields.contains { $0.value != .presence }
        return [
            "hasQueryMessages": .bool(!messages.isEmpty),
            "hasRequests": .bool(!requests.isEmpty),
            "usesCallbacks": .bool(messages.contains { $0.callback != nil }),
            "usesHierarchical": .bool(forms.contains { if case .hierarchical = $0 { true } else { false } }),
            "usesOpaque": .bool(forms.contains { if case .opaque = $0 { true } else { false } }),
            "usesRest": .bool(requests.contains { $0.url.carriers.contains { carrier in
                if case .hierarchical(_, let path) = carrier.form {
                    return path.contains { if case .rest = $0 { true } else { false } }
                }
                return false
            } }),
            "usesText": .bool(usesText),
            "usesAllowed": .bool(uses { if case .text(_, _, let allowed) = $0 { allowed != nil } else { false } }),
            "usesUrl": .bool(usesUrl),
            "usesInteger": .bool(uses { if case .integer = $0 { true } else { false } }),
            "usesFlag": .bool(uses { if case .boolean = $0 { true } else { false } }),
            "usesPresence": .bool(usesPresence),
            "usesDate": .bool(usesDate),
            "usesDateTime": .bool(usesDateTime),
            "usesDateOrDateTime": .bool(usesDate || usesDateTime),
            "usesSeparatorList": .bool(usesSeparatorList),
            "usesList": .bool(uses { if case .list = $0 { true } else { false } }),
            "usesDuplicate": .bool(queryFields.contains { if case .list(_, .repeatedKey) = $0.value { false } else { true } }),
            "usesMissing": .bool(
                queryFields.contains { $0.isRequired && $0.defaultToken == nil }
                    || usesRules.contains { if case .requiredWhen = $0 { true } else { false } }),
            "usesConflicts": .bool(usesRules.contains { if case .overrides = $0 { true } else { false } }),
            "usesQuery": .bool(writesValues),
            "usesName": .bool(writesValues || usesPresence),
            "usesEncoding": .bool(writesValues || !requests.isEmpty),
            "usesAsciiCase": .bool(!requests.isEmpty || usesUrl),
        ]
    }
}
