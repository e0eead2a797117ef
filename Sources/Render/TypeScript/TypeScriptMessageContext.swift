import IR
import RenderCore

/// The context of one message in `Templates/typescript/Message.ts.mustache`.
///
/// Message: `typeName`, `buildName`, `parseName`, `doc`, `isAppAddressed`, `inputType` (what
/// the builder takes), `mode` (the builder's mode expression), `splitArguments` (what the parser
/// passes to `splitUri`), `fields`, `requiredFields`, `hostLocals` (the builder's `let` lines
/// for URLs that must share a host), `hostChecks` (the parser's same-host statements, after the
/// required fields) and `resultMembers` (the parser's returned object, one member per line).
///
/// Flags: `hasFlags`, `flagTypeName`, `flagTokensName`, `flagLookupName`, `flagIdLookupName`,
/// `flags` (each `name`, `value`, `id`, `token`, `doc`). Abbreviated form: `abbreviation`, absent
/// or an object with `name` (the builder), `constant`, `modeExpression` (the builder's mode: the
/// form's mode for a message in the default mode or none), `impliedModeComment` and
/// `defaultModeTokenText` (when the default mode is not the form's), `doc`, `prefixes` (an array literal), `modeToken`, `key`,
/// `notAbbreviated` (the condition lines that rule it out), `notAbbreviatedDetail`,
/// `modeCheck` (the field's mode check, or empty), `write` (the expression writing the URL),
/// `prefixDetail`.
///
/// Each field: `name` (property), `key` (a literal), `type`, `optional` (`?` or nothing), `doc`,
/// `isRequired`, `writeLines` (statements writing `message.<name>`) and `readLines` (statements
/// reading `pair` into `fields.<name>`).
enum TypeScriptMessageContext {
    static func message(_ message: IRMessage, _ pipe: IRPipeEncoding, defaultMode: String?, modes: [IRMode], appLimits: Bool) -> TemplateValue {
        let typeName = TypeScriptNaming.messageTypeName(message.id)
        let flagTypeName = TypeScriptNaming.flagTypeName(ofMessageType: typeName)
        let hasFlags = !pipe.flags.isEmpty
        let required = message.fields.filter(\.isRequired).map { TypeScriptNaming.fieldName($0.id) }
        let address = pipe.address == .app ? "app" : "scheme: parts.scheme"
        let flagLookupName = TypeScriptNaming.member(of: flagTypeName, "WithToken")
        let abbreviationConstant = TypeScriptNaming.local(typeName, "Abbreviation")
        let fieldContext = FieldContext(message: message, modes: modes, appLimits: appLimits)
        let fields = message.fields.indices.map(fieldContext.field(at:))
        var splitArguments = ["uri"]
        // Matched, not compared with `!= nil`: `IRAbbreviation` is Equatable, and comparing two
        // optionals of it has the runtime make the type of their pair at first use.
        let isAbbreviated = if case .some = pipe.abbreviation { true } else { false }
        if hasFlags || isAbbreviated { splitArguments.append(hasFlags ? flagLookupName : "undefined") }
        if isAbbreviated { splitArguments.append(abbreviationConstant) }
        return [
            "buildName": .string("build" + typeName),
            "parseName": .string("parse" + typeName),
            "doc": TypeScriptContext.doc(message.doc),
            "inputType": .string(defaultMode == nil ? typeName : "MessageInput<\(typeName)>"),
            "mode": .string(defaultMode == nil ? "message.mode" : "message.mode ?? defaultMode"),
            "splitArguments": .string(splitArguments.joined(separator: ", ")),
            "hasFlags": .bool(hasFlags),
            "flagTokensName": .string(TypeScriptNaming.member(of: flagTypeName, "Tokens")),
            "flagLookupName": .string(flagLookupName),
            "flagIdLookupName": .string(TypeScriptNaming.member(of: flagTypeName, "WithId")),
            "flags": .list(pipe.flags.map { flag in
                let name = TypeScriptNaming.key(flag.id)
                let id = TypeScriptNaming.stringLiteral(flag.id)
                return [
                    "name": .string(name),
                    "value": .string(name == flag.id ? id : TypeScriptNaming.stringLiteral(name)),
                    "id": .string(id),
                    "token": .string(TypeScriptNaming.stringLiteral(flag.token)),
                    "doc": TypeScriptContext.doc(flag.doc),
                ]
            }),
            "abbreviation": pipe.abbreviation.map {
                abbreviation($0, of: message, pipe, typeName: typeName, constant: abbreviationConstant, defaultMode: defaultMode, fields: fieldContext)
            } ?? .bool(false),
            "fields": .list(fields),
            "requiredFields": .list(message.fields.indices.compactMap { message.fields[$0].isRequired ? fields[$0] : nil }),
            "hostLocals": .strings(fieldContext.hostLocals),
            "hostChecks": .strings(fieldContext.parsedHostChecks),
            "resultMembers": .strings(
                [address, "mode"] + (hasFlags ? ["flags"] : []) + ["...fields"] + required.map { "\($0): fields.\($0)" }
                    + ["unknownDescriptors"]),
            // The names the templates read most last: a lookup scans from the last member back.
            "flagTypeName": .string(flagTypeName),
            "typeName": .string(typeName),
            "isAppAddressed": .bool(pipe.address == .app),
        ]
    }

    /// The abbreviated builder's parts; the parser reads the form through `splitUri`.
    private static func abbreviation(
        _ abbreviation: IRAbbreviation, of message: IRMessage, _ pipe: IRPipeEncoding, typeName: String, constant: String, defaultMode: String?,
        fields: FieldContext
    ) -> TemplateValue {
        let field = message.fields.first { $0.id == abbreviation.fieldID }!
        let name = TypeScriptNaming.fieldName(field.id)
        let key = TypeScriptNaming.stringLiteral(field.key!)
        let flagType = TypeScriptNaming.flagTypeName(ofMessageType: typeName)
        let modeToken = fields.modeToken(abbreviation.modeID)
        let formMode = "Mode." + TypeScriptNaming.key(abbreviation.modeID)
        // A message naming no mode, or the default one, is read in the form's mode, which the short form implies.
        let impliedDefaultID = fields.modes.first { TypeScriptNaming.key($0.id) == defaultMode && $0.id != abbreviation.modeID }?.id
        let modeExpression = impliedDefaultID == nil
            ? (defaultMode == nil ? "message.mode" : "message.mode ?? defaultMode")
            : "message.mode === undefined || message.mode === defaultMode ? \(formMode) : message.mode"
        // Each condition line joined once from its pieces, with the ` ||` that joins it to the next.
        let otherFields = message.fields.filter { $0.id != field.id }
        let lineCount = 1 + pipe.flags.count + otherFields.count
        var lines: [String] = []
        lines.reserveCapacity(lineCount)
        func joiner(_ line: Int) -> String { line == lineCount - 1 ? "" : " ||" }
        lines.append(["mode !== ", formMode, joiner(lines.count)].joined())
        for flag in pipe.flags {
            let member = TypeScriptNaming.key(flag.id)
            lines.append(["message.flags?.has(", flagType, ".", member, ") === true", joiner(lines.count)].joined())
        }
        for other in otherFields {
            lines.append(["message.", TypeScriptNaming.fieldName(other.id), " !== undefined", joiner(lines.count)].joined())
        }
        let prefixes = abbreviation.prefixes.map { "'\($0)'" }
        let prefixList = prefixes.count == 1 ? prefixes[0] : Array(prefixes.dropLast()).joined(separator: ", ") + " or " + prefixes.last!
        return [
            "name": .string(TypeScriptNaming.abbreviatedBuilderName(ofMessageType: typeName)),
            "constant": .string(constant),
            "modeExpression": .string(modeExpression),
            "impliedModeComment": .strings(impliedDefaultID == nil ? [] : ["The default mode, or none, is read as the form's mode: the short form implies it."]),
            "defaultModeTokenText": .string(impliedDefaultID.map { TypeScriptNaming.commentText(fields.modeToken($0)) } ?? ""),
            "doc": TypeScriptNaming.commentBody(DocText.lines(abbreviation.doc)),
            "prefixes": .string("[" + abbreviation.prefixes.map { TypeScriptNaming.stringLiteral($0.lowercased()) }.joined(separator: ", ") + "]"),
            "modeToken": .string(TypeScriptNaming.stringLiteral(modeToken)),
            "modeTokenText": .string(TypeScriptNaming.commentText(modeToken)),
            "fieldKeyText": .string(TypeScriptNaming.commentText(field.key!)),
            "key": .string(key),
            "notAbbreviated": .strings(lines),
            "notAbbreviatedDetail": .string(TypeScriptNaming.stringLiteral(
                "the abbreviated form is the mode '\(modeToken)' with only '\(field.key!)': no flag, no other descriptor")),
            "modeCheck": .string(fields.modeCheck(field, key: key) ?? ""),
            "write": .string(fields.writeURL(field, value: "message.\(name)")),
            "prefixDetail": .string(TypeScriptNaming.stringLiteral("does not start with \(prefixList)")),
        ]
    }

    /// What the builder and the parser of one message write for its fields: mode checks, app
    /// limits and same-host checks come from the IR, so any schema's rules are generated alike.
    private struct FieldContext {
        let message: IRMessage
        let modes: [IRMode]
        let appLimits: Bool
        /// Host pairs (a field, the field it must share a host with), in declared order of the
        /// first, as the positions of their two fields: pair `i` is `hostFields[i]`, `hostOthers[i]`.
        let hostFields: [Int]
        let hostOthers: [Int]
        /// By position: whether the builder keeps the field's encoded value for a host check.
        private let isKept: [Bool]
        /// The host pairs (their numbers) in the order of the position of whichever of their two
        /// fields the builder writes last (the host check follows that field), and by position
        /// where that field's pairs start in it: the pairs completed at position `p` are
        /// `completedPairs[completedStart[p]..<completedStart[p + 1]]`. Worked out once per
        /// message, so the fields of a message cost linear time, not one rescan of the message
        /// each; arrays of `Int` rather than dictionaries or arrays of pairs, whose first use in a
        /// run costs the Swift runtime the making of their types.
        private let completedPairs: [Int]
        private let completedStart: [Int]

        init(message: IRMessage, modes: [IRMode], appLimits: Bool) {
            self.message = message
            self.modes = modes
            self.appLimits = appLimits
            let fields = message.fields
            var hostFields: [Int] = []
            var hostOthers: [Int] = []
            var isKept = [Bool](repeating: false, count: fields.count)
            var completedCount = [Int](repeating: 0, count: fields.count + 1)
            // By index, not `enumerated()`: its (offset, IRField) tuple is a type of its own, which
            // the runtime makes at first use.
            for index in fields.indices {
                guard let other = fields[index].sameHostIndex else { continue }
                hostFields.append(index)
                hostOthers.append(other)
                isKept[index] = true
                isKept[other] = true
                completedCount[max(index, other) + 1] += 1
            }
            // Counts to start offsets, then each pair into its position's run, in declared order.
            for position in 0..<fields.count { completedCount[position + 1] += completedCount[position] }
            var completedPairs = [Int](repeating: 0, count: hostFields.count)
            var next = completedCount
            for pair in hostFields.indices {
                let completedAt = max(hostFields[pair], hostOthers[pair])
                completedPairs[next[completedAt]] = pair
                next[completedAt] += 1
            }
            self.hostFields = hostFields
            self.hostOthers = hostOthers
            self.isKept = isKept
            self.completedPairs = completedPairs
            self.completedStart = completedCount
        }

        func written(_ field: IRField) -> String {
            TypeScriptNaming.local(field.id, "Written")
        }

        var hostLocals: [String] {
            message.fields.indices.compactMap { isKept[$0] ? "let \(written(message.fields[$0])): string | undefined;" : nil }
        }

        var parsedHostChecks: [String] {
            hostFields.indices.map { pair in
                let field = message.fields[hostFields[pair]]
                let other = message.fields[hostOthers[pair]]
                return "checkSameHost(\(TypeScriptNaming.stringLiteral(field.key!)), fields.\(TypeScriptNaming.fieldName(field.id)), "
                    + "fields.\(TypeScriptNaming.fieldName(other.id)), \(TypeScriptNaming.stringLiteral(other.key!)));"
            }
        }

        func modeToken(_ id: String) -> String {
            modes.first { $0.id == id }?.token ?? id
        }

        /// `checkMode(key, mode, [Mode.a, ...]);` for a field limited to some modes.
        func modeCheck(_ field: IRField, key: String) -> String? {
            field.modeIDs.map { ids in
                "checkMode(\(key), mode, [" + ids.map { "Mode." + TypeScriptNaming.key($0) }.joined(separator: ", ") + "]);"
            }
        }

        /// The expression that checks, encodes and appends a URL field, giving its encoded value.
        func writeURL(_ field: IRField, value: String) -> String {
            let key = TypeScriptNaming.stringLiteral(field.key!)
            let write = field.checksAppLimits && appLimits ? "writeUrl(\(key), \(value), app)" : "writeUrl(\(key), \(value))"
            return checkingScheme(field, key: key, url: write)
        }

        /// `url`, an expression giving a URL already checked to be absolute, wrapped in the check
        /// of its scheme when the field limits them.
        private func checkingScheme(_ field: IRField, key: String, url: String) -> String {
            guard case .url(let schemes?) = field.value else { return url }
            let list = schemes.map(TypeScriptNaming.stringLiteral).joined(separator: ", ")
            return ["checkUrlScheme(", key, ", ", url, ", [", list, "])"].joined()
        }

        /// The field at `position` in the message.
        func field(at position: Int) -> TemplateValue {
            let field = message.fields[position]
            let name = TypeScriptNaming.fieldName(field.id)
            let key = TypeScriptNaming.stringLiteral(field.key!)
            return [
                "name": .string(name),
                "key": .string(key),
                "type": .string(TypeScriptQueryValue.type(field.value)),
                "optional": .string(field.isRequired ? "" : "?"),
                "doc": TypeScriptContext.doc(field.doc),
                "isRequired": .bool(field.isRequired),
                "writeLines": .strings(writeLines(field, at: position, key: key, value: "message." + name)),
                "readLines": .strings(readLines(field, name: name)),
            ]
        }

        /// The statements writing `value` as `|key|encoded` with the builder's `writer`, after the
        /// field's mode check, then the host checks whose second URL this field completes. `key`
        /// is the key's literal, made once per field. Each statement is joined from its pieces
        /// into one string of the right size: interpolation grew its buffer and copied it again.
        private func writeLines(_ field: IRField, at position: Int, key: String, value: String) -> [String] {
            var lines = modeCheck(field, key: key).map { [$0] } ?? []
            let limits = field.checksAppLimits && appLimits ? ", app" : ""
            var statement = isKept[position] ? [written(field), " = "] : []
            switch field.value {
            case .url: statement += [checkingScheme(field, key: key, url: ["writer.url(", key, ", ", value, limits, ")"].joined()), ";"]
            case .scheme: statement += ["writer.scheme(", key, ", ", value, ");"]
            case .text: statement += ["writer.text(", key, ", ", value, ");"]
            case .boolean(let yes, let no):
                statement += [
                    "writer.token(", key, ", ", value, " ? ", TypeScriptNaming.stringLiteral(yes), " : ",
                    TypeScriptNaming.stringLiteral(no), ");",
                ]
            case .enumeration(let id):
                let tokens = TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "Tokens")
                statement += ["writer.token(", key, ", ", tokens, "[", value, "]);"]
            case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(field.value.kind)")
            }
            lines.append(statement.joined())
            // Read by index, not through a slice, whose iterator is a type the runtime makes at first use.
            for slot in completedStart[position]..<completedStart[position + 1] {
                let pair = completedPairs[slot]
                let (first, other) = (message.fields[hostFields[pair]], message.fields[hostOthers[pair]])
                lines.append(
                    "checkSameHost(\(TypeScriptNaming.stringLiteral(first.key!)), \(written(first)), "
                        + "\(written(other)), \(TypeScriptNaming.stringLiteral(other.key!)));")
            }
            return lines
        }

        /// The statements reading `pair` into `fields.<name>`: the mode check, then the value's.
        private func readLines(_ field: IRField, name: String) -> [String] {
            var lines = modeCheck(field, key: "pair.key").map { [$0] } ?? []
            let read: String
            switch field.value {
            case .url:
                read = checkingScheme(field, key: "pair.key", url: field.checksAppLimits && appLimits ? "readUrl(pair, apps[app])" : "readUrl(pair)")
            case .scheme: read = "readScheme(pair)"
            case .text: read = "readText(pair)"
            case .boolean(let yes, let no):
                read = "readFlag(pair, \(TypeScriptNaming.stringLiteral(yes)), \(TypeScriptNaming.stringLiteral(no)))"
            case .enumeration(let id):
                read = "readToken(pair, \(TypeScriptNaming.member(of: TypeScriptNaming.typeName(id), "WithToken")))"
            case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(field.value.kind)")
            }
            lines.append(["fields.", name, " = ", read, ";"].joined())
            return lines
        }
    }
}
