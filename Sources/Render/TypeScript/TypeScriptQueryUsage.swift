import IR
import RenderCore

/// Which parts of `Templates/typescript/UrlCodec.ts.mustache` a module's URL-grammar messages
/// use, so that only those are emitted (an unused helper is an error under `noUnusedLocals`).
/// The requests' carriers are walked once, when it is made; `flags` and `needsEncoding` both
/// read what that walk found.
struct TypeScriptQueryUsage {
    private let messages: [IRMessage]
    private let usesHierarchical: Bool
    private let usesOpaque: Bool
    /// The ids of the fields a request's carrier holds as the rest of its path.
    private let restFields: Set<String>
    /// The ids of the fields a request's carrier holds in one segment (a rest field may be one
    /// in another carrier).
    private let segmentFields: Set<String>

    init(_ module: IRModule) {
        messages = module.urlMessages.map(\.message)
        var usesHierarchical = false
        var usesOpaque = false
        var restFields: Set<String> = []
        var segmentFields: Set<String> = []
        for (request, url) in module.urlMessages where request.callback == nil {
            for carrier in url.carriers {
                let segments: [IRPathSegment]
                switch carrier.form {
                case .hierarchical(_, let path):
                    usesHierarchical = true
                    segments = path
                case .opaque(let path):
                    usesOpaque = true
                    segments = path
                case .callback:
                    segments = []
                }
                for segment in segments {
                    switch segment {
                    case .literal: break
                    case .field(let id): segmentFields.insert(id)
                    case .rest(let id): restFields.insert(id)
                    }
                }
            }
        }
        self.usesHierarchical = usesHierarchical
        self.usesOpaque = usesOpaque
        self.restFields = restFields
        self.segmentFields = segmentFields
    }

    var flags: TemplateObject {
        let requests = messages.filter { $0.callback == nil }
        let fields = messages.flatMap(\.fields)
        let queryFields = fields.filter { $0.key != nil }
        // Every value type, list items included.
        let values = fields.flatMap { field -> [IRValueType] in
            if case .list(let item, _) = field.value { return [field.value, item] }
            return [field.value]
        }
        let uses = { (test: (IRValueType) -> Bool) in TemplateValue.bool(values.contains(where: test)) }
        let rules = messages.flatMap(\.rules)
        let textPathFields = Set(fields.filter { field in
            guard field.key == nil, case .text = field.value else { return false }
            return true
        }.map(\.id))
        let ownSegmentFields = Set(fields.filter { TypeScriptQueryValue.isOwnSegment($0.value) }.map(\.id))
        return [
            "hasQueryMessages": .bool(!messages.isEmpty),
            "queryHasRequests": .bool(!requests.isEmpty),
            "queryHasCallbacks": .bool(messages.contains { $0.callback != nil }),
            "queryWritesQuery": .bool(!queryFields.isEmpty),
            // `duplicateParameter`: a query field read once; a repeated-key list takes every one.
            "queryUsesDuplicates": .bool(queryFields.contains { if case .list(_, .repeatedKey) = $0.value { false } else { true } }),
            "queryUsesHierarchical": .bool(usesHierarchical),
            "queryUsesOpaque": .bool(usesOpaque),
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
    var needsMissingDescriptor: Bool {
        messages.contains { message in
            message.fields.contains(where: \.isRequired) || message.rules.contains { if case .requiredWhen = $0 { true } else { false } }
        }
    }

    /// Some URL-grammar builder percent-encodes: a query field, or a text path field that is not
    /// its own segment.
    var needsEncoding: Bool {
        messages.flatMap(\.fields).contains { field in
            if field.key != nil { return true }
            if case .text = field.value { return !TypeScriptQueryValue.isOwnSegment(field.value) || restFields.contains(field.id) }
            return false
        }
    }
}
