import IR
import RenderCore

/// The context of one message in `Templates/kotlin/Message.kt.mustache`.
///
/// Message: `typeName`, `doc`, `isAppAddressed`, `fields`, `hasFlags` with `flags` (entries of the
/// nested `Flag` enum class: `name`, `id`, `token`, `doc`, `separator`), `splitArguments` (what the parser passes `Codec.split` after
/// the URI), `constants` (private vals of the companion, with `hasConstants`), `abbreviation`
/// (absent, else an object described in `abbreviation(_:field:in:_:module:)`),
/// `hasSameHost` with `buildSameHostChecks` and `parseSameHostChecks` (statements), `surface`
/// (the constructors, builder and equality of `KotlinMessageSurface`, as lines of the class body).
///
/// Each field: `name` (property and constructor parameter), `local` (variable in the parser),
/// `propertyType` (with `?` when optional), `storageType`, `key` (a literal), `doc`,
/// `write` (the statements appending the property to `writer`, as lines), `modeCondition` (a
/// Kotlin condition true when the field is not allowed in `mode`; empty when every mode allows
/// it), `read` (expression decoding `pair`) and `argument` (what the parser passes the
/// constructor, failing when a required field is absent).
enum KotlinMessageContext {
    static func message(_ message: IRMessage, _ pipe: IRPipeEncoding, module: IRModule) -> TemplateValue {
        let fields = message.fields
        // Each same-host check as the positions of its two fields, and the fields whose written
        // value a check needs: plain arrays of `Int` and `Bool`, types the run has already made,
        // where an array of index pairs and a set of indices would each be a new generic type.
        var sameHostSources: [Int] = []
        var sameHostTargets: [Int] = []
        var captured = [Bool](repeating: false, count: fields.count)
        // By index, not `enumerated()`: its (offset, IRField) tuple is a type of its own, which the
        // runtime makes at first use.
        for index in fields.indices {
            guard let target = fields[index].sameHostIndex else { continue }
            sameHostSources.append(index)
            sameHostTargets.append(target)
            captured[index] = true
            captured[target] = true
        }
        let flagTokens = pipe.flags.map { KotlinNaming.stringLiteral($0.token) }
        var splitArguments: [String] = []
        if !pipe.flags.isEmpty { splitArguments.append("FLAG_TOKENS") }
        // Matched, not compared with `!= nil`: the comparison copies the optional, a type the
        // runtime makes at first use.
        if case .some = pipe.abbreviation { splitArguments.append(pipe.flags.isEmpty ? "abbreviation = ABBREVIATION" : "ABBREVIATION") }
        // The abbreviated form and the companion's constants worked out first, so that the object
        // is made whole: each member set afterwards scanned it and grew its storage.
        var abbreviationContext = TemplateValue.bool(false)
        var constants: [String] = []
        if !pipe.flags.isEmpty { constants.append("private val FLAG_TOKENS = arrayOf(\(flagTokens.joined(separator: ", ")))") }
        if case .some(let abbreviation) = pipe.abbreviation,
            let fieldIndex = fields.firstIndex(where: { $0.id == abbreviation.fieldID })
        {
            let field = fields[fieldIndex]
            abbreviationContext = self.abbreviation(abbreviation, field: field, in: message, pipe, module: module)
            let prefixes = abbreviation.prefixes.map(KotlinNaming.stringLiteral).joined(separator: ", ")
            constants.append(
                "private val ABBREVIATION = Codec.Abbreviation(Mode.\(KotlinNaming.constantName(abbreviation.modeID)).token, "
                    + "\(KotlinNaming.stringLiteral(field.key!)), arrayOf(\(prefixes)))")
        }
        return [
            "typeName": .string(KotlinNaming.messageTypeName(message.id)),
            "doc": KotlinDoc.comment(message.doc),
            "fields": .list(fields.indices.map { index in
                field(fields[index], index: index, captured: captured[index], module: module)
            }),
            "hasFlags": .bool(!pipe.flags.isEmpty),
            "flags": .list(pipe.flags.indices.map { index in
                let flag = pipe.flags[index]
                return [
                    "name": .string(KotlinNaming.constantName(flag.id)),
                    "id": .string(KotlinNaming.stringLiteral(flag.id)),
                    "token": .string(KotlinNaming.stringLiteral(flag.token)),
                    "doc": KotlinDoc.comment(flag.doc),
                    "separator": .string(index == pipe.flags.count - 1 ? ";" : ","),
                ]
            }),
            "splitArguments": .string(splitArguments.map { ", " + $0 }.joined()),
            "hasSameHost": .bool(!sameHostSources.isEmpty),
            "buildSameHostChecks": .strings(sameHostSources.indices.map { check in
                let source = sameHostSources[check], target = sameHostTargets[check]
                return sameHostCheck(fields[source], "written\(source)", fields[target], "written\(target)")
            }),
            "parseSameHostChecks": .strings(sameHostSources.indices.map { check in
                let source = fields[sameHostSources[check]], target = fields[sameHostTargets[check]]
                return sameHostCheck(source, KotlinNaming.localName(source.id), target, KotlinNaming.localName(target.id))
            }),
            "abbreviation": abbreviationContext,
            "constants": .strings(constants),
            "hasConstants": .bool(!constants.isEmpty),
            "surface": .strings(surface(message, pipe, module: module)),
            // Last, where a lookup, which scans from the last member back, finds it first: the
            // templates read it most.
            "isAppAddressed": .bool(pipe.address == .app),
        ]
    }

    /// The members of `KotlinMessageSurface` for the message's properties: the address, the mode
    /// (which a second constructor leaves out when the schema has a default mode), the fields, the
    /// flags and the unknown descriptors; indented for the class body.
    private static func surface(_ message: IRMessage, _ pipe: IRPipeEncoding, module: IRModule) -> [String] {
        typealias Member = KotlinMessageSurface.Member
        var members = [
            pipe.address == .app ? Member(name: "app", type: "App", defaultValue: nil) : Member(name: "scheme", type: "String", defaultValue: nil),
            Member(name: "mode", type: "Mode", defaultValue: nil),
        ]
        for field in message.fields {
            let storage = KotlinQueryValue.type(field.value)
            members.append(field.isRequired
                ? Member(name: KotlinNaming.propertyName(field.id), type: storage, defaultValue: nil)
                : Member(name: KotlinNaming.propertyName(field.id), type: storage + "?", defaultValue: "null"))
        }
        if !pipe.flags.isEmpty { members.append(Member(name: "flags", type: "Set<Flag>", defaultValue: "emptySet()")) }
        members.append(Member(name: "unknownDescriptors", type: "List<UnknownDescriptor>", defaultValue: "emptyList()"))
        let surface = KotlinMessageSurface(
            typeName: KotlinNaming.messageTypeName(message.id), members: members,
            omittable: module.defaultMode == nil ? nil : (name: "mode", value: "Mode.defaultMode", doc: "in the default mode"))
        return surface.lines.map { $0.isEmpty ? "" : "    " + $0 }
    }

    /// `writtenMode` (the mode the short form is written in: the abbreviation's for a message in the
    /// default mode, which the short form implies), `modeDoc` (`[Mode.VIEW]`), `fieldName`, `fieldValue` (the URL the
    /// form writes, its scheme checked when the field limits them), `prefixList` (for docs: `` `http://` or `https://` ``),
    /// `conditions` (the lines of a condition true when the message has no abbreviated form: another
    /// mode, a flag, another field, which the checker makes optional), `limitArguments` (`, app.maxPathLength, app.fileNameExclusions` when the field
    /// checks the app's limits) and `doc` (the schema's doc as KDoc body lines, then an empty one).
    private static func abbreviation(
        _ abbreviation: IRAbbreviation, field: IRField, in message: IRMessage, _ pipe: IRPipeEncoding, module: IRModule
    ) -> TemplateValue {
        let modeName = "Mode." + KotlinNaming.constantName(abbreviation.modeID)
        // Each condition line joined once from its pieces, with the ` ||` that joins it to the next.
        let otherFields = message.fields.filter { $0.id != field.id && !$0.isRequired }
        let lineCount = 1 + (pipe.flags.isEmpty ? 0 : 1) + otherFields.count
        var conditions: [String] = []
        conditions.reserveCapacity(lineCount)
        func joiner(_ line: Int) -> String { line == lineCount - 1 ? "" : " ||" }
        conditions.append(["writtenMode != ", modeName, joiner(conditions.count)].joined())
        if !pipe.flags.isEmpty { conditions.append("flags.isNotEmpty()" + joiner(conditions.count)) }
        for other in otherFields {
            conditions.append(["this.", KotlinNaming.propertyName(other.id), " != null", joiner(conditions.count)].joined())
        }
        let defaultIsOther = module.defaultMode.map { $0.id != abbreviation.modeID } ?? false
        return [
            "writtenMode": .string(defaultIsOther ? "if (mode == Mode.defaultMode) \(modeName) else mode" : "mode"),
            "fieldName": .string(KotlinNaming.propertyName(field.id)),
            "fieldValue": .string(checkingScheme(
                field.value, key: KotlinNaming.stringLiteral(field.key!), url: "this." + KotlinNaming.propertyName(field.id))),
            "prefixList": .string(KotlinDoc.escape(abbreviation.prefixes.map { "`\($0)`" }.joined(separator: " or "))),
            "conditions": .strings(conditions),
            "limitArguments": .string(field.checksAppLimits && pipe.address == .app ? ", app.maxPathLength, app.fileNameExclusions" : ""),
            "doc": .strings(DocText.lines(abbreviation.doc).map { $0.isEmpty ? " *" : " * " + KotlinDoc.escape($0) }
                + (abbreviation.doc == nil ? [] : [" *"])),
            "modeDoc": .string("[\(modeName)]"),
        ]
    }

    private static func sameHostCheck(_ field: IRField, _ value: String, _ other: IRField, _ otherValue: String) -> String {
        "Codec.checkSameHost(\(KotlinNaming.stringLiteral(field.key!)), \(value), \(KotlinNaming.stringLiteral(other.key!)), \(otherValue))"
    }

    private static func field(_ field: IRField, index: Int, captured: Bool, module: IRModule) -> TemplateValue {
        let storage = KotlinQueryValue.type(field.value)
        let name = KotlinNaming.propertyName(field.id)
        let local = KotlinNaming.localName(field.id)
        let key = KotlinNaming.stringLiteral(field.key!)
        let pairStart = KotlinNaming.stringLiteral("|" + field.key! + "|")
        let limits = field.checksAppLimits && field.value.kind == .url ? ", app.maxPathLength, app.fileNameExclusions" : ""
        let condition = modeCondition(field.modeIDs)
        // Each line joined from its pieces into one string of its size: `+` and interpolation grew it.
        let modeCheck = condition.isEmpty ? "" : ["if (", condition, ") throw Codec.notInMode(", key, ", mode.token)"].joined()
        let binding = captured ? "val written\(index) = " : ""
        func statement(_ value: String, prefix: String, suffix: String) -> String {
            self.write(field.value, key: key, pairStart: pairStart, value: value, limits: limits, prefix: prefix, suffix: suffix)
        }
        let write: [String]
        if field.isRequired {
            let line = statement("this." + name, prefix: binding, suffix: "")
            write = modeCheck.isEmpty ? [line] : [modeCheck, line]
        } else if modeCheck.isEmpty {
            write = [statement("it", prefix: [binding, "this.", name, "?.let { "].joined(), suffix: " }")]
        } else {
            write = [[binding, "this.", name, "?.let {"].joined(), "    " + modeCheck, statement("it", prefix: "    ", suffix: ""), "}"]
        }
        return [
            "name": .string(name),
            "local": .string(local),
            "propertyType": .string(field.isRequired ? storage : storage + "?"),
            "storageType": .string(storage),
            "key": .string(key),
            "doc": KotlinDoc.comment(field.doc),
            "write": .strings(write),
            "modeCondition": .string(condition),
            "read": .string(read(field.value, limits: limits)),
            "argument": .string(field.isRequired ? [local, " ?: throw Codec.missing(", key, ")"].joined() : local),
        ]
    }

    /// `mode != Mode.A && mode != Mode.B`, or "" when the field has no mode limit.
    private static func modeCondition(_ modeIDs: [String]?) -> String {
        guard let modeIDs else { return "" }
        return modeIDs.map { "mode != Mode." + KotlinNaming.constantName($0) }.joined(separator: " && ")
    }

    /// `url`, an expression giving a URL, wrapped in the check of its scheme when the field
    /// limits them; `key` is the key's literal.
    private static func checkingScheme(_ value: IRValueType, key: String, url: String) -> String {
        guard case .url(let schemes?) = value else { return url }
        return ["Codec.checkUrlScheme(", key, ", ", url, schemes.map { ", " + KotlinNaming.stringLiteral($0) }.joined(), ")"]
            .joined()
    }

    /// The statement appending `value` to the `writer`, between `prefix` and `suffix` (what the
    /// line holds around it), joined from its pieces into one string of its size; a URL's
    /// returns the value as written. `pairStart` is the literal `|key|` the writer appends whole;
    /// `key`, the bare key, names a value the writer refuses (tokens are never refused).
    private static func write(
        _ type: IRValueType, key: String, pairStart: String, value: String, limits: String, prefix: String,
        suffix: String
    ) -> String {
        switch type {
        case .url:
            let append = ["writer.appendUrl(", key, ", ", pairStart, ", ", value, limits, ")"].joined()
            return [prefix, checkingScheme(type, key: key, url: append), suffix].joined()
        case .scheme: return [prefix, "writer.appendScheme(", key, ", ", pairStart, ", ", value, ")", suffix].joined()
        case .text: return [prefix, "writer.appendText(", key, ", ", pairStart, ", ", value, ")", suffix].joined()
        case .boolean(let yes, let no):
            return [
                prefix, "writer.appendToken(", pairStart, ", if (", value, ") ", KotlinNaming.stringLiteral(yes), " else ",
                KotlinNaming.stringLiteral(no), ")", suffix,
            ].joined()
        case .enumeration: return [prefix, "writer.appendToken(", pairStart, ", ", value, ".token)", suffix].joined()
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(type.kind)")
        }
    }

    /// The expression decoding `pair` into the field's storage type.
    private static func read(_ value: IRValueType, limits: String) -> String {
        switch value {
        case .url: return checkingScheme(value, key: "pair.key", url: "Codec.readUrl(pair\(limits))")
        case .scheme: return "Codec.readScheme(pair)"
        case .text: return "Codec.readText(pair)"
        case .boolean(let yes, let no):
            return "Codec.readFlag(pair, \(KotlinNaming.stringLiteral(yes)), \(KotlinNaming.stringLiteral(no)))"
        case .enumeration(let id):
            return "\(KotlinNaming.typeName(id)).fromToken(pair.value) ?: throw Codec.invalid(pair, \"is not one of its tokens\")"
        case .integer, .presence, .date, .dateTime, .list: preconditionFailure("checked: a pipe field is never a \(value.kind)")
        }
    }
}
