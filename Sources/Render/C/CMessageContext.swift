import IR
import RenderCore

/// The context of one message in `Templates/c/Message.h.mustache` and `Message.c.mustache`.
///
/// Message: `type`, `build`, `parse` (function names), `doc`, `isAppAddressed`, `address` (the
/// struct member naming the app or scheme), `mode` (member), `hasText`, `hasRequired`,
/// `hasRequiredStrings`, `members` (`declaration`, `doc`), `seenLocals`, `fields` and
/// `requiredSeen`. Each field: `key` (a literal), `isRequired`, `present` (the builder's test for
/// an optional field), `write` (the builder's statement), `branch` (`if` or `} else if`), `seen`
/// (the parser's flag) and `read` (the parser's statement).
struct CMessageContext {
    let names: CNames
    let messageStems: [String: String]
    let enumStems: [String: String]
    let defaultMode: IRMode?

    /// One field's C spelling: its member, the presence member of an optional flag or enum, and
    /// the parser's local that remembers the key was read when the struct has no member for it.
    private struct Field {
        let field: IRField
        let member: String
        let presence: String?
        let seenLocal: String?

        var seen: String { seenLocal ?? "message->\(presence!)" }
    }

    func message(_ message: IRMessage) -> TemplateValue {
        let snake = messageStems[message.id]!
        let fields = memberNames(message)
        let address = fields.address
        return [
            "type": .string(names.lower(snake, "message")),
            "build": .string(names.lower("build", snake)),
            "parse": .string(names.lower("parse", snake)),
            "doc": .strings(CNaming.docComment(DocText.lines(message.doc))),
            "isAppAddressed": .bool(message.address == .app),
            "address": .string(address),
            "mode": .string(fields.mode),
            "hasText": .bool(message.fields.contains { $0.encoding == .text }),
            "hasRequired": .bool(message.fields.contains(where: \.isRequired)),
            "hasRequiredStrings": .bool(message.fields.contains { $0.isRequired && isString($0.encoding) }),
            "members": .list(members(message, fields.fields, address: address, mode: fields.mode)),
            "seenLocals": .strings(fields.fields.compactMap(\.seenLocal)),
            "fields": .list(fields.fields.enumerated().map { index, field in
                [
                    "key": .string(CNaming.stringLiteral(field.field.key)),
                    "isRequired": .bool(field.field.isRequired),
                    "present": .string(present(field)),
                    "write": .string(write(field)),
                    "branch": .string(index == 0 ? "if" : "} else if"),
                    "seen": .string(field.seen),
                    "read": .string(read(field)),
                ]
            }),
            "requiredSeen": .strings(fields.fields.filter(\.field.isRequired).map(\.seen)),
        ]
    }

    /// Struct members in declaration order, each unique: the address, the mode, then each field
    /// (preceded by its `has_` flag when it is an optional flag or enum).
    private func memberNames(_ message: IRMessage) -> (address: String, mode: String, fields: [Field]) {
        var wanted = [message.address == .app ? "app" : "scheme", "mode"]
        for field in message.fields {
            wanted.append(CNaming.member(field.id))
            if hasPresenceMember(field) { wanted.append("has_" + CNaming.snakeCase(field.id)) }
        }
        var unique = CNaming.unique(wanted)[...]
        let address = unique.removeFirst()
        let mode = unique.removeFirst()
        let fields = message.fields.map { field in
            let member = unique.removeFirst()
            let presence = hasPresenceMember(field) ? unique.removeFirst() : nil
            return Field(field: field, member: member, presence: presence, seenLocal: presence == nil ? "seen_" + member : nil)
        }
        return (address, mode, fields)
    }

    private func hasPresenceMember(_ field: IRField) -> Bool {
        !field.isRequired && !isString(field.encoding)
    }

    private func isString(_ encoding: IREncoding) -> Bool {
        switch encoding {
        case .url, .scheme, .text: return true
        case .flag, .enumeration: return false
        }
    }

    private func members(_ message: IRMessage, _ fields: [Field], address: String, mode: String) -> [TemplateValue] {
        let string = names.lower("string")
        var members: [TemplateValue] = []
        func add(_ declaration: String, _ doc: [String]) {
            members.append(["declaration": .string(declaration), "doc": .strings(CNaming.docComment(doc))])
        }
        if message.address == .app {
            add("\(names.lower("app")) \(address);", ["The app the message is addressed to."])
        } else {
            add("\(string) \(address);", ["The scheme the message is addressed to, chosen by the caller, without the colon."])
        }
        let defaultNote = defaultMode == nil ? "" : "; \(names.upper("DEFAULT_MODE")) unless you have a reason to choose"
        add("\(names.lower("mode")) \(mode);", DocText.lines("The mode written right after the colon\(defaultNote)."))
        for field in fields {
            let doc = DocText.lines(field.field.doc)
            if let presence = field.presence {
                add("bool \(presence);", ["Whether \(field.member) is present."])
                add("\(type(field.field.encoding)) \(field.member);", doc + ["Optional: read only when \(presence) is true."])
            } else if isString(field.field.encoding) {
                let note = field.field.isRequired ? "Required: data must not be NULL." : "Optional: absent when data is NULL."
                add("\(string) \(field.member);", doc + [note])
            } else {
                add("\(type(field.field.encoding)) \(field.member);", doc)
            }
        }
        return members
    }

    private func type(_ encoding: IREncoding) -> String {
        switch encoding {
        case .url, .scheme, .text: return names.lower("string")
        case .flag: return "bool"
        case .enumeration(let id): return names.lower(enumStems[id]!)
        }
    }

    private func present(_ field: Field) -> String {
        field.presence.map { "message->\($0)" } ?? "message->\(field.member).data != NULL"
    }

    /// The builder's statement writing `|key|value`; a NULL required string or an invalid value
    /// is recorded in the writer.
    private func write(_ field: Field) -> String {
        let key = CNaming.stringLiteral(field.field.key)
        let value = "message->\(field.member)"
        switch field.field.encoding {
        case .url: return "write_url(&writer, \(key), \(value));"
        case .scheme: return "write_scheme(&writer, \(key), \(value));"
        case .text: return "write_text(&writer, \(key), \(value));"
        case .flag(let yes, let no):
            return "write_token(&writer, \(key), \(value) ? \(CNaming.stringLiteral(yes)) : \(CNaming.stringLiteral(no)));"
        case .enumeration(let id):
            return "write_token(&writer, \(key), \(names.lower(enumStems[id]!, "token"))(\(value)));"
        }
    }

    /// The parser's statement reading `pair.value` into the field.
    private func read(_ field: Field) -> String {
        let target = "&message->\(field.member)"
        switch field.field.encoding {
        case .url: return "read_url(&reader, &pair, \(target));"
        case .scheme: return "read_scheme(&reader, &pair, \(target));"
        case .text: return "read_text(&reader, &pair, \(target));"
        case .flag(let yes, let no):
            return "read_flag(&reader, &pair, \(CNaming.stringLiteral(yes)), \(CNaming.stringLiteral(no)), \(target));"
        case .enumeration(let id):
            return "check_value(&reader, &pair, \(names.lower(enumStems[id]!, "from", "token"))(pair.value, \(target)));"
        }
    }
}
