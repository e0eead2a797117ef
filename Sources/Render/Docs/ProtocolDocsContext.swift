import IR
import RenderCore

/// What `Templates/docs/Protocol.md.mustache` reads: the apps, the pipe grammar's modes, then
/// each message (a URL-grammar request with its callbacks' results under it) with its shapes,
/// fields, rules and, for a launch-and-return exchange, a sequence diagram. Every schema string
/// is already Markdown-safe here (`MarkdownText`); the template adds none of its own.
struct ProtocolDocsContext {
    let module: IRModule

    init(_ module: IRModule) {
        self.module = module
    }

    var value: TemplateValue {
        let requests = module.messages.filter { $0.callback == nil }
        return [
            "header": .strings(GeneratedHeader.lines(for: module).map(XMLText.comment)),
            "name": .string(module.name),
            "docLines": .list(DocText.lines(module.doc).map { .string(MarkdownText.prose($0)) }),
            "hasDoc": .bool(!DocText.lines(module.doc).isEmpty),
            "hasApps": .bool(!module.apps.isEmpty),
            "apps": .list(module.apps.map(app)),
            "hasModes": .bool(!module.modes.isEmpty),
            "modes": .list(module.modes.map(mode)),
            "messages": .list(requests.map(message)),
        ]
    }

    private func app(_ app: IRApp) -> TemplateValue {
        var stores: [String] = []
        if let url = app.storeURL { stores.append("App Store: " + MarkdownText.code(url)) }
        if let url = app.playStoreURL { stores.append("Google Play: " + MarkdownText.code(url)) }
        return [
            "id": .string(MarkdownText.code(app.id)),
            "name": .string(MarkdownText.cell(MarkdownText.prose(app.name))),
            "scheme": .string(MarkdownText.cell(MarkdownText.code(app.scheme))),
            "stores": .string(MarkdownText.cell(stores.joined(separator: "<br>"))),
        ]
    }

    private func mode(_ mode: IRMode) -> TemplateValue {
        [
            "id": .string(MarkdownText.code(mode.id)),
            "token": .string(MarkdownText.cell(MarkdownText.code(mode.token))),
            "isDefault": .string(mode.isDefault ? "yes" : ""),
            "doc": .string(cellDoc(mode.doc)),
        ]
    }

    private func message(_ message: IRMessage) -> TemplateValue {
        let callbacks = module.messages.filter { $0.callback?.requestID == message.id }
        var object: TemplateObject = [
            "id": .string(message.id),
            "docLines": .list(DocText.lines(message.doc).map { .string(MarkdownText.prose($0)) }),
            "hasDoc": .bool(!DocText.lines(message.doc).isEmpty),
            "fields": .list(message.fields.map(field)),
            "hasFields": .bool(!message.fields.isEmpty),
            "hasRules": .bool(!message.rules.isEmpty),
            "rules": .list(message.rules.map { .string(rule($0)) }),
            "callbacks": .list(callbacks.map(callback)),
            "address": "",
            "hasFlags": false,
            "flags": .list([]),
            "abbreviation": false,
            "plusMeansSpace": false,
        ]
        let diagram: [String]
        switch message.encoding {
        case .pipe(let pipe):
            object["grammar"] = .string("Pipe grammar")
            object["address"] = .string(pipe.address == .app ? "one of the apps, by its scheme" : "the caller, by the scheme it gave")
            object["shapes"] = .strings([URIShape.pipe(message, pipe)].map(MarkdownText.code))
            object["hasFlags"] = .bool(!pipe.flags.isEmpty)
            object["flags"] = .list(pipe.flags.map { flag in
                ["token": .string(MarkdownText.cell(MarkdownText.code(flag.token))), "id": .string(MarkdownText.code(flag.id)), "doc": .string(cellDoc(flag.doc))]
            })
            object["abbreviation"] = pipe.abbreviation.map(abbreviation) ?? .bool(false)
            let returns = pipe.address == .app ? module.pipeMessages.filter { $0.pipe.address == .caller }.map(\.message) : []
            diagram = SequenceDiagram.launchAndReturn(request: message, returns: returns)
        case .url(let url):
            object["grammar"] = .string("URL grammar")
            object["shapes"] = .strings(url.carriers.map { carrier in
                let shape = MarkdownText.code(URIShape.carrier(carrier, of: message, apps: module.apps))
                return url.carriers.count > 1 ? "\(MarkdownText.code(carrier.id)): \(shape)" : shape
            })
            object["plusMeansSpace"] = .bool(url.plusMeansSpace)
            diagram = SequenceDiagram.callbacks(request: message, callbacks: callbacks)
        }
        object["hasDiagram"] = .bool(!diagram.isEmpty)
        object["diagram"] = .list(diagram.map(TemplateValue.string))
        return .object(object)
    }

    private func abbreviation(_ abbreviation: IRAbbreviation) -> TemplateValue {
        [
            "mode": .string(MarkdownText.code(abbreviation.modeID)),
            "field": .string(MarkdownText.code(abbreviation.fieldID)),
            "prefixes": .string(abbreviation.prefixes.map(MarkdownText.code).joined(separator: " or ")),
        ]
    }

    private func field(_ field: IRField) -> TemplateValue {
        [
            "key": .string(MarkdownText.cell(field.key.map(MarkdownText.code) ?? "(path)")),
            "id": .string(MarkdownText.code(field.id)),
            "type": .string(MarkdownText.cell(ValueTypeText.describe(field.value, enums: module.enums))),
            "required": .string(field.isRequired ? "yes" : "no"),
            "default": .string(MarkdownText.cell(field.defaultToken.map(MarkdownText.code) ?? "")),
            "modes": .string(field.modeIDs.map { $0.map(MarkdownText.code).joined(separator: ", ") } ?? "all"),
            "doc": .string(cellDoc(field.doc)),
        ]
    }

    private func callback(_ callback: IRMessage) -> TemplateValue {
        [
            "key": .string(MarkdownText.code("x-" + (callback.callback?.kind.rawValue ?? ""))),
            "id": .string(callback.id),
            "docLines": .list(DocText.lines(callback.doc).map { .string(MarkdownText.prose($0)) }),
            "hasDoc": .bool(!DocText.lines(callback.doc).isEmpty),
            "hasFields": .bool(!callback.fields.isEmpty),
            "fields": .list(callback.fields.map(field)),
        ]
    }

    private func rule(_ rule: IRFieldRule) -> String {
        switch rule {
        case .overrides(let winner, let loser):
            "\(MarkdownText.code(winner)) overrides \(MarkdownText.code(loser)): a URI holding both is refused."
        case .requiredWhen(let field, let when, let tokens):
            "\(MarkdownText.code(field)) is required when \(MarkdownText.code(when)) is "
                + tokens.map(MarkdownText.code).joined(separator: " or ") + "."
        }
    }

    /// A doc as one table cell: its lines joined by spaces.
    private func cellDoc(_ doc: String?) -> String {
        MarkdownText.cell(DocText.lines(doc).map(MarkdownText.prose).joined(separator: " "))
    }
}
