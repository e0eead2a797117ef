import IR

/// Reads a URI as one message of the URL grammar, step by step as docs/grammar.md's "Reading
/// (parsers)" orders them, and its "Callbacks" for a callback's message.
struct URLParser {
    let module: IRModule
    let message: IRMessage
    let encoding: IRURLEncoding

    private var codec: URLValueCodec { URLValueCodec(module: module) }

    /// A query parameter: where it starts in the URI, as written, and its decoded name and value
    /// (nil without `=`).
    private struct Parameter {
        let offset: Int
        let written: ArraySlice<UInt8>
        let name: [UInt8]
        let value: [UInt8]?
    }

    /// Appends to `attempts` each carrier tried and why it failed.
    func parse(_ uri: [UInt8], strict: Bool, attempts: inout [CarrierAttempt]) throws(ReferenceError) -> ParsedMessage {
        guard let colon = uri.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            throw ReferenceError("missingScheme", "the URI has no scheme before a colon", offset: 0)
        }
        guard URIBytes.isScheme(uri[..<colon]) else {
            throw ReferenceError("malformed", "'\(URIBytes.shown(uri[..<colon]))' is not a valid scheme", offset: 0)
        }
        if let hash = uri.firstIndex(of: UInt8(ascii: "#")) { throw ReferenceError("malformed", "the URI holds a '#'", offset: hash) }
        let body = colon + 1
        if let bad = URIBytes.firstBadPercent(Array(uri[body...])) {
            throw ReferenceError("malformed", "a '%' is not followed by two hex digits", offset: body + bad)
        }
        let question = uri[body...].firstIndex(of: UInt8(ascii: "?"))
        let parameters = try self.parameters(uri, from: question.map { $0 + 1 })
        if message.callback != nil { return try parsedCallback(Array(uri[..<(question ?? uri.count)]), parameters) }

        var matched: (carrier: IRCarrier, segments: [Range<Int>])?
        for carrier in encoding.carriers {
            let scheme = self.scheme(of: carrier)
            guard URIBytes.equalIgnoringCase(scheme.utf8, uri[..<colon]) else {
                attempts.append(CarrierAttempt(
                    messageID: message.id, carrierID: carrier.id,
                    error: ReferenceError("unknownApp", "the scheme is not '\(scheme)'", offset: 0)))
                continue
            }
            guard let segments = self.segments(of: carrier, in: uri, from: body) else {
                attempts.append(CarrierAttempt(
                    messageID: message.id, carrierID: carrier.id,
                    error: ReferenceError("unknownAction", "the host and path are not \(Self.shape(of: carrier))", offset: body)))
                continue
            }
            matched = (carrier, segments)
            break
        }
        guard let (carrier, segments) = matched else {
            let schemes = encoding.carriers.map(scheme(of:))
            if !schemes.contains(where: { URIBytes.equalIgnoringCase($0.utf8, uri[..<colon]) }) {
                throw ReferenceError(
                    "unknownApp", "no carrier has the scheme '\(URIBytes.shown(uri[..<colon]))'", offset: 0)
            }
            throw ReferenceError("unknownAction", "the host and path of the URI are none of \(message.id)'s", offset: body)
        }
        var parsed = ParsedMessage(
            messageID: message.id, address: .carrier(id: carrier.id, isOneOfSeveral: encoding.carriers.count > 1))
        do throws(ReferenceError) {
            parsed.values = try read(carrier, segments, uri, parameters, strict: strict, unknown: &parsed.unknown)
        } catch {
            attempts.append(CarrierAttempt(messageID: message.id, carrierID: carrier.id, error: error))
            throw error
        }
        attempts.append(CarrierAttempt(messageID: message.id, carrierID: carrier.id, error: nil))
        return parsed
    }

    /// Steps 5 to 9, once the carrier is known.
    private func read(
        _ carrier: IRCarrier, _ segments: [Range<Int>], _ uri: [UInt8], _ parameters: [Parameter], strict: Bool,
        unknown: inout [ParsedMessage.Unknown]
    ) throws(ReferenceError) -> FieldValues {
        var values: [String: ReferenceValue] = [:]
        for (segment, range) in zip(Self.segments(of: carrier), segments) {
            let fieldID: String
            switch segment {
            case .literal: continue
            case .field(let id), .rest(let id): fieldID = id
            }
            guard let field = message.fields.first(where: { $0.id == fieldID }) else { continue }
            let decoded = URIBytes.percentDecoded(Array(uri[range]))
            do throws(ReferenceError) {
                values[fieldID] = try codec.read(field.value, decoded)
            } catch {
                throw error.at(range.lowerBound, fieldID: fieldID)
            }
            if case .rest = segment, URIBytes.split(decoded, decoded.indices, at: UInt8(ascii: "/")).contains(where: \.isEmpty) {
                throw ReferenceError.invalid(
                    "the path '\(URIBytes.shown(uri[range]))' decodes to an empty path segment", offset: range.lowerBound,
                    fieldID: fieldID)
            }
        }
        for parameter in parameters {
            guard let field = field(named: parameter.name) else {
                if strict {
                    throw ReferenceError(
                        "unknownDescriptor", "'\(URIBytes.shown(parameter.name))' is not a parameter of \(message.id)",
                        offset: parameter.offset)
                }
                guard URIBytes.text(parameter.value ?? []) != nil else {
                    throw ReferenceError.invalid("a parameter's value does not decode to UTF-8 text", offset: parameter.offset)
                }
                unknown.append(ParsedMessage.Unknown(key: parameter.name, value: parameter.value ?? []))
                continue
            }
            try readParameter(field, parameter, into: &values)
        }
        return try finished(values)
    }

    /// Step 6 for a declared parameter.
    private func readParameter(_ field: IRField, _ parameter: Parameter, into values: inout [String: ReferenceValue]) throws(ReferenceError) {
        do throws(ReferenceError) {
            if case .list(let item, .repeatedKey) = field.value {
                let value = try codec.read(item, parameter.value)
                try codec.check(field.value, .list([value]))
                guard case .list(let items) = values[field.id] ?? .list([]) else { return }
                values[field.id] = .list(items + [value])
                return
            }
            guard values[field.id] == nil else {
                throw ReferenceError("duplicateDescriptor", "'\(field.key ?? field.id)' appears twice")
            }
            values[field.id] = try codec.read(field.value, parameter.value)
        } catch {
            throw error.at(parameter.offset, fieldID: field.id)
        }
    }

    /// Steps 7 to 9: defaults, then the rules; the values in declared order.
    private func finished(_ read: [String: ReferenceValue]) throws(ReferenceError) -> FieldValues {
        var values = read
        for field in message.fields where values[field.id] == nil {
            guard let token = field.defaultToken else { continue }
            values[field.id] = try codec.read(field.value, Array(token.utf8))
        }
        try FieldRules(message: message, codec: codec).check(values)
        return message.fields.compactMap { field in values[field.id].map { (field.id, $0) } }
    }

    /// "Callbacks", parsing: the results read, the caller's own parameters left in the callback URL.
    private func parsedCallback(_ base: [UInt8], _ parameters: [Parameter]) throws(ReferenceError) -> ParsedMessage {
        var values: [String: ReferenceValue] = [:]
        var kept: [ArraySlice<UInt8>] = []
        for parameter in parameters {
            guard let field = field(named: parameter.name) else {
                kept.append(parameter.written)
                continue
            }
            try readParameter(field, parameter, into: &values)
        }
        let url = base + (kept.isEmpty ? [] : [UInt8(ascii: "?")] + Array(kept.joined(separator: [UInt8(ascii: "&")])))
        var parsed = ParsedMessage(messageID: message.id, address: .callbackURL(URIBytes.shown(url)))
        parsed.values = try finished(values)
        return parsed
    }

    /// Step 2's part on the query: empty parameters skipped, an empty name malformed.
    private func parameters(_ uri: [UInt8], from start: Int?) throws(ReferenceError) -> [Parameter] {
        guard let start else { return [] }
        var parameters: [Parameter] = []
        for range in URIBytes.split(uri, start..<uri.count, at: UInt8(ascii: "&")) where !range.isEmpty {
            let written = uri[range]
            let equals = written.firstIndex(of: UInt8(ascii: "="))
            var name = Array(written[..<(equals ?? range.upperBound)])
            var value = equals.map { Array(written[($0 + 1)...]) }
            guard !name.isEmpty else { throw ReferenceError("malformed", "a parameter's name is empty", offset: range.lowerBound) }
            if encoding.plusMeansSpace {
                name = name.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
                value = value?.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
            }
            let decodedName = URIBytes.percentDecoded(name)
            guard URIBytes.text(decodedName) != nil else {
                throw ReferenceError("malformed", "a parameter's name does not decode to UTF-8 text", offset: range.lowerBound)
            }
            parameters.append(Parameter(
                offset: range.lowerBound, written: written, name: decodedName, value: value.map(URIBytes.percentDecoded)))
        }
        return parameters
    }

    /// Step 4 for one carrier: where each of its segments is in the URI, or nil.
    private func segments(of carrier: IRCarrier, in uri: [UInt8], from body: Int) -> [Range<Int>]? {
        let expected = Self.segments(of: carrier)
        var written: [Range<Int>]
        switch carrier.form {
        case .opaque:
            guard uri[body...].first != UInt8(ascii: "/"), !uri[body...].contains(UInt8(ascii: "?")) else { return nil }
            written = URIBytes.split(uri, body..<uri.count, at: UInt8(ascii: ":"))
        case .hierarchical(let host, _):
            guard uri[body...].starts(with: "//".utf8) else { return nil }
            let end = uri[body...].firstIndex(of: UInt8(ascii: "?")) ?? uri.count
            let slash = uri[(body + 2)..<end].firstIndex(of: UInt8(ascii: "/"))
            guard URIBytes.equalIgnoringCase(uri[(body + 2)..<(slash ?? end)], host.utf8) else { return nil }
            written = slash.map { URIBytes.split(uri, ($0 + 1)..<end, at: UInt8(ascii: "/")) } ?? []
        case .callback:
            return nil
        }
        let hasRest = { if case .rest = expected.last { true } else { false } }()
        guard written.count == expected.count || (hasRest && written.count > expected.count) else { return nil }
        var matched: [Range<Int>] = []
        for (index, segment) in expected.enumerated() {
            switch segment {
            case .literal(let literal):
                guard uri[written[index]].elementsEqual(literal.utf8) else { return nil }
                matched.append(written[index])
            case .field:
                guard !written[index].isEmpty else { return nil }
                matched.append(written[index])
            case .rest:
                guard !written[index...].contains(where: \.isEmpty) else { return nil }
                matched.append(written[index].lowerBound..<written[written.count - 1].upperBound)
            }
        }
        return matched
    }

    private func field(named name: [UInt8]) -> IRField? {
        message.fields.first { $0.key.map { $0.utf8.elementsEqual(name) } ?? false }
    }

    func scheme(of carrier: IRCarrier) -> String {
        switch carrier.scheme {
        case .app(let appID): module.apps.first { $0.id == appID }?.scheme ?? appID
        case .literal(let scheme): scheme
        case .callback: ""
        }
    }

    static func segments(of carrier: IRCarrier) -> [IRPathSegment] {
        switch carrier.form {
        case .hierarchical(_, let path): path
        case .opaque(let segments): segments
        case .callback: []
        }
    }

    /// A carrier's shape for people: `//host/literal/{field}` or `literal:{field}`.
    static func shape(of carrier: IRCarrier) -> String {
        let segments = segments(of: carrier).map { segment in
            switch segment {
            case .literal(let literal): literal
            case .field(let id): "{\(id)}"
            case .rest(let id): "{+\(id)}"
            }
        }
        switch carrier.form {
        case .hierarchical(let host, _): return "//" + host + segments.map { "/" + $0 }.joined()
        case .opaque: return segments.joined(separator: ":")
        case .callback: return "a callback URL"
        }
    }
}
