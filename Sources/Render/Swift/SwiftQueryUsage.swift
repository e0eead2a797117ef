import IR
import RenderCore

/// Which parts of the URL grammar's codec a module's messages use, so that `URLCodec.swift`
/// emits only those (`usesIntegers`, `usesRest`, ...).
enum SwiftQueryUsage {
    static func flags(_ module: IRModule) -> TemplateObject {
        let messages = module.queryMessages
        let types = messages.flatMap { $0.fields.flatMap { expanded($0.value) } }
        let segments = messages.flatMap { message in
            message.carriers.flatMap { carrier -> [IRPathSegment] in
                switch carrier.form {
                case .hierarchical(_, let path), .opaque(let path): return path
                case .callback: return []
                }
            }
        }
        func uses(_ test: (IRValueType) -> Bool) -> TemplateValue { .bool(types.contains(where: test)) }
        return [
            "hasQueryMessages": .bool(!messages.isEmpty),
            "usesRequests": .bool(messages.contains { $0.callback == nil }),
            "usesCallbacks": .bool(messages.contains { $0.callback != nil }),
            "usesPathFields": .bool(segments.contains { if case .field = $0 { return true } else { return false } }),
            "usesRest": .bool(segments.contains { if case .rest = $0 { return true } else { return false } }),
            "usesConflicts": .bool(messages.contains { $0.rules.contains { if case .overrides = $0 { return true } else { return false } } }),
            "usesURLValues": uses { if case .url = $0 { return true } else { return false } },
            "usesIntegers": uses { if case .integer = $0 { return true } else { return false } },
            "usesBooleans": uses { if case .boolean = $0 { return true } else { return false } },
            "usesPresence": uses { $0 == .presence },
            "usesCases": uses { if case .enumeration = $0 { return true } else { return false } },
            "usesDates": uses { $0 == .date || $0 == .dateTime },
            "usesDateTimes": uses { $0 == .dateTime },
            "usesLists": uses { if case .list(_, .character) = $0 { return true } else { return false } },
            "usesRepeatedLists": uses { if case .list(_, .repeatedKey) = $0 { return true } else { return false } },
        ]
    }

    /// A type and, for a list, its item's type.
    private static func expanded(_ type: IRValueType) -> [IRValueType] {
        if case .list(let item, _) = type { return [type, item] }
        return [type]
    }
}
