import IR
import RenderCore

/// Which parts of `Templates/typescript/UrlCodec.ts.mustache` a module's URL-grammar messages
/// use, so that only those are emitted (an unused helper is an error under `noUnusedLocals`).
enum TypeScriptQueryUsage {
    static func flags(_ module: IRModule) -> [String: TemplateValue] {
        let messages = module.queryMessages
        let requests = messages.filter { $0.callback == nil }
        let fields = messages.flatMap(\.fields)
        let queryFields = fields.filter { $0.key != nil }
        // Every value type, list items included.
        let values = fields.flatMap { field -> [IRValueType] in
            if case .list(let item, _) = field.value { return [field.value, item] }
            return [field.value]
        }
        let forms = requests.flatMap(\.carriers).map(\.form)
        let uses = { (test: (IRValueType) -> Bool) in TemplateValue.bool(values.contains(where: test)) }
        let rules = messages.flatMap(\.rules)
        let textPathFields = Set(fields.filter { field in
            guard field.key == nil, case .text = field.value else { return false }
            return true
        }.map(\.id))
        let ownSegmentFields = Set(fields.filter { TypeScriptQueryValue.isOwnSegment($0.value) }.map(\.id))
        let restFields = Self.restFields(module)
        // Fields some carrier holds in one segment (a rest field may be one in another carrier).
        let segmentFields = Self.fields(in: module) { if case .field(let id) = $0 { id } else { nil } }
        return [
            "hasQueryMessages": .bool(!messages.isEmpty),
            "queryHasRequests": .bool(!requests.isEmpty),
            "queryHasCallbacks": .bool(messages.contains { $0.callback != nil }),
            "queryWritesQuery": .bool(!queryFields.isEmpty),
            "queryUsesHierarchical": .bool(forms.contains { if case .hierarchical = $0 { true } else { false } }),
            "queryUsesOpaque": .bool(forms.contains { if case .opaque = $0 { true } else { false } }),
            "queryUsesPathFields": .bool(fields.contains { $0.key == nil }),
            "queryUsesRest": .bool(!restFields.isEmpty),
            "queryUsesSegmentText": .bool(!textPathFields.subtracting(ownSegmentFields).isDisjoint(with: segmentFields)),
            "queryUsesConflicts": .bool(rules.contains { if case .overrides = $0 { true } else { false } }),
            "queryUsesPresence": uses { $0 == .presence },
            "queryUsesTextLimits": uses { if case .text(nil, nil, nil) = $0 { false } else if case .text = $0 { true } else { false } },
            "queryUsesAllowed": uses { if case .text(_, _, .some) = $0 { true } else { false } },
            "queryUsesUrl": uses { if case .url = $0 { true } else { false } },
            "queryUsesInteger": uses { if case .integer = $0 { true } else { false } },
            "queryUsesBoolean": uses { if case .boolean = $0 { true } else { false } },
            "queryUsesEnum": uses { if case .enumeration = $0 { true } else { false } },
            "queryUsesDate": uses { $0 == .date },
            "queryUsesDateTime": uses { $0 == .dateTime },
            "queryUsesDates": uses { $0 == .date || $0 == .dateTime },
            "queryUsesSeparatorList": uses { if case .list(_, .character) = $0 { true } else { false } },
            "queryUsesListItem": uses { if case .list(.text, .repeatedKey) = $0 { true } else { false } },
        ]
    }

    /// Some URL-grammar message needs `missingDescriptor`: a required field, or a `requiredWhen` rule.
    static func needsMissingDescriptor(_ module: IRModule) -> Bool {
        module.queryMessages.contains { message in
            message.fields.contains(where: \.isRequired) || message.rules.contains { if case .requiredWhen = $0 { true } else { false } }
        }
    }

    /// Some URL-grammar builder percent-encodes: a query field, or a text path field that is not
    /// its own segment.
    static func needsEncoding(_ module: IRModule) -> Bool {
        let rest = restFields(module)
        return module.queryMessages.flatMap(\.fields).contains { field in
            if field.key != nil { return true }
            if case .text = field.value { return !TypeScriptQueryValue.isOwnSegment(field.value) || rest.contains(field.id) }
            return false
        }
    }

    /// The ids of the fields a request's carrier holds as the rest of its path.
    private static func restFields(_ module: IRModule) -> Set<String> {
        fields(in: module) { if case .rest(let id) = $0 { id } else { nil } }
    }

    /// The ids `pick` finds in the path segments of every request's carriers.
    private static func fields(in module: IRModule, _ pick: (IRPathSegment) -> String?) -> Set<String> {
        let carriers = module.queryMessages.filter { $0.callback == nil }.flatMap(\.carriers)
        let segments = carriers.flatMap { carrier -> [IRPathSegment] in
            switch carrier.form {
            case .hierarchical(_, let path), .opaque(let path): return path
            case .callback: return []
            }
        }
        return Set(segments.compactMap(pick))
    }
}
