import IR

/// A message's URI shapes in the notation the reference explains at its top: literal text as
/// written, `{name}` for a value, `[...]` around what may be left out (pipe grammar), and RFC 6570
/// expressions for the URL grammar's paths and queries (`{+file}` keeps its `/`, `{?a,b}` is a
/// query of those keys in any order).
enum URIShape {
    /// `{app}:{mode}[|flag]|u|{url}[|p|{passback}]`: the pipe grammar's one shape.
    static func pipe(_ message: IRMessage, _ pipe: IRPipeEncoding) -> String {
        var shape = pipe.address == .app ? "{app scheme}:{mode}" : "{caller scheme}:{mode}"
        for flag in pipe.flags { shape += "[|\(flag.token)]" }
        for field in message.fields {
            let pair = "|\(field.key!)|{\(field.id)}"
            shape += field.isRequired ? pair : "[\(pair)]"
        }
        return shape
    }

    /// One carrier's shape: `things:///add{?title,notes}`, `spotify:track:{id}`.
    static func carrier(_ carrier: IRCarrier, of message: IRMessage, apps: [IRApp]) -> String {
        let scheme: String =
            switch carrier.scheme {
            case .app(let appID): apps.first { $0.id == appID }?.scheme ?? appID
            case .literal(let scheme): scheme
            case .callback: "{callback URL}"
            }
        let keys = message.keyedFields.map { $0.key! }
        let query = keys.isEmpty ? "" : "{?" + keys.joined(separator: ",") + "}"
        switch carrier.form {
        case .hierarchical(let host, let path):
            return scheme + "://" + host + path.map { "/" + segment($0) }.joined() + query
        case .opaque(let segments):
            return scheme + ":" + segments.map(segment).joined(separator: ":")
        case .callback:
            return keys.isEmpty ? scheme : scheme + "{&" + keys.joined(separator: ",") + "}"
        }
    }

    private static func segment(_ segment: IRPathSegment) -> String {
        switch segment {
        case .literal(let text): text
        case .field(let id): "{\(id)}"
        case .rest(let id): "{+\(id)}"
        }
    }
}
