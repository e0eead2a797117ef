import IR
import Reference

/// An example URI for each message, built by the generator's reference builder from made-up
/// values of the message's required fields (and the first app, mode and carrier it may use), so
/// every example is one the generated builders would write. A message whose fields refuse the
/// made-up values (a text pattern, a narrow range) gets no example rather than a wrong one.
enum ExampleURI {
    static func build(_ message: IRMessage, of module: IRModule) -> String? {
        var pairs: [(name: String, value: [UInt8])] = []
        if case .pipe(let pipe) = message.encoding {
            switch pipe.address {
            case .app:
                guard let app = module.apps.first else { return nil }
                pairs.append(("app", Array(app.id.utf8)))
            case .caller:
                pairs.append(("scheme", Array(exampleScheme.utf8)))
            }
        }
        for field in message.fields where field.isRequired {
            guard let value = example(of: field.value, enums: module.enums) else { return nil }
            pairs.append((field.id, Array(value.utf8)))
        }
        return try? Reference(module: module).build(message.id, BuildArguments(pairs))
    }

    /// The scheme examples give a caller: plainly not any real app's.
    static let exampleScheme = "callerapp"

    /// A value of the type as the reference builder takes it (an enum by its case id).
    private static func example(of type: IRValueType, enums: [IREnum]) -> String? {
        switch type {
        case .text(let minLength, let maxLength, _):
            let length = max(min(max(minLength ?? 0, 7), maxLength ?? 7), 1)
            return String("example".prefix(length)).padding(toLength: length, withPad: "x", startingAt: 0)
        case .url(let schemes):
            let scheme = schemes.map { $0.contains("https") ? "https" : $0.first ?? "https" } ?? "https"
            return "\(scheme)://example.com/document"
        case .scheme: return exampleScheme
        case .integer(let low, let high): return String(min(max(1, low ?? 1), high ?? 1))
        case .boolean, .presence: return "true"
        case .enumeration(let enumID): return enums.first { $0.id == enumID }?.cases.first?.id
        case .date: return "2026-01-31"
        case .dateTime: return "2026-01-31T09:30:00Z"
        case .list(let item, _): return example(of: item, enums: enums)
        }
    }
}
