/// Runs conformance vectors through the reference, as each language's harness runs them through
/// its generated code, and checks the round trip of every case that succeeds.
public struct VectorRunner: Sendable {
    public let reference: Reference

    public init(reference: Reference) {
        self.reference = reference
    }

    /// Nil when the case passes, else why it failed.
    public func failure(of vector: VectorCase) -> String? {
        guard reference.message(vector.messageID) != nil else { return "the schema has no message \(vector.messageID)" }
        switch vector.action {
        case "build", "build-abbreviated": return buildFailure(vector)
        default: return parseFailure(vector)
        }
    }

    private func buildFailure(_ vector: VectorCase) -> String? {
        let arguments = BuildArguments(vector.fields.map { ($0.name, $0.value) })
        let uri: String
        do throws(ReferenceError) {
            uri = try reference.build(vector.messageID, arguments, abbreviated: vector.action == "build-abbreviated")
        } catch {
            return error.kind == vector.expectedError ? nil : "build failed with \(error.kind) (\(error.reason)), expected \(expected(vector))"
        }
        if let error = vector.expectedError { return "built \(quoted(uri)), expected the error \(error)" }
        guard Array(uri.utf8) == vector.uri else { return "built \(quoted(uri)), expected \(quoted(URIBytes.shown(vector.uri)))" }
        var attempts: [CarrierAttempt] = []
        do throws(ReferenceError) {
            _ = try reference.parse(Array(uri.utf8), as: vector.messageID, attempts: &attempts)
        } catch {
            return "round trip: the built URI does not parse: \(error.kind) (\(error.reason))"
        }
        return nil
    }

    private func parseFailure(_ vector: VectorCase) -> String? {
        var attempts: [CarrierAttempt] = []
        let parsed: ParsedMessage
        do throws(ReferenceError) {
            parsed = try reference.parse(vector.uri, as: vector.messageID, strict: vector.action == "parse-strict", attempts: &attempts)
        } catch {
            return error.kind == vector.expectedError ? nil : "parse failed with \(error.kind) (\(error.reason)), expected \(expected(vector))"
        }
        let columns = Self.columns(of: parsed)
        if let error = vector.expectedError { return "parsed \(shown(columns)), expected the error \(error)" }
        guard columns == vector.fields else { return "parsed \(shown(columns)), expected \(shown(vector.fields))" }
        return roundTripFailure(vector.messageID, columns.filter { $0.key == nil })
    }

    /// The round trip of a parsed message: it builds, and its URI parses and builds to the same
    /// URI (the canonical form). In the URL grammar it also parses to the same message; a pipe
    /// URL is kept as written, so `a b` reads back as the `a%20b` it was written as.
    private func roundTripFailure(_ messageID: String, _ known: [VectorCase.Column]) -> String? {
        var attempts: [CarrierAttempt] = []
        do throws(ReferenceError) {
            let rebuilt = try reference.build(messageID, BuildArguments(known.map { ($0.name, $0.value) }))
            let again = Self.columns(of: try reference.parse(Array(rebuilt.utf8), as: messageID, attempts: &attempts))
            let canonical = try reference.build(messageID, BuildArguments(again.map { ($0.name, $0.value) }))
            guard canonical == rebuilt else { return "round trip: \(quoted(rebuilt)) builds again as \(quoted(canonical))" }
            if reference.message(messageID)?.url != nil, again != known {
                return "round trip: \(quoted(rebuilt)) parses to \(shown(again))"
            }
        } catch {
            return "round trip: the parsed message does not build and parse again: \(error.kind) (\(error.reason))"
        }
        return nil
    }

    /// A parse result as the vector format lists it: the address (app or scheme, mode, flags; or
    /// the carrier when the message has several; or the callback URL), the fields in declared
    /// order, then the pairs kept aside.
    public static func columns(of parsed: ParsedMessage) -> [VectorCase.Column] {
        func column(_ name: String, _ value: String) -> VectorCase.Column { VectorCase.Column(name: name, key: nil, value: Array(value.utf8)) }
        var columns: [VectorCase.Column] = []
        switch parsed.address {
        case .app(let appID): columns.append(column("app", appID))
        case .scheme(let scheme): columns.append(column("scheme", scheme))
        case .carrier(let carrierID, let isOneOfSeveral): if isOneOfSeveral { columns.append(column("carrier", carrierID)) }
        case .callbackURL(let url): columns.append(column("callbackUrl", url))
        }
        if let modeID = parsed.modeID { columns.append(column("mode", modeID)) }
        if !parsed.flagIDs.isEmpty { columns.append(column("flags", parsed.flagIDs.joined(separator: ","))) }
        for (fieldID, value) in parsed.values {
            columns += value.vectorColumns.map { column(fieldID, $0) }
        }
        return columns + parsed.unknown.map { VectorCase.Column(name: "unknown", key: $0.key, value: $0.value) }
    }

    private func expected(_ vector: VectorCase) -> String { vector.expectedError ?? "success" }

    private func shown(_ columns: [VectorCase.Column]) -> String {
        quoted(columns.map { column in
            column.name + "=" + (column.key.map { URIBytes.shown($0) + "=" } ?? "") + URIBytes.shown(column.value)
        }.joined(separator: "\t"))
    }

    private func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}
