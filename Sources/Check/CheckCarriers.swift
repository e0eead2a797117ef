import Load

/// A checked carrier with where it and the fields its segments name were written, for the
/// rules that relate the carriers to the message's fields.
struct CarrierDraft {
    let carrier: Schema.Carrier
    let location: SourceLocation
    /// Each segment's field, in segment order, where it was written.
    let fieldReferences: [Located<String>]
    /// The field of a rest segment, where it was written.
    let restField: Located<String>?

    /// How diagnostics name it: "carrier 'web'", or "the carrier" when it has no id.
    var name: String { carrier.id.map { "carrier '\($0)'" } ?? "the carrier" }
}

extension Checker {
    /// A message's `carriers`: at least one; ids required when there are several.
    func checkCarriers(_ list: Located<[JSONNode]>?, owner: String, messageID: String?, apps: [Schema.App]?) -> [CarrierDraft]? {
        var ids = UniqueNames("carrier id", diagnostics: diagnostics)
        let several = (list?.value.count ?? 0) > 1
        return checkList(list, key: "carriers", kind: "carrier", owner: owner) { object in
            let id = object.contains("id") ? identifier(object, kind: "carrier") : nil
            if let id { ids.insert(id) }
            if several, !object.contains("id") {
                diagnostics.error("\(object.what) needs an 'id': \(owner) has several carriers", at: object.location)
            }
            if let id, let messageID { locations.record(.carrier(message: messageID, carrier: id.value), object) }
            let scheme = carrierScheme(object, apps: apps)
            let form = carrierForm(object)
            let doc = text(object, key: "doc", kind: .doc)
            guard let scheme, let form, !several || id != nil else { return nil }
            return CarrierDraft(
                carrier: Schema.Carrier(id: id?.value, scheme: scheme, form: form.form, doc: doc?.value),
                location: object.location, fieldReferences: form.fields, restField: form.rest)
        }
    }

    /// Exactly one of `app` (a declared app's id) and `scheme` (a fixed scheme).
    private func carrierScheme(_ object: ObjectReader, apps: [Schema.App]?) -> Schema.CarrierScheme? {
        switch (object.contains("app"), object.contains("scheme")) {
        case (true, false):
            guard let app = object.string("app") else { return nil }
            guard let apps else { return nil }
            guard apps.contains(where: { $0.id == app.value }) else {
                diagnostics.error(
                    Suggestion.appended(
                        to: "\(object.what) names app '\(app.value)', which is not declared in 'apps'", for: app.value,
                        among: apps.map(\.id)),
                    at: app.location)
                return nil
            }
            return .app(app.value)
        case (false, true):
            return scheme(object, kind: "carrier").map { .literal($0.value) }
        default:
            _ = object.node("app", required: false)
            _ = object.node("scheme", required: false)
            diagnostics.error(
                "\(object.what) needs exactly one of 'app' (the scheme of a declared app) and 'scheme' (a fixed scheme such as https)",
                at: object.location)
            return nil
        }
    }

    /// Exactly one of `host` (with an optional `path`) and `opaque`.
    private func carrierForm(_ object: ObjectReader) -> (form: Schema.CarrierForm, fields: [Located<String>], rest: Located<String>?)? {
        switch (object.contains("host"), object.contains("opaque")) {
        case (true, false):
            let host = carrierHost(object)
            let path = object.array("path", required: false)
            let read = path.map { segments($0, of: object.what, hierarchical: true) } ?? ([], [], nil)
            guard let host, let list = read.list else { return nil }
            return (.hierarchical(host: host, path: list), read.fields, read.rest)
        case (false, true):
            guard let opaque = object.array("opaque") else { return nil }
            if opaque.value.isEmpty {
                diagnostics.error("'opaque' must list at least one segment", at: opaque.location)
                return nil
            }
            if object.contains("path") {
                _ = object.node("path", required: false)
                diagnostics.error("\(object.what) has 'opaque' segments, so it cannot also have a 'path'", at: object.location)
                return nil
            }
            let read = segments(opaque, of: object.what, hierarchical: false)
            guard let list = read.list else { return nil }
            return (.opaque(list), read.fields, nil)
        default:
            _ = object.node("host", required: false)
            _ = object.node("opaque", required: false)
            diagnostics.error(
                "\(object.what) needs exactly one of 'host' (with an optional 'path': scheme://host/path) and 'opaque' (scheme:a:b)",
                at: object.location)
            return nil
        }
    }

    /// Printable ASCII without `/ ? # @ :`, possibly empty (`things:///add`).
    private func carrierHost(_ object: ObjectReader) -> String? {
        guard let host = object.string("host") else { return nil }
        guard host.value.isEmpty || Rules.isPrintableASCII(host.value), !host.value.contains(where: { "/?#@:".contains($0) }) else {
            diagnostics.error(
                "host '\(host.value)' of \(object.what) must be printable ASCII without spaces, '/', '?', '#', '@' or ':' (it may be empty)",
                at: host.location)
            return nil
        }
        return host.value
    }

    /// Literal segments (unreserved characters) and field segments, each field at most once;
    /// a rest segment only last, and only in a hierarchical path.
    private func segments(
        _ list: Located<[JSONNode]>, of owner: String, hierarchical: Bool
    ) -> (list: [Schema.Segment]?, fields: [Located<String>], rest: Located<String>?) {
        var used = UniqueNames("segment field", diagnostics: diagnostics)
        var segments: [Schema.Segment] = []
        var fields: [Located<String>] = []
        var rest: Located<String>?
        var valid = true
        for (index, node) in list.value.enumerated() {
            if case .string(let literal) = node.value {
                if Rules.isToken(literal) {
                    segments.append(.literal(literal))
                } else {
                    diagnostics.error(
                        "a literal segment must be non-empty and use only letters, digits and - . _ ~, found '\(literal)'",
                        at: node.location)
                    valid = false
                }
                continue
            }
            guard case .object = node.value else {
                diagnostics.error(
                    "a segment must be a literal (a string) or a field ({ \"field\": \"<descriptor id>\" }), found \(node.value.kindDescription)",
                    at: node.location)
                valid = false
                continue
            }
            guard let object = ObjectReader(node, what: "segment #\(index + 1) of \(owner)", diagnostics: diagnostics),
                let field = object.string("field")
            else {
                valid = false
                continue
            }
            let isRest = object.bool("rest")
            object.finish()
            guard used.insert(field) else {
                valid = false
                continue
            }
            fields.append(field)
            guard let isRest, isRest.value else {
                segments.append(.field(field.value))
                continue
            }
            if !hierarchical || index != list.value.count - 1 {
                diagnostics.error(
                    "a rest segment must be the last segment of a 'path' (an opaque carrier has none)", at: isRest.location)
                valid = false
            }
            segments.append(.rest(field.value))
            rest = field
        }
        return (valid ? segments : nil, fields, rest)
    }
}
