import IR
import RenderCore

/// One message's section of the reference: how its URIs look, its fields and rules, the results
/// its callbacks carry back, and the exchange as a diagram.
struct MessageSection: TemplateContext {
    let id: String
    let docLines: [String]
    let hasDoc: Bool
    let grammar: String
    /// Whom a pipe-grammar URI is addressed to; empty for the URL grammar, whose carriers say it.
    let address: String
    let shapes: [String]
    /// A URI the builders write for the message's required fields, as a code span.
    let example: String?
    let abbreviation: AbbreviationNote?
    let plusMeansSpace: Bool
    let hasFlags: Bool
    let flags: [FlagRow]
    let hasFields: Bool
    let fields: [FieldRow]
    let hasRules: Bool
    let rules: [String]
    let callbacks: [CallbackSection]
    let hasDiagram: Bool
    let diagram: [String]

    init(_ message: IRMessage, of module: IRModule) {
        let callbackMessages = module.messages.filter { $0.callback?.requestID == message.id }
        id = message.id
        docLines = DocText.lines(message.doc).map(MarkdownText.prose)
        hasDoc = !docLines.isEmpty
        fields = message.fields.map { FieldRow($0, enums: module.enums) }
        hasFields = !fields.isEmpty
        rules = message.rules.map(Self.sentence)
        hasRules = !rules.isEmpty
        callbacks = callbackMessages.map { CallbackSection($0, enums: module.enums) }
        example = ExampleURI.build(message, of: module).map(MarkdownText.code)
        switch message.encoding {
        case .pipe(let pipe):
            grammar = "Pipe grammar"
            address = pipe.address == .app ? "one of the apps, by its scheme" : "the caller, by the scheme it gave"
            shapes = [MarkdownText.code(URIShape.pipe(message, pipe))]
            abbreviation = pipe.abbreviation.map(AbbreviationNote.init)
            plusMeansSpace = false
            flags = pipe.flags.map(FlagRow.init)
            let returns = pipe.address == .app ? module.pipeMessages.filter { $0.pipe.address == .caller }.map(\.message) : []
            diagram = SequenceDiagram.launchAndReturn(request: message, returns: returns)
        case .url(let url):
            grammar = "URL grammar"
            address = ""
            shapes = url.carriers.map { carrier in
                let shape = MarkdownText.code(URIShape.carrier(carrier, of: message, apps: module.apps))
                return url.carriers.count > 1 ? "\(MarkdownText.code(carrier.id)): \(shape)" : shape
            }
            abbreviation = nil
            plusMeansSpace = url.plusMeansSpace
            flags = []
            diagram = SequenceDiagram.callbacks(request: message, callbacks: callbackMessages)
        }
        hasFlags = !flags.isEmpty
        hasDiagram = !diagram.isEmpty
    }

    private static func sentence(_ rule: IRFieldRule) -> String {
        switch rule {
        case .overrides(let winner, let loser):
            "\(MarkdownText.code(winner)) overrides \(MarkdownText.code(loser)): a URI holding both is refused."
        case .requiredWhen(let field, let when, let tokens):
            "\(MarkdownText.code(field)) is required when \(MarkdownText.code(when)) is "
                + tokens.map(MarkdownText.code).joined(separator: " or ") + "."
        }
    }
}

/// The short form a pipe-grammar message may take: `<scheme>:<url>`.
struct AbbreviationNote: TemplateContext {
    let mode: String
    let field: String
    let prefixes: String

    init(_ abbreviation: IRAbbreviation) {
        mode = MarkdownText.code(abbreviation.modeID)
        field = MarkdownText.code(abbreviation.fieldID)
        prefixes = abbreviation.prefixes.map(MarkdownText.code).joined(separator: " or ")
    }
}

/// A callback of a URL-grammar request: its `x-` key and the results it adds to the URL.
struct CallbackSection: TemplateContext {
    let key: String
    let id: String
    let docLines: [String]
    let hasDoc: Bool
    let hasFields: Bool
    let fields: [FieldRow]

    init(_ callback: IRMessage, enums: [IREnum]) {
        key = MarkdownText.code("x-" + (callback.callback?.kind.rawValue ?? ""))
        id = callback.id
        docLines = DocText.lines(callback.doc).map(MarkdownText.prose)
        hasDoc = !docLines.isEmpty
        fields = callback.fields.map { FieldRow($0, enums: enums) }
        hasFields = !fields.isEmpty
    }
}
