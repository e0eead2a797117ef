import IR
import RenderCore

/// What `Templates/docs/Protocol.md.mustache` reads: the apps, the pipe grammar's modes, then
/// each message (a URL-grammar request with its callbacks' results under it) with its shapes,
/// fields, rules and, for a launch-and-return exchange, a sequence diagram. Every schema string
/// is already Markdown-safe here (`MarkdownText`); the template adds none of its own.
struct ProtocolDocsContext: TemplateContext {
    let header: [String]
    let name: String
    let docLines: [String]
    let hasDoc: Bool
    let hasApps: Bool
    let apps: [AppRow]
    let hasModes: Bool
    let modes: [ModeRow]
    let messages: [MessageSection]

    init(_ module: IRModule) {
        header = GeneratedHeader.lines(for: module).map(XMLText.comment)
        name = module.name
        docLines = DocText.lines(module.doc).map(MarkdownText.prose)
        hasDoc = !docLines.isEmpty
        apps = module.apps.map(AppRow.init)
        hasApps = !apps.isEmpty
        modes = module.modes.map(ModeRow.init)
        hasModes = !modes.isEmpty
        messages = module.messages.filter { $0.callback == nil }.map { MessageSection($0, of: module) }
    }
}

/// One row of the apps table.
struct AppRow: TemplateContext {
    let id: String
    let name: String
    let scheme: String
    let stores: String

    init(_ app: IRApp) {
        var pages: [String] = []
        if let url = app.storeURL { pages.append("App Store: " + MarkdownText.code(url)) }
        if let url = app.playStoreURL { pages.append("Google Play: " + MarkdownText.code(url)) }
        id = MarkdownText.code(app.id)
        name = MarkdownText.cell(MarkdownText.prose(app.name))
        scheme = MarkdownText.cell(MarkdownText.code(app.scheme))
        stores = MarkdownText.cell(pages.joined(separator: "<br>"))
    }
}

/// One row of the modes table.
struct ModeRow: TemplateContext {
    let id: String
    let token: String
    let isDefault: String
    let doc: String

    init(_ mode: IRMode) {
        id = MarkdownText.code(mode.id)
        token = MarkdownText.cell(MarkdownText.code(mode.token))
        isDefault = mode.isDefault ? "yes" : ""
        doc = MarkdownText.cellDoc(mode.doc)
    }
}

/// One row of the flags table of a pipe-grammar message.
struct FlagRow: TemplateContext {
    let token: String
    let id: String
    let doc: String

    init(_ flag: IRFlag) {
        token = MarkdownText.cell(MarkdownText.code(flag.token))
        id = MarkdownText.code(flag.id)
        doc = MarkdownText.cellDoc(flag.doc)
    }
}

/// One row of a fields table, of a message or of a callback's results.
struct FieldRow: TemplateContext {
    let key: String
    let id: String
    let type: String
    let required: String
    let `default`: String
    let modes: String
    let doc: String

    init(_ field: IRField, enums: [IREnum]) {
        key = MarkdownText.cell(field.key.map(MarkdownText.code) ?? "(path)")
        id = MarkdownText.code(field.id)
        type = MarkdownText.cell(ValueTypeText.describe(field.value, enums: enums))
        required = field.isRequired ? "yes" : "no"
        `default` = MarkdownText.cell(field.defaultToken.map(MarkdownText.code) ?? "")
        modes = field.modeIDs.map { $0.map(MarkdownText.code).joined(separator: ", ") } ?? "all"
        doc = MarkdownText.cellDoc(field.doc)
    }
}
