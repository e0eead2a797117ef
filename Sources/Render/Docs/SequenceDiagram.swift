import IR

/// The Mermaid sequence diagram of a launch-and-return exchange: a request and the messages that
/// bring the user back. Participants and arrows are named by ids and schemes only, which the
/// checker restricts to characters Mermaid reads as text.
enum SequenceDiagram {
    /// A URL-grammar request with x-callback-url callbacks: the request, then one branch per callback.
    static func callbacks(request: IRMessage, callbacks: [IRMessage]) -> [String] {
        guard !callbacks.isEmpty else { return [] }
        var lines = [
            "sequenceDiagram",
            "    participant Caller as calling app",
            "    participant App as app",
            "    Caller->>App: \(request.id)",
        ]
        for (index, callback) in callbacks.enumerated() {
            guard let kind = callback.callback?.kind else { continue }
            lines.append("    \(index == 0 ? "alt" : "else") \(kind.rawValue)")
            lines.append("        App->>Caller: x-\(kind.rawValue) URL (\(callback.id))")
        }
        lines.append("    end")
        return lines
    }

    /// A pipe message addressed to an app that names the caller's scheme in a `scheme` field, and
    /// the caller-addressed messages that come back to that scheme.
    static func launchAndReturn(request: IRMessage, returns: [IRMessage]) -> [String] {
        guard !returns.isEmpty, let passback = request.fields.first(where: { $0.value == .scheme }) else { return [] }
        var lines = [
            "sequenceDiagram",
            "    participant Caller as calling app",
            "    participant App as app",
            "    Caller->>App: \(request.id) (\(passback.id) = the caller's scheme)",
        ]
        for message in returns {
            lines.append("    App->>Caller: \(message.id) (to the caller's scheme)")
        }
        return lines
    }
}
