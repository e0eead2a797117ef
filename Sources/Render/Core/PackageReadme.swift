import IR

/// What every package's README says about the schema, whatever the language: the apps, the
/// messages with their fields, and an example URI for each message, rendered from
/// `Templates/package/Reference.md.mustache`. Each backend puts it under its own build and usage
/// sections, so the schema part reads the same in all four READMEs.
///
/// Context: `hasApps`, `apps` (`name`, `scheme`), `messages` (`id`, `hasDoc`, `docLines`, `address`, `example`,
/// `fields`: `key`, `id`, `type`, `required`, `doc`).
public enum PackageReadme {
    /// The schema part of a package README, in Markdown, without a line break at its end.
    public static func reference(_ module: IRModule, templates: TemplateStore) throws(TemplateError) -> String {
        var text = try templates.render(folder: "package", name: "Reference.md", context: context(module)).string
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The generated header as the two HTML comments a Markdown file starts with.
    public static func header(_ module: IRModule) -> TemplateValue {
        .strings(GeneratedHeader.lines(for: module).map(XMLText.comment))
    }

    /// The schema's doc as Markdown lines, one paragraph per doc line.
    public static func docLines(_ doc: String?) -> TemplateValue {
        .strings(DocText.lines(doc).map(MarkdownText.prose))
    }

    /// The schema's doc as one line of plain text, for a manifest's description; nil without a doc.
    public static func summary(_ doc: String?) -> String? {
        let lines = DocText.lines(doc)
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    /// The version sentence every README carries, saying where the version comes from.
    public static func versionNote(_ version: String) -> String {
        version == PackageLayout.defaultVersion
            ? "Version `\(version)`: a schema has no version of its own, so the package gets `\(version)` unless `schemegen.json` sets `\"packageVersion\"`."
            : "Version `\(version)`, from `\"packageVersion\"` in `schemegen.json`."
    }

    static func context(_ module: IRModule) -> TemplateValue {
        [
            "hasApps": .bool(!module.apps.isEmpty),
            "apps": .list(module.apps.map { ["name": .string(MarkdownText.prose($0.name)), "scheme": .string($0.scheme)] }),
            "messages": .list(module.pipeMessages.map { message(module, $0.message, $0.pipe) }),
        ]
    }

    private static func message(_ module: IRModule, _ message: IRMessage, _ pipe: IRPipeEncoding) -> TemplateValue {
        [
            "id": .string(message.id),
            "hasDoc": .bool(message.doc?.isEmpty == false),
            "docLines": docLines(message.doc),
            "address": .string(pipe.address == .app ? "one of the apps" : "the caller's own scheme"),
            "example": .string(exampleURI(module, message, pipe)),
            "fields": .list(message.fields.map { field in
                [
                    "key": .string(field.key!),
                    "id": .string(field.id),
                    "type": .string(typeDescription(field.value, module: module)),
                    "required": .string(field.isRequired ? "yes" : "no"),
                    "doc": .string(DocText.lines(field.doc).map(MarkdownText.prose).joined(separator: " ")),
                ]
            }),
        ]
    }

    /// The URI a message's builder writes, with a placeholder for each value:
    /// `<scheme>:<mode>|u|<url>|p|<passback>`. It uses the default mode (else the first), the first
    /// app that supports it, and the fields that mode allows.
    static func exampleURI(_ module: IRModule, _ message: IRMessage, _ pipe: IRPipeEncoding) -> String {
        guard let mode = module.defaultMode ?? module.modes.first else { return "" }
        let scheme: String
        switch pipe.address {
        case .app: scheme = (module.apps.first { $0.modeIDs.contains(mode.id) } ?? module.apps.first)?.scheme ?? "<app scheme>"
        case .caller: scheme = "<caller scheme>"
        }
        let pairs = message.fields.filter { $0.modeIDs?.contains(mode.id) ?? true }.map { field in
            "|\(field.key!)|<\(placeholder(field.value, id: field.id))>"
        }
        return "\(scheme):\(mode.token)" + pairs.joined()
    }

    private static func placeholder(_ value: IRValueType, id: String) -> String {
        if case .boolean(let trueToken, let falseToken) = value { return "\(trueToken)|\(falseToken)" }
        return id
    }

    /// A pipe field's type; the checker lets a pipe field have only these.
    private static func typeDescription(_ value: IRValueType, module: IRModule) -> String {
        switch value {
        case .url(nil): "URL"
        case .url(let schemes?): "URL with the scheme " + schemes.map { "`\($0)`" }.joined(separator: " or ")
        case .scheme: "scheme"
        case .text: "text"
        case .boolean(let trueToken, let falseToken): "`\(trueToken)` or `\(falseToken)`"
        case .enumeration(let enumID):
            "one of " + (module.enums.first { $0.id == enumID }?.cases ?? []).map { "`\($0.token)`" }.joined(separator: ", ")
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(value.kind)")
        }
    }
}
