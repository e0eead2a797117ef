import Load

/// Every problem a schema has, in source order.
public struct CheckFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]
}

/// Turns loaded JSON into a `Schema`, or reports every rule of its schema format it breaks.
public enum SchemaChecker {
    /// Format 1 is Office's pipe grammar; format 2 adds the URL grammar (docs/schema.md, "Schema reference").
    public static let supportedSchemaVersions = 1...2

    public static func check(_ root: JSONNode) throws(CheckFailure) -> Schema {
        let checker = Checker()
        let schema = checker.checkRoot(root)
        let diagnostics = checker.diagnostics.sorted
        guard let schema, diagnostics.isEmpty else { throw CheckFailure(diagnostics: diagnostics) }
        return schema
    }
}

/// The state of one check: what has been declared so far, for resolving references.
final class Checker {
    let diagnostics = DiagnosticCollector()
    var modeIDs: Set<String> = []
    var descriptorIDs: Set<String> = []
    /// Every descriptor by its id, once all of them are valid.
    var descriptorsByID: [String: Schema.Descriptor] = [:]
    var locations = SchemaLocations()
    /// The schema's format; format 2 when `schemaVersion` is missing or unsupported, so the
    /// rest is checked by the widest rules and reports no second error for format 2's keys.
    private(set) var version = 2
    /// Whether some message is written in the pipe grammar (has no `carriers`), valid or not.
    var declaresPipeMessages = false

    func checkRoot(_ root: JSONNode) -> Schema? {
        guard let object = ObjectReader(root, what: "the schema", diagnostics: diagnostics) else { return nil }
        _ = object.string("$schema", required: false)
        version = checkVersion(object.numberLiteral("schemaVersion"))
        let name = object.string("name")
        if let name {
            if !Rules.isTypeName(name.value) {
                diagnostics.error(
                    "name '\(name.value)' must be an UpperCamelCase ASCII identifier, such as OfficeLink",
                    at: name.location)
            } else if name.value.lowercased().hasPrefix("schemegen") {
                // Compared without case: macOS and Windows file systems would take SchemeGenRuntime.swift
                // for the runtime file.
                diagnostics.error(
                    "name '\(name.value)' begins with 'Schemegen', which is kept for the files schemegen shares between the schemas of one output folder (SchemegenRuntime.swift); choose another name",
                    at: name.location)
            } else if name.value.utf8.count > SchemaLimits.longestName {
                diagnostics.error(
                    "name '\(name.value)' has \(name.value.utf8.count) characters; a name has at most \(SchemaLimits.longestName), so every generated file name stays valid on Linux, macOS and Windows",
                    at: name.location)
            }
        }
        let doc = text(object, key: "doc", kind: .doc)
        let modeList = object.array("modes", required: version == 1)
        let descriptorList = object.array("descriptors")
        let appList = object.array("apps")
        let messageList = object.array("messages")
        let modes = modeList.map(checkModes) ?? []
        let descriptors = checkDescriptors(descriptorList)
        let apps = checkApps(appList)
        let messages = checkMessages(messageList, apps: apps, descriptors: descriptors)
        object.finish()
        locations.record(.schema, object)
        if version == 2, modeList == nil, !object.hasReported("modes"), declaresPipeMessages {
            diagnostics.error(
                "the schema is missing the key 'modes', which its pipe-grammar messages (those with 'scheme') need",
                at: object.location)
            return nil
        }
        guard let name, let modes, let descriptors, let messages, let apps else { return nil }
        return Schema(
            name: name.value, doc: doc?.value, modes: modes, descriptors: descriptors, descriptorsByID: descriptorsByID,
            messages: messages.pipe, queryMessages: messages.query, apps: apps, locations: locations)
    }

    /// Compared as written, so a version no integer holds (1e400) is reported like any other.
    private func checkVersion(_ version: Located<String>?) -> Int {
        guard let version else { return 2 }
        if let number = Int(version.value), SchemaChecker.supportedSchemaVersions.contains(number) { return number }
        diagnostics.error(
            "unsupported schemaVersion \(version.value); this schemegen reads schemaVersion 1 (the pipe grammar) and 2 (which adds the URL grammar)",
            at: version.location)
        return 2
    }

    /// Reads an array of objects, handing each element's reader to `read`. Elements are named in
    /// diagnostics by their id when they have one ("mode 'view'"), else by position. The array
    /// must not be empty unless `allowsEmpty` (a URL-grammar message's `fields`).
    func checkList<Item>(
        _ list: Located<[JSONNode]>?, key: String, kind: String, owner: String? = nil, allowsEmpty: Bool = false,
        read: (ObjectReader) -> Item?
    ) -> [Item]? {
        var items: [Item] = []
        let complete = checkEach(list, key: key, kind: kind, owner: owner, allowsEmpty: allowsEmpty) { object in
            guard let item = read(object) else { return false }
            items.append(item)
            return true
        }
        return complete ? items : nil
    }

    /// `checkList` for a caller that keeps the items itself: whether the list is there and `read`
    /// found each element valid.
    func checkEach(
        _ list: Located<[JSONNode]>?, key: String, kind: String, owner: String? = nil, allowsEmpty: Bool = false,
        read: (ObjectReader) -> Bool
    ) -> Bool {
        guard let list else { return false }
        if list.value.isEmpty, !allowsEmpty {
            diagnostics.error("'\(key)' must declare at least one entry", at: list.location)
        }
        var complete = true
        for (index, node) in list.value.enumerated() {
            guard let object = ObjectReader(node, name: .element(kind: kind, index: index, owner: owner), diagnostics: diagnostics) else {
                complete = false
                continue
            }
            // An element with a value reported wrong is incomplete even when `read` built it
            // (the value read as absent), so no later check reports that key missing too.
            if !read(object) || object.hasReportedValue { complete = false }
            object.finish()
        }
        return complete
    }

    /// A lowerCamelCase id of at most `SchemaLimits.longestName` characters, reported when malformed.
    func identifier(_ object: ObjectReader, key: String = "id", kind: String) -> Located<String>? {
        guard let id = object.string(key) else { return nil }
        guard Rules.isIdentifier(id.value) else {
            object.reportValue(
                key, "\(kind) id '\(id.value)' must be a lowerCamelCase ASCII identifier (a letter a-z, then letters and digits)",
                at: id.location)
            return nil
        }
        guard id.value.utf8.count <= SchemaLimits.longestName else {
            object.reportValue(
                key, "\(kind) id '\(id.value)' has \(id.value.utf8.count) characters; an id has at most \(SchemaLimits.longestName), so every generated file and class name stays valid on Linux, macOS and Windows",
                at: id.location)
            return nil
        }
        return id
    }

    /// A token written into URIs, reported when it holds characters that would need encoding.
    func token(_ object: ObjectReader, key: String, kind: String, required: Bool = true) -> Located<String>? {
        guard let token = object.string(key, required: required) else { return nil }
        guard Rules.isToken(token.value) else {
            object.reportValue(
                key, "\(kind) '\(token.value)' may use only letters, digits and - . _ ~ (characters URIs carry unencoded)",
                at: token.location)
            return nil
        }
        return token
    }

    func scheme(_ object: ObjectReader, kind: String) -> Located<String>? {
        guard let scheme = object.string("scheme") else { return nil }
        guard Rules.isScheme(scheme.value) else {
            object.reportValue(
                "scheme", "\(kind) scheme '\(scheme.value)' is not a valid URI scheme: it must be a letter followed by letters, digits, '+', '.' or '-', without the colon",
                at: scheme.location)
            return nil
        }
        return scheme
    }
}
