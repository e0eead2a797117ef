import IR

/// What `schemegen explain` says about a URI: the message it is, or why it is none, and every
/// message and carrier tried on the way.
public struct Explanation: Sendable {
    public let uri: [UInt8]
    public let parsed: ParsedMessage?
    /// The error of the message that came closest, when none took the URI.
    public let error: (messageID: String, error: ReferenceError)?
    public let attempts: [CarrierAttempt]
}

extension Reference {
    /// Tries `messageID`, or else every message that is not a callback's in declared order (a
    /// callback's message takes any URL, so it is tried only when named), and stops at the first
    /// that takes the URI. When none does, the error is that of the closest message: one whose own
    /// scheme the URI has before one that takes any scheme (a return message addressed to the
    /// caller), then the latest kind in the order parsers check them (`ErrorKinds`), then the first.
    public func explain(_ uri: [UInt8], messageID: String? = nil, strict: Bool = false) -> Explanation {
        let candidates = messageID.map { [$0] } ?? module.messages.filter { $0.callback == nil }.map(\.id)
        var attempts: [CarrierAttempt] = []
        var closest: (messageID: String, error: ReferenceError, closeness: (Int, Int))?
        for candidate in candidates {
            do throws(ReferenceError) {
                let parsed = try parse(uri, as: candidate, strict: strict, attempts: &attempts)
                return Explanation(uri: uri, parsed: parsed, error: nil, attempts: attempts)
            } catch {
                let closeness = self.closeness(of: error, candidate)
                if closest.map({ closeness > $0.closeness }) ?? true { closest = (candidate, error, closeness) }
            }
        }
        return Explanation(uri: uri, parsed: nil, error: closest.map { ($0.messageID, $0.error) }, attempts: attempts)
    }

    /// How far a message got with a URI: whether the URI's scheme is one the message names, then
    /// the error kind's place in the order parsers check them.
    private func closeness(of error: ReferenceError, _ messageID: String) -> (Int, Int) {
        let order = ErrorKinds.runtime.map(\.id)
        let rank = order.firstIndex(of: error.kind) ?? 0
        let namesItsSchemes = message(messageID).map { $0.pipe?.address == .app || ($0.url != nil && $0.callback == nil) } ?? false
        let schemeMatched = namesItsSchemes && rank > (order.firstIndex(of: "unknownApp") ?? 0)
        return (schemeMatched ? 1 : 0, rank)
    }
}

extension Explanation {
    /// The explanation as JSON; `listingAttempts` adds `tried`, each message or carrier and why it
    /// failed.
    public func json(listingAttempts: Bool) -> JSONValue {
        var members = [JSONValue.Member("uri", .string(URIBytes.shown(uri)))]
        if let parsed {
            members += parsed.jsonMembers
        } else if let (messageID, error) = error {
            members.append(JSONValue.Member("error", error.json(messageID: messageID)))
        }
        if listingAttempts {
            members.append(JSONValue.Member("tried", .array(attempts.map { attempt in
                var tried = [JSONValue.Member("message", .string(attempt.messageID))]
                if let carrierID = attempt.carrierID { tried.append(JSONValue.Member("carrier", .string(carrierID))) }
                tried.append(attempt.error.map { JSONValue.Member("error", $0.json(messageID: nil)) } ?? JSONValue.Member("matched", .bool(true)))
                return .object(tried)
            })))
        }
        return .object(members)
    }
}

extension ReferenceError {
    /// `kind`, then `offset` and `field` when known, then `reason`; `message` first when given.
    public func json(messageID: String?) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let messageID { members.append(JSONValue.Member("message", .string(messageID))) }
        members.append(JSONValue.Member("kind", .string(kind)))
        if let offset { members.append(JSONValue.Member("offset", .number(Int64(offset)))) }
        if let fieldID { members.append(JSONValue.Member("field", .string(fieldID))) }
        members.append(JSONValue.Member("reason", .string(reason)))
        return .object(members)
    }
}

extension ParsedMessage {
    var jsonMembers: [JSONValue.Member] {
        var members = [JSONValue.Member("message", .string(messageID))]
        switch address {
        case .app(let appID):
            members += [JSONValue.Member("grammar", .string("pipe")), JSONValue.Member("app", .string(appID))]
        case .scheme(let scheme):
            members += [JSONValue.Member("grammar", .string("pipe")), JSONValue.Member("scheme", .string(scheme))]
        case .carrier(let carrierID, _):
            members += [JSONValue.Member("grammar", .string("url")), JSONValue.Member("carrier", .string(carrierID))]
        case .callbackURL(let url):
            members += [JSONValue.Member("grammar", .string("url")), JSONValue.Member("callbackUrl", .string(url))]
        }
        if let modeID {
            members.append(JSONValue.Member("mode", .string(modeID)))
            members.append(JSONValue.Member("flags", .array(flagIDs.map(JSONValue.string))))
            members.append(JSONValue.Member("abbreviated", .bool(isAbbreviated)))
        }
        members.append(JSONValue.Member("fields", .object(values.map { JSONValue.Member($0.fieldID, $0.value.json) })))
        members.append(JSONValue.Member("unknown", .array(unknown.map { pair in
            .object([JSONValue.Member("key", .string(URIBytes.shown(pair.key))), JSONValue.Member("value", .string(URIBytes.shown(pair.value)))])
        })))
        return members
    }
}

extension ReferenceValue {
    /// Text as a string, an integer as a number, a flag or presence as a boolean, an enum value
    /// as its case id, a list as an array.
    var json: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .integer(let number): .number(number)
        case .boolean(let flag): .bool(flag)
        case .enumeration(let caseID): .string(caseID)
        case .list(let items): .array(items.map(\.json))
        }
    }
}
