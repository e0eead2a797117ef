import IR

/// Writes one message of Office's pipe grammar as docs/grammar.md's "Writing (builders)" says,
/// reporting the first problem in the order it gives.
struct PipeBuilder {
    let module: IRModule
    let message: IRMessage
    let pipe: IRPipeEncoding

    /// How the message is addressed: an app's id for an app-addressed message, else the scheme.
    enum Address {
        case app(String)
        case scheme(String)
    }

    /// `modeID` nil means the default mode; `flagIDs` are the flags that are set.
    func build(
        _ values: [String: ReferenceValue], address: Address, modeID: String?, flagIDs: [String], abbreviated: Bool
    ) throws(ReferenceError) -> String {
        guard let defaultMode = module.defaultMode ?? module.modes.first else { throw .invalid("the schema has no modes") }
        var mode = try modeID.map(self.mode) ?? defaultMode
        if abbreviated, let abbreviation = pipe.abbreviation, mode.id == defaultMode.id, let short = try? self.mode(abbreviation.modeID) {
            // The short form stands for its own mode; a message left in the default mode means it.
            mode = short
        }
        let unknownFlag = flagIDs.first { id in !pipe.flags.contains { $0.id == id } }
        if let unknownFlag { throw .invalid("\(message.id) has no flag '\(unknownFlag)'", fieldID: "flags") }
        var scheme: String
        var app: IRApp?
        switch (pipe.address, address) {
        case (.app, .app(let appID)):
            guard let named = module.apps.first(where: { $0.id == appID }) else {
                throw ReferenceError("unknownApp", "no app has the id '\(appID)'", fieldID: "app")
            }
            guard named.modeIDs.contains(mode.id) else {
                throw ReferenceError("unsupportedMode", "\(named.name) does not support the mode '\(mode.token)'", fieldID: "mode")
            }
            scheme = named.scheme
            app = named
        case (.caller, .scheme(let callerScheme)):
            guard URIBytes.isScheme(callerScheme.utf8) else { throw .invalid("'\(callerScheme)' is not a valid scheme", fieldID: "scheme") }
            scheme = callerScheme
        case (.app, .scheme):
            throw .invalid("\(message.id) is addressed to an app: give app=ID", fieldID: "app")
        case (.caller, .app):
            throw .invalid("\(message.id) is addressed to the caller's scheme: give scheme=SCHEME", fieldID: "scheme")
        }
        if abbreviated { return try abbreviatedForm(values, scheme: scheme, app: app, mode: mode, flagIDs: flagIDs) }
        var uri = scheme + ":" + mode.token
        for flag in pipe.flags where flagIDs.contains(flag.id) { uri += "|" + flag.token }
        var writtenURLs: [String: [UInt8]] = [:]
        for field in message.fields {
            guard let key = field.key, let value = values[field.id] else {
                if field.isRequired { throw ReferenceError("missingDescriptor", "the required field \(field.id) is absent", fieldID: field.id) }
                continue
            }
            if let modes = field.modeIDs, !modes.contains(mode.id) {
                throw .invalid("'\(key)' is not allowed in the mode '\(mode.token)'", fieldID: field.id)
            }
            do throws(ReferenceError) {
                let written = try encoded(field.value, value)
                if case .url = field.value {
                    writtenURLs[field.id] = written
                    if field.checksAppLimits, let app, let problem = URLAnatomy.limitProblem(written, app: app) {
                        throw ReferenceError.invalid("the URL \(problem)")
                    }
                }
                uri += "|" + key + "|" + String(decoding: written, as: UTF8.self)
            } catch {
                throw error.at(nil, fieldID: field.id)
            }
        }
        for field in message.fields {
            guard let other = field.sameHostIndex, let url = writtenURLs[field.id], let otherURL = writtenURLs[message.fields[other].id]
            else { continue }
            guard URLAnatomy.sameHost(url, otherURL) else {
                throw .invalid("the URLs of \(field.id) and \(message.fields[other].id) have different hosts", fieldID: field.id)
            }
        }
        return uri
    }

    /// `<scheme>:<url>`: only the abbreviation's mode and URL field, a URL with one of its prefixes.
    private func abbreviatedForm(
        _ values: [String: ReferenceValue], scheme: String, app: IRApp?, mode: IRMode, flagIDs: [String]
    ) throws(ReferenceError) -> String {
        guard let abbreviation = pipe.abbreviation, let field = message.fields.first(where: { $0.id == abbreviation.fieldID }) else {
            throw .invalid("\(message.id) has no abbreviated form")
        }
        guard mode.id == abbreviation.modeID, flagIDs.isEmpty, values.keys.allSatisfy({ $0 == field.id }), let value = values[field.id]
        else {
            throw .invalid("the abbreviated form holds only \(field.id), in the mode '\(abbreviation.modeID)'", fieldID: field.id)
        }
        do throws(ReferenceError) {
            let written = try encoded(field.value, value)
            guard abbreviation.prefixes.contains(where: { URIBytes.hasPrefixIgnoringCase(written, $0) }) else {
                throw ReferenceError.invalid("the URL starts with none of \(abbreviation.prefixes.joined(separator: ", "))")
            }
            if field.checksAppLimits, let app, let problem = URLAnatomy.limitProblem(written, app: app) {
                throw ReferenceError.invalid("the URL \(problem)")
            }
            return scheme + ":" + String(decoding: written, as: UTF8.self)
        } catch {
            throw error.at(nil, fieldID: field.id)
        }
    }

    /// A value as the pipe grammar writes it, after its type's check.
    private func encoded(_ type: IRValueType, _ value: ReferenceValue) throws(ReferenceError) -> [UInt8] {
        switch (type, value) {
        case (.url(let schemes), .text(let text)):
            let written = URIBytes.encodedPipeURL(text)
            try URLValueCodec(module: module).check(.url(schemes: schemes), .text(String(decoding: written, as: UTF8.self)))
            return written
        case (.scheme, .text(let text)):
            guard URIBytes.isScheme(text.utf8) else { throw .invalid("'\(text)' is not a valid scheme") }
            return Array(text.utf8)
        case (.text, .text(let text)):
            return URIBytes.encodedText(text)
        default:
            return Array(URLValueCodec(module: module).token(type, value).utf8)
        }
    }

    private func mode(_ id: String) throws(ReferenceError) -> IRMode {
        guard let mode = module.modes.first(where: { $0.id == id }) else { throw ReferenceError("unknownMode", "no mode has the id '\(id)'", fieldID: "mode") }
        return mode
    }
}
