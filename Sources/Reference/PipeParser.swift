import IR

/// Reads a URI as one message of Office's pipe grammar, checking in the order docs/grammar.md's
/// "Reading (parsers)" gives, so the first problem decides the error kind.
struct PipeParser {
    let module: IRModule
    let message: IRMessage
    let pipe: IRPipeEncoding

    /// A `|key|value` pair: its key, where the key starts, and where the value is in the URI. The
    /// abbreviated form's one pair has the URL field's key, which the URI does not write.
    private struct Pair {
        let key: [UInt8]
        let keyOffset: Int
        let value: Range<Int>
    }

    /// The URI cut at its delimiters (steps 1 and 2).
    private struct Parts {
        let scheme: ArraySlice<UInt8>
        let mode: Range<Int>
        let isAbbreviated: Bool
        let flagIDs: [(id: String, offset: Int)]
        let pairs: [Pair]
    }

    func parse(_ uri: [UInt8], strict: Bool) throws(ReferenceError) -> ParsedMessage {
        let parts = try cut(uri)
        let address: ParsedMessage.Address
        switch pipe.address {
        case .app:
            guard let app = module.apps.first(where: { URIBytes.equalIgnoringCase($0.scheme.utf8, parts.scheme) }) else {
                throw ReferenceError("unknownApp", "no app handles the scheme '\(URIBytes.shown(parts.scheme))'", offset: 0)
            }
            address = .app(app.id)
        case .caller:
            address = .scheme(URIBytes.shown(parts.scheme))
        }
        let modeID = try self.modeID(parts, uri)
        if case .app(let appID) = address, let app = module.apps.first(where: { $0.id == appID }), !app.modeIDs.contains(modeID) {
            throw ReferenceError("unsupportedMode", "\(app.name) does not support the mode '\(token(ofMode: modeID))'", offset: parts.mode.lowerBound)
        }
        var parsed = ParsedMessage(messageID: message.id, address: address)
        parsed.modeID = modeID
        parsed.isAbbreviated = parts.isAbbreviated
        var flags: Set<String> = []
        for flag in parts.flagIDs {
            guard flags.insert(flag.id).inserted else {
                throw ReferenceError("duplicateDescriptor", "the flag '\(flag.id)' appears twice", offset: flag.offset)
            }
        }
        parsed.flagIDs = pipe.flags.map(\.id).filter(flags.contains)
        var values: [String: ReferenceValue] = [:]
        var written: [String: [UInt8]] = [:]
        for pair in parts.pairs {
            guard let field = message.keyedFields.first(where: { $0.key.map { pair.key.elementsEqual($0.utf8) } ?? false }) else {
                if strict {
                    throw ReferenceError(
                        "unknownDescriptor", "'\(URIBytes.shown(pair.key))' is not a key of \(message.id)", offset: pair.keyOffset)
                }
                parsed.unknown.append(ParsedMessage.Unknown(key: pair.key, value: Array(uri[pair.value])))
                continue
            }
            do throws(ReferenceError) {
                guard values[field.id] == nil else { throw ReferenceError("duplicateDescriptor", "'\(field.key ?? field.id)' appears twice") }
                if let modes = field.modeIDs, !modes.contains(modeID) {
                    throw ReferenceError.invalid("'\(field.key ?? field.id)' is not allowed in the mode '\(token(ofMode: modeID))'")
                }
                let value = Array(uri[pair.value])
                values[field.id] = try read(field.value, value)
                written[field.id] = value
                if field.checksAppLimits, case .app(let appID) = address, let app = module.apps.first(where: { $0.id == appID }),
                    let problem = URLAnatomy.limitProblem(value, app: app)
                {
                    throw ReferenceError.invalid("the URL \(problem)")
                }
            } catch {
                throw error.at(pair.keyOffset, fieldID: field.id)
            }
        }
        for field in message.fields where values[field.id] == nil {
            if let token = field.defaultToken { values[field.id] = try read(field.value, Array(token.utf8)) }
        }
        if let missing = message.fields.first(where: { $0.isRequired && values[$0.id] == nil }) {
            throw ReferenceError("missingDescriptor", "the required key '\(missing.key ?? missing.id)' is absent", fieldID: missing.id)
        }
        for field in message.fields {
            guard let other = field.sameHostIndex, let url = written[field.id], let otherURL = written[message.fields[other].id] else { continue }
            guard URLAnatomy.sameHost(url, otherURL) else {
                throw ReferenceError.invalid(
                    "the URLs of \(field.id) and \(message.fields[other].id) have different hosts", fieldID: field.id)
            }
        }
        parsed.values = message.fields.compactMap { field in values[field.id].map { (field.id, $0) } }
        return parsed
    }

    /// Steps 4 and 5's token: the abbreviation's mode, else the token after the colon.
    private func modeID(_ parts: Parts, _ uri: [UInt8]) throws(ReferenceError) -> String {
        if parts.isAbbreviated, let abbreviation = pipe.abbreviation { return abbreviation.modeID }
        let token = uri[parts.mode]
        guard let mode = module.modes.first(where: { $0.token.utf8.elementsEqual(token) }) else {
            throw ReferenceError("unknownMode", "'\(URIBytes.shown(token))' is not a mode", offset: parts.mode.lowerBound)
        }
        return mode.id
    }

    private func token(ofMode id: String) -> String { module.modes.first { $0.id == id }?.token ?? id }

    /// Steps 1 and 2: the scheme, the form, the mode, the flags and the pairs.
    private func cut(_ uri: [UInt8]) throws(ReferenceError) -> Parts {
        guard let colon = uri.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            throw ReferenceError("missingScheme", "the URI has no scheme before a colon", offset: 0)
        }
        let scheme = uri[..<colon]
        guard URIBytes.isScheme(scheme) else {
            throw ReferenceError("malformed", "'\(URIBytes.shown(scheme))' is not a valid scheme", offset: 0)
        }
        let body = colon + 1
        let bar = UInt8(ascii: "|")
        if let abbreviation = pipe.abbreviation, let field = message.fields.first(where: { $0.id == abbreviation.fieldID }),
            abbreviation.prefixes.contains(where: { URIBytes.hasPrefixIgnoringCase(uri[body...], $0) })
        {
            if let stray = uri[body...].firstIndex(of: bar) {
                throw ReferenceError("malformed", "the abbreviated form holds a '|'", offset: stray)
            }
            let pair = Pair(key: Array((field.key ?? field.id).utf8), keyOffset: body, value: body..<uri.count)
            return Parts(scheme: scheme, mode: body..<body, isAbbreviated: true, flagIDs: [], pairs: [pair])
        }
        let segments = Self.segments(uri, from: body)
        var index = 1
        var flags: [(id: String, offset: Int)] = []
        while index < segments.count, let flag = pipe.flags.first(where: { uri[segments[index]].elementsEqual($0.token.utf8) }) {
            flags.append((flag.id, segments[index].lowerBound))
            index += 1
        }
        var pairs: [Pair] = []
        while index < segments.count {
            let key = segments[index]
            guard index + 1 < segments.count else {
                throw ReferenceError("malformed", "the key '\(URIBytes.shown(uri[key]))' has no value", offset: key.lowerBound)
            }
            guard !key.isEmpty else { throw ReferenceError("malformed", "a descriptor key is empty", offset: key.lowerBound) }
            pairs.append(Pair(key: Array(uri[key]), keyOffset: key.lowerBound, value: segments[index + 1]))
            index += 2
        }
        return Parts(scheme: scheme, mode: segments[0], isAbbreviated: false, flagIDs: flags, pairs: pairs)
    }

    /// The text after the colon cut at every `|`; or, when it holds no `|` but holds `%7C` or
    /// `%7c`, at those (browsers percent-encode the bars and nothing else).
    private static func segments(_ uri: [UInt8], from body: Int) -> [Range<Int>] {
        let text = body..<uri.count
        if uri[text].contains(UInt8(ascii: "|")) { return URIBytes.split(uri, text, at: UInt8(ascii: "|")) }
        var segments: [Range<Int>] = []
        var start = body
        var index = body
        while index + 2 < uri.count {
            if uri[index] == UInt8(ascii: "%"), uri[index + 1] == UInt8(ascii: "7"), uri[index + 2] | 0x20 == UInt8(ascii: "c") {
                segments.append(start..<index)
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        segments.append(start..<uri.count)
        return segments
    }

    /// A pipe value read by its type (docs/grammar.md, "Values, by type", of the pipe grammar).
    private func read(_ type: IRValueType, _ raw: [UInt8]) throws(ReferenceError) -> ReferenceValue {
        switch type {
        case .url(let schemes):
            guard let text = URIBytes.text(raw) else { throw .invalid("the URL is not UTF-8") }
            try URLValueCodec(module: module).check(.url(schemes: schemes), .text(text))
            return .text(text)
        case .scheme:
            guard URIBytes.isScheme(raw), let text = URIBytes.text(raw) else { throw .invalid("'\(URIBytes.shown(raw))' is not a valid scheme") }
            return .text(text)
        case .boolean(let yes, let no):
            if raw.elementsEqual(yes.utf8) { return .boolean(true) }
            if raw.elementsEqual(no.utf8) { return .boolean(false) }
            throw .invalid("'\(URIBytes.shown(raw))' must be '\(yes)' or '\(no)'")
        case .enumeration(let enumID):
            guard let match = URLValueCodec(module: module).cases(enumID).first(where: { raw.elementsEqual($0.token.utf8) }) else {
                throw .invalid("'\(URIBytes.shown(raw))' is not one of its tokens")
            }
            return .enumeration(caseID: match.id)
        default:
            if let bad = URIBytes.firstBadPercent(raw) { throw .invalid("has a '%' that is not followed by two hex digits at \(bad)") }
            guard let text = URIBytes.text(URIBytes.percentDecoded(raw)) else { throw .invalid("does not decode to UTF-8 text") }
            return .text(text)
        }
    }
}
