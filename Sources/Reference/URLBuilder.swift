import IR

/// Writes one message of the URL grammar as docs/grammar.md's "Writing (builders)" and
/// "Callbacks" say, after the checks in their order.
struct URLBuilder {
    let module: IRModule
    let message: IRMessage
    let encoding: IRURLEncoding

    private var codec: URLValueCodec { URLValueCodec(module: module) }

    /// `carrierID` nil means the first carrier; `callbackURL` is a callback message's only address.
    func build(_ given: [String: ReferenceValue], carrierID: String?, callbackURL: String?) throws(ReferenceError) -> String {
        // An empty repeatedKey list writes nothing and reads back absent: it counts as absent.
        let values = given.filter { id, value in
            guard case .list(let items) = value, items.isEmpty, let field = field(id), case .list(_, .repeatedKey) = field.value
            else { return true }
            return false
        }
        var carrier: IRCarrier?
        if message.callback != nil {
            guard let callbackURL else { throw ReferenceError("missingDescriptor", "a callback needs the callback URL", fieldID: "callbackUrl") }
            do throws(ReferenceError) {
                try codec.check(.url(schemes: nil), .text(callbackURL))
            } catch {
                throw error.at(nil, fieldID: "callbackUrl")
            }
            guard !callbackURL.contains("#") else { throw .invalid("the callback URL holds a '#'", fieldID: "callbackUrl") }
        } else {
            carrier = try self.carrier(carrierID)
        }
        for field in message.fields {
            guard let value = values[field.id] else { continue }
            do throws(ReferenceError) {
                try codec.check(field.value, value)
                if let carrier { try checkPath(field, value, carrier) }
            } catch {
                throw error.at(nil, fieldID: field.id)
            }
        }
        try FieldRules(message: message, codec: codec).check(values)
        let query = queryParameters(values).joined(separator: "&")
        guard let carrier else { return Self.appending(query, to: callbackURL ?? "") }
        let written = path(carrier, values)
        return query.isEmpty ? written : written + "?" + query
    }

    /// "Callbacks", building: the results added to the caller's URL, after `?`, or `&` unless its
    /// query is empty or already ends with `&`.
    private static func appending(_ query: String, to url: String) -> String {
        if query.isEmpty { return url }
        guard let question = url.firstIndex(of: "?") else { return url + "?" + query }
        let separator = url.index(after: question) == url.endIndex || url.hasSuffix("&") ? "" : "&"
        return url + separator + query
    }

    private func carrier(_ id: String?) throws(ReferenceError) -> IRCarrier {
        guard let id else { return encoding.carriers[0] }
        guard let carrier = encoding.carriers.first(where: { $0.id == id }) else {
            throw .invalid(
                "\(message.id) has no carrier '\(id)'; it has \(encoding.carriers.map(\.id).joined(separator: ", "))",
                fieldID: "carrier")
        }
        return carrier
    }

    /// A path field's value may not be empty, nor, in a rest segment, hold an empty segment.
    private func checkPath(_ field: IRField, _ value: ReferenceValue, _ carrier: IRCarrier) throws(ReferenceError) {
        for segment in URLParser.segments(of: carrier) {
            switch segment {
            case .field(field.id) where codec.token(field.value, value).isEmpty:
                throw .invalid("the path field \(field.id) would write an empty segment")
            case .rest(field.id) where codec.token(field.value, value).split(separator: "/", omittingEmptySubsequences: false)
                .contains(where: \.isEmpty):
                throw .invalid("the path field \(field.id) would write an empty segment")
            default:
                continue
            }
        }
    }

    /// Step 4: the query fields in declared order.
    private func queryParameters(_ values: [String: ReferenceValue]) -> [String] {
        var parameters: [String] = []
        for field in message.fields {
            guard let key = field.key, let value = values[field.id] else { continue }
            if let defaultToken = field.defaultToken, codec.token(field.value, value) == defaultToken { continue }
            switch (field.value, value) {
            case (.presence, .boolean(let isSet)):
                if isSet { parameters.append(key) }
            case (.list(let item, .repeatedKey), .list(let items)):
                parameters += items.map { key + "=" + encoded(codec.token(item, $0)) }
            default:
                parameters.append(key + "=" + encoded(codec.token(field.value, value)))
            }
        }
        return parameters
    }

    /// Steps 2 and 3: the scheme, then `//host/segments` or `:segments`.
    private func path(_ carrier: IRCarrier, _ values: [String: ReferenceValue]) -> String {
        let segments = URLParser.segments(of: carrier).map { segment in
            switch segment {
            case .literal(let literal): return literal
            case .field(let id), .rest(let id):
                guard let field = field(id), let value = values[id] else { return "" }
                let isRest = { if case .rest = segment { true } else { false } }()
                return encoded(codec.token(field.value, value), keeping: isRest ? UInt8(ascii: "/") : nil)
            }
        }
        let scheme = URLParser(module: module, message: message, encoding: encoding).scheme(of: carrier)
        switch carrier.form {
        case .opaque: return scheme + ":" + segments.joined(separator: ":")
        case .hierarchical(let host, _): return scheme + "://" + host + segments.map { "/" + $0 }.joined()
        case .callback: return ""
        }
    }

    private func encoded(_ text: String, keeping extra: UInt8? = nil) -> String {
        String(decoding: URIBytes.encodedText(text, keeping: extra), as: UTF8.self)
    }

    private func field(_ id: String) -> IRField? { message.fields.first { $0.id == id } }
}
