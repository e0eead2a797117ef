import IR
import RenderCore

/// The context of one message in `Templates/c/Message.h.mustache` and `Message.c.mustache`.
///
/// Message: `type`, `initialize`, `build`, `parse` (function names), `doc`, `isAppAddressed`, `address` (the
/// struct member naming the app or scheme), `mode` (member), `hasText`, `hasRequired`,
/// `hasRequiredStrings`, `members` (`declaration`, `doc`), `seenLocals`, `fields`,
/// `requiredSeen`, `hostChecks` (the parser's same-host statements, after the required fields),
/// `unknown` and `unknownCount` (members a parser fills with the pairs it kept aside).
/// Flags: `hasFlags`, `flagsMember`, `FLAGS` (the bits' common prefix), `flagFunctions` (the
/// lookups' common prefix), `flagIdTable` and `flagTokenTable` (the `.c` file's tables), `flags`
/// (`constant`, `id`, `bit`, `token`, `doc`).
/// The abbreviated form, when the message has one: `abbreviation` (`buildAbbreviated`, `docBody`, `writtenMode` (the mode the
/// short form is written in: the abbreviation's for a message in the default mode), `abbreviatedMode`, `key`,
/// `prefixes`, `checks`, `url`, `urlChecks`); without one, `abbreviation` is false.
/// Each field: `key` (a literal), `isRequired`, `present` (the builder's test for an optional
/// field), `writeLines` (the builder's statements: mode, value, app limits and host checks),
/// `branch` (`if` or `} else if`), `claim` (the parser's test that the pair may be read: not a
/// duplicate, and in an allowed mode) and `readLines` (the parser's statements).
struct CMessageContext {
    let names: CNames
    let enumStems: [String: String]
    /// Each mode's constant by its id.
    let modeConstant: [String: String]
    /// The default mode's id: an id rather than the `IRMode`, whose optional is a type the
    /// runtime makes at first use (9K instructions).
    let defaultModeID: String?
    /// The comments of the members every message struct has, the same in each: wrapped and
    /// escaped once for the module rather than once a message.
    private let modeComment: TemplateValue
    private let unknownComment: TemplateValue
    private let unknownCountComment: TemplateValue

    init(
        names: CNames, enumStems: [String: String], modeConstant: [String: String],
        defaultModeID: String?
    ) {
        self.names = names
        self.enumStems = enumStems
        self.modeConstant = modeConstant
        self.defaultModeID = defaultModeID
        let defaultNote = defaultModeID == nil ? "" : "; \(names.upper("DEFAULT_MODE")) unless you have a reason to choose"
        modeComment = CNaming.docComment(DocText.lines("The mode written right after the colon\(defaultNote)."))
        unknownComment = CNaming.docComment(
            DocText.lines(
                "Filled by parsers, ignored by builders: the descriptors the URI held that the message does not know, kept aside in URI order, key and value as written. This is the unknown array of the \(names.lower("parse_options")) passed to the parser (NULL without one), holding the first unknown_capacity of them."
            ))
        unknownCountComment = CNaming.docComment(DocText.lines("Filled by parsers: how many such descriptors the URI held, stored or not."))
    }

    /// One field's C spelling: its member, the presence member of an optional flag or enum, and
    /// the parser's local that remembers the key was read when the struct has no member for it;
    /// and the pieces of C the builder's and the parser's statements share, each spelled once.
    private struct Field {
        let field: IRField
        let member: String
        let presence: String?
        let seenLocal: String?
        /// `message-><member>`: the builder's value, the parser's target.
        let access: String
        /// The parser's flag that the key was read: its local, or `message->has_<member>`.
        let seen: String
        /// The key as a C literal.
        let key: String
        /// `message->mode == A || message->mode == B` for a field limited to some modes, else nil.
        let modeCondition: String?
    }

    /// The members every message struct has besides its fields, named before the fields so that
    /// a field takes the `_` when one is spelled the same.
    private struct Fixed {
        let address: String
        /// `message-><address>`, the app or scheme the limits' checks read.
        var addressAccess: String { "message->" + address }
        let mode: String
        let flags: String?
        let unknown: String
        let unknownCount: String
    }

    /// - Parameter snake: the stem of the message's names (`CNames.messageStem`).
    func message(_ message: IRMessage, _ pipe: IRPipeEncoding, stem snake: String) -> TemplateValue {
        let (fixed, fields) = memberNames(message, pipe)
        return [
            "type": .string(names.lower(snake, "message")),
            "initialize": .string(names.lower("init", snake)),
            "build": .string(names.lower("build", snake)),
            "parse": .string(names.lower("parse", snake)),
            "doc": CNaming.docComment(DocText.lines(message.doc)),
            "isAppAddressed": .bool(pipe.address == .app),
            "address": .string(fixed.address),
            "mode": .string(fixed.mode),
            "hasText": .bool(message.fields.contains { $0.value.kind == .text }),
            "hasRequired": .bool(message.fields.contains(where: \.isRequired)),
            "hasRequiredStrings": .bool(message.fields.contains { $0.isRequired && isString($0.value) }),
            "members": .list(members(message, pipe, fields, fixed: fixed, snake: snake)),
            "seenLocals": .strings(fields.compactMap(\.seenLocal)),
            // By index, not `enumerated()`: its (offset, Field) tuple is a type of its own, which
            // the runtime looks up at first use (20K instructions).
            "fields": .list(fields.indices.map { index in
                let field = fields[index]
                return [
                    "key": .string(field.key),
                    "isRequired": .bool(field.field.isRequired),
                    "present": .string(present(field)),
                    "writeLines": writeLines(field, fixed: fixed, fields: fields),
                    "branch": .string(index == 0 ? "if" : "} else if"),
                    "claim": .string(claim(field)),
                    "readLines": readLines(field, fixed: fixed),
                ]
            }),
            "requiredSeen": .strings(fields.filter(\.field.isRequired).map(\.seen)),
            "hostChecks": .strings(fields.compactMap { field in
                sameHostField(of: field, in: fields).map {
                    "check_same_host(&reader, message->\(field.member), message->\($0.member));"
                }
            }),
            "unknown": .string(fixed.unknown),
            "unknownCount": .string(fixed.unknownCount),
            "hasFlags": .bool(fixed.flags != nil),
            // Spelled only for a message with flags: the templates read them under `hasFlags`.
            "FLAGS": .string(fixed.flags == nil ? "" : names.upper(snake, "FLAG")),
            "flagFunctions": .string(fixed.flags == nil ? "" : names.lower(snake, "flag")),
            "flagIdTable": .string(snake + "_flag_ids"),
            "flagTokenTable": .string(snake + "_flag_tokens"),
            "flagsMember": .string(fixed.flags ?? ""),
            "flags": .list(pipe.flags.indices.map { index in
                let flag = pipe.flags[index]
                return [
                    "constant": .string(names.constant(snake, "FLAG", id: flag.id)),
                    "id": .string(CNaming.stringLiteral(flag.id)),
                    "bit": .string("(1u << \(index))"),
                    "token": .string(CNaming.stringLiteral(flag.token)),
                    "doc": CNaming.docComment(DocText.lines(flag.doc)),
                ]
            }),
            "abbreviation": pipe.abbreviation.map { abbreviation($0, snake: snake, fixed: fixed, fields: fields) } ?? .bool(false),
        ]
    }

    /// The abbreviated builder's context: it writes `<scheme>:<url>` only for a message that is
    /// exactly the abbreviation's mode (or the default mode, which the short form implies) and URL field.
    private func abbreviation(_ abbreviation: IRAbbreviation, snake: String, fixed: Fixed, fields: [Field]) -> TemplateValue {
        let mode = modeConstant[abbreviation.modeID]!
        let url = fields.first { $0.field.id == abbreviation.fieldID }!
        var checks: [String] = []
        checks.reserveCapacity(fields.count + 1)
        checks.append(CCode.statement("require_valid", "&writer", "mode == " + mode))
        if let flags = fixed.flags { checks.append(CCode.statement("require_valid", "&writer", "message->\(flags) == 0")) }
        for field in fields where field.field.id != abbreviation.fieldID {
            checks.append(CCode.statement("require_valid", "&writer", absent(field)))
        }
        var urlChecks: [String] = []
        if let schemeCheck = writtenSchemeCheck(url) { urlChecks.append(schemeCheck) }
        if url.field.checksAppLimits {
            urlChecks.append(CCode.statement("check_written_limits", "&writer", fixed.addressAccess, url.access))
        }
        let written =
            if let defaultModeID, defaultModeID != abbreviation.modeID {
                "message->\(fixed.mode) == \(modeConstant[defaultModeID]!) ? \(mode) : message->\(fixed.mode)"
            } else {
                "message->\(fixed.mode)"
            }
        return [
            "buildAbbreviated": .string(names.lower("build", snake, "abbreviated")),
            "writtenMode": .string(written),
            "docBody": CNaming.commentBody(DocText.lines(abbreviation.doc)),
            "abbreviatedMode": .string(mode),
            "key": .string(url.key),
            "prefixes": .strings(abbreviation.prefixes.map(CNaming.stringLiteral)),
            "checks": .strings(checks),
            "url": .string(url.member),
            "urlChecks": .strings(urlChecks),
        ]
    }

    /// Struct member names, each unique: the address, the mode, the flags, the unknown pairs, then
    /// each field (preceded by its `has_` flag when it is an optional flag or enum).
    private func memberNames(_ message: IRMessage, _ pipe: IRPipeEncoding) -> (Fixed, [Field]) {
        var wanted = [pipe.address == .app ? "app" : "scheme", "mode"]
        if !pipe.flags.isEmpty { wanted.append("flags") }
        wanted += ["unknown_descriptors", "unknown_count"]
        // Spelled unescaped: `unique` escapes each name (a reserved member gets its `_` there).
        for field in message.fields {
            let snake = CNaming.snakeCase(field.id)
            wanted.append(snake)
            if hasPresenceMember(field) { wanted.append("has_" + snake) }
        }
        var unique = CNaming.unique(wanted)[...]
        let address = unique.removeFirst()
        let mode = unique.removeFirst()
        let flags = pipe.flags.isEmpty ? nil : unique.removeFirst()
        let fixed = Fixed(
            address: address, mode: mode, flags: flags, unknown: unique.removeFirst(), unknownCount: unique.removeFirst())
        let fields = message.fields.map { field in
            let member = unique.removeFirst()
            let presence = hasPresenceMember(field) ? unique.removeFirst() : nil
            // Each spelled in one piece: `+` copied the first string into a new one, then grew it.
            let seenLocal = presence == nil ? "seen_" + member : nil
            return Field(
                field: field, member: member, presence: presence, seenLocal: seenLocal,
                access: "message->" + member, seen: seenLocal ?? "message->" + presence!,
                key: CNaming.stringLiteral(field.key!),
                modeCondition: modeCondition(field, mode: mode))
        }
        return (fixed, fields)
    }

    private func hasPresenceMember(_ field: IRField) -> Bool {
        !field.isRequired && !isString(field.value)
    }

    /// Whether a pipe field's value is a string, absent when its data is NULL.
    private func isString(_ value: IRValueType) -> Bool {
        switch value.kind {
        case .url, .scheme, .text: return true
        case .boolean, .enumeration: return false
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(value.kind)")
        }
    }

    private func members(_ message: IRMessage, _ pipe: IRPipeEncoding, _ fields: [Field], fixed: Fixed, snake: String) -> [TemplateValue] {
        let string = names.lower("string")
        var members: [TemplateValue] = []
        func add(_ declaration: String, comment: TemplateValue) {
            members.append(["declaration": .string(declaration), "doc": comment])
        }
        func add(_ declaration: String, _ doc: [String]) {
            add(declaration, comment: CNaming.docComment(doc))
        }
        if pipe.address == .app {
            add(CCode.declaration(names.lower("app"), fixed.address), ["The app the message is addressed to."])
        } else {
            add(CCode.declaration(string, fixed.address), ["The scheme the message is addressed to, chosen by the caller, without the colon."])
        }
        add(CCode.declaration(names.lower("mode"), fixed.mode), comment: modeComment)
        if let flags = fixed.flags {
            add(
                "unsigned \(flags);",
                DocText.lines(
                    "The flags that are set: \(names.upper(snake, "FLAG"))_* values or'ed together, 0 for none. They are written right after the mode, in the order they are declared."
                ))
        }
        for field in fields {
            let doc = DocText.lines(field.field.doc)
            // The notes are spelled whole, as the comment's line or as the comment alone, a
            // name between two literals or a literal: no note made first to be copied again.
            if let presence = field.presence {
                add(
                    CCode.declaration("bool", presence),
                    comment: .string("/** Whether " + field.member + " is present. */"))
                add(
                    CCode.declaration(type(field.field.value), field.member),
                    comment: doc.isEmpty
                        ? .string("/** Optional: read only when " + presence + " is true. */")
                        : CNaming.docComment(doc, noteLine: " * Optional: read only when " + presence + " is true."))
            } else if isString(field.field.value) {
                let comment: TemplateValue =
                    if field.field.isRequired {
                        doc.isEmpty
                            ? "/** Required: data must not be NULL. */"
                            : CNaming.docComment(doc, noteLine: " * Required: data must not be NULL.")
                    } else {
                        doc.isEmpty
                            ? "/** Optional: absent when data is NULL. */"
                            : CNaming.docComment(doc, noteLine: " * Optional: absent when data is NULL.")
                    }
                add(CCode.declaration(string, field.member), comment: comment)
            } else {
                add(CCode.declaration(type(field.field.value), field.member), doc)
            }
        }
        add("const \(names.lower("pair")) *\(fixed.unknown);", comment: unknownComment)
        add(CCode.declaration("size_t", fixed.unknownCount), comment: unknownCountComment)
        return members
    }

    /// The member's C type, for a pipe field that is not a string.
    private func type(_ value: IRValueType) -> String {
        switch value {
        case .boolean: return "bool"
        case .enumeration(let id): return names.lower(enumStems[id]!)
        case .url, .scheme, .text, .integer, .presence, .date, .dateTime, .list:
            preconditionFailure("a pipe field of type \(value.kind) is not a bool or an enum")
        }
    }

    /// `message->has_<member>` (the parser's flag is the presence member) or a string's test.
    private func present(_ field: Field) -> String {
        field.presence == nil ? "message->" + field.member + ".data != NULL" : field.seen
    }

    private func absent(_ field: Field) -> String {
        field.presence == nil ? "message->" + field.member + ".data == NULL" : "!" + field.seen
    }

    /// `message->mode == A || message->mode == B` for a field limited to some modes, else nil.
    private func modeCondition(_ field: IRField, mode: String) -> String? {
        field.modeIDs.map { ids in
            ids.map { "message->\(mode) == \(modeConstant[$0]!)" }
                .joined(separator: " || ")
        }
    }

    /// The builder's statements for a present field, in the grammar's order: its mode, its value
    /// (written as `|key|value`), the app's limits on the written URL, its host. Most fields have
    /// only the value's, which is the lines' string itself, with no array made for it.
    private func writeLines(_ field: Field, fixed: Fixed, fields: [Field]) -> TemplateValue {
        let other = sameHostField(of: field, in: fields)
        let schemeCheck = writtenSchemeCheck(field)
        if field.modeCondition == nil, schemeCheck == nil, !field.field.checksAppLimits, other == nil { return .string(write(field)) }
        var lines: [String] = []
        if let condition = field.modeCondition {
            lines.append(CCode.statement("require_valid", "&writer", condition))
        }
        lines.append(write(field))
        if let schemeCheck { lines.append(schemeCheck) }
        if field.field.checksAppLimits {
            lines.append(CCode.statement("check_written_limits", "&writer", fixed.addressAccess, field.access))
        }
        if let other {
            lines.append("check_written_host(&writer, message->\(field.member), message->\(other.member));")
        }
        return .strings(lines)
    }

    /// The builder's check that a URL limited to some schemes has one, or nil.
    private func writtenSchemeCheck(_ field: Field) -> String? {
        guard case .url(let schemes?) = field.field.value else { return nil }
        return CCode.statement("check_written_scheme", "&writer", field.access, CQueryField.schemes(schemes))
    }

    /// The field whose host `field` must share; `fields` are the message's, in its order.
    private func sameHostField(of field: Field, in fields: [Field]) -> Field? {
        field.field.sameHostIndex.map { fields[$0] }
    }

    /// The parser's test before reading a known pair: not a duplicate, and in an allowed mode.
    private func claim(_ field: Field) -> String {
        guard let condition = field.modeCondition else { return "claim(&reader, &pair, &" + field.seen + ")" }
        return "claim(&reader, &pair, &\(field.seen)) && check_mode(&reader, &pair, \(condition))"
    }

    /// The parser's statements reading a pair's value into the field, then the app's limits: most
    /// fields have only the first, which is the lines' string itself, with no array made for it.
    private func readLines(_ field: Field, fixed: Fixed) -> TemplateValue {
        var schemeCheck: String?
        if case .url(let schemes?) = field.field.value {
            schemeCheck = CCode.statement("check_read_scheme", "&reader", "&pair", CQueryField.schemes(schemes))
        }
        guard field.field.checksAppLimits || schemeCheck != nil else { return .string(read(field)) }
        var lines = [read(field)]
        if let schemeCheck { lines.append(schemeCheck) }
        if field.field.checksAppLimits {
            lines.append(CCode.statement("check_read_limits", "&reader", "&pair", fixed.addressAccess))
        }
        return .strings(lines)
    }

    /// The builder's statement writing `|key|value`; a NULL required string or an invalid value
    /// is recorded in the writer.
    private func write(_ field: Field) -> String {
        let key = CNaming.stringLiteral("|\(field.field.key!)|")
        let value = field.access
        switch field.field.value {
        case .url: return CCode.statement("write_url", "&writer", key, value)
        case .scheme: return CCode.statement("write_scheme", "&writer", key, value)
        case .text: return CCode.statement("write_text", "&writer", key, value)
        case .boolean(let yes, let no):
            return CCode.statement("write_token", "&writer", key, "\(value) ? \(CNaming.stringLiteral(yes)) : \(CNaming.stringLiteral(no))")
        case .enumeration(let id):
            return CCode.statement("write_token", "&writer", key, CCode.expression(names.lower(enumStems[id]!, "token"), value))
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(field.field.value.kind)")
        }
    }

    /// The parser's statement reading `pair.value` into the field.
    private func read(_ field: Field) -> String {
        let target = "&message->" + field.member
        switch field.field.value {
        case .url: return CCode.statement("read_url", "&reader", "&pair", target)
        case .scheme: return CCode.statement("read_scheme", "&reader", "&pair", target)
        case .text: return CCode.statement("read_text", "&reader", "&pair", target)
        case .boolean(let yes, let no):
            return CCode.statement("read_flag", "&reader", "&pair", CNaming.stringLiteral(yes), CNaming.stringLiteral(no), target)
        case .enumeration(let id):
            let parse = CCode.expression(names.lower(enumStems[id]!, "from", "token"), "pair.value", target)
            return CCode.statement("check_value", "&reader", "&pair", parse)
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(field.field.value.kind)")
        }
    }
}
