import IR

/// The generator's own reading of the grammar: a builder and a parser of every message of a
/// module, in both grammars, driven by the IR alone. It is a fifth implementation beside the four
/// generated languages, held to the same conformance vectors, and what `schemegen explain` and
/// `schemegen build` run.
public struct Reference: Sendable {
    public let module: IRModule

    public init(module: IRModule) {
        self.module = module
    }

    /// The message with this id, or nil.
    public func message(_ id: String) -> IRMessage? { module.messages.first { $0.id == id } }

    /// Parses `uri` as the message `messageID`, appending each carrier tried to `attempts`.
    public func parse(
        _ uri: [UInt8], as messageID: String, strict: Bool = false, attempts: inout [CarrierAttempt]
    ) throws(ReferenceError) -> ParsedMessage {
        guard let message = message(messageID) else { throw ReferenceError("unknownAction", "the schema has no message '\(messageID)'") }
        switch message.encoding {
        case .pipe(let pipe):
            do throws(ReferenceError) {
                let parsed = try PipeParser(module: module, message: message, pipe: pipe).parse(uri, strict: strict)
                attempts.append(CarrierAttempt(messageID: messageID, carrierID: nil, error: nil))
                return parsed
            } catch {
                attempts.append(CarrierAttempt(messageID: messageID, carrierID: nil, error: error))
                throw error
            }
        case .url(let url):
            var tried: [CarrierAttempt] = []
            do throws(ReferenceError) {
                let parsed = try URLParser(module: module, message: message, encoding: url).parse(uri, strict: strict, attempts: &tried)
                attempts += tried
                return parsed
            } catch {
                // An error before any carrier was tried (a malformed URI) is the message's own.
                attempts += tried.isEmpty ? [CarrierAttempt(messageID: messageID, carrierID: nil, error: error)] : tried
                throw error
            }
        }
    }

    /// Builds the message from `name=value` arguments (`BuildArguments`), in the full form or,
    /// for a pipe message that has one, the abbreviated form.
    public func build(_ messageID: String, _ arguments: BuildArguments, abbreviated: Bool = false) throws(ReferenceError) -> String {
        guard let message = message(messageID) else { throw ReferenceError("unknownAction", "the schema has no message '\(messageID)'") }
        let values = try arguments.values(for: message, codec: URLValueCodec(module: module))
        switch message.encoding {
        case .pipe(let pipe):
            let address: PipeBuilder.Address =
                if let scheme = arguments.single("scheme") { .scheme(scheme) } else { .app(arguments.single("app") ?? "") }
            let flags = arguments.single("flags").map { $0.split(separator: ",").map(String.init) } ?? []
            return try PipeBuilder(module: module, message: message, pipe: pipe).build(
                values, address: address, modeID: arguments.single("mode"), flagIDs: flags, abbreviated: abbreviated)
        case .url(let url):
            guard !abbreviated else { throw .invalid("\(messageID) has no abbreviated form: it is a URL-grammar message") }
            return try URLBuilder(module: module, message: message, encoding: url).build(
                values, carrierID: arguments.single("carrier"), callbackURL: arguments.single("callbackUrl"))
        }
    }
}
