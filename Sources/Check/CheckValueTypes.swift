import Load

/// The descriptor types of schema format 2, the limits format 2 adds to `text`, and `url`'s
/// `schemes`, which both formats and both grammars take.
extension Checker {
    /// `url` with optional `schemes`: a non-empty list of RFC 3986 schemes, unique ignoring case.
    func urlType(_ object: ObjectReader) -> Schema.DescriptorType? {
        guard let list = object.array("schemes", required: false) else { return .url(schemes: nil) }
        if list.value.isEmpty {
            diagnostics.error("'schemes' must list at least one scheme; leave the key out to allow any", at: list.location)
            return nil
        }
        var unique = UniqueNames("scheme", diagnostics: diagnostics, normalize: { $0.lowercased() })
        var schemes: [String] = []
        for node in list.value {
            guard case .string(let scheme) = node.value, Rules.isScheme(scheme) else {
                diagnostics.error(
                    "'schemes' must hold URI schemes: a letter followed by letters, digits, '+', '.' or '-', without the colon",
                    at: node.location)
                return nil
            }
            guard unique.insert(Located(value: scheme, location: node.location)) else { return nil }
            schemes.append(scheme)
        }
        return .url(schemes: schemes)
    }

    /// `text` with optional `minLength`, `maxLength` (Unicode scalars) and `allowed` characters.
    func textType(_ object: ObjectReader) -> Schema.DescriptorType? {
        let minLength = object.integer("minLength", required: false, in: SchemaLimits.textLengths)
        let maxLength = object.integer("maxLength", required: false, in: SchemaLimits.textLengths)
        let allowed = object.string("allowed", required: false)
        var valid = true
        if let minLength, let maxLength, minLength.value > maxLength.value {
            diagnostics.error(
                "'minLength' \(minLength.value) is more than 'maxLength' \(maxLength.value)", at: minLength.location)
            valid = false
        }
        var characters: String?
        if let allowed {
            switch AllowedCharacters.expand(allowed.value) {
            case .success(let expanded): characters = expanded
            case .failure(let problem):
                diagnostics.error("'allowed' '\(allowed.value)' \(problem.reason)", at: allowed.location)
                valid = false
            }
        }
        guard valid else { return nil }
        return .text(Schema.TextLimits(minLength: minLength?.value, maxLength: maxLength?.value, allowed: characters))
    }

    /// The types only the URL grammar has.
    func urlGrammarType(_ name: String, _ object: ObjectReader, descriptorID: String?) -> Schema.DescriptorType? {
        switch name {
        case "integer": return integerType(object)
        case "presence": return .presence
        case "date": return .date
        case "dateTime": return .dateTime
        default: return listType(object, descriptorID: descriptorID)
        }
    }

    private func integerType(_ object: ObjectReader) -> Schema.DescriptorType? {
        let min = object.integer("min", required: false, in: SchemaLimits.integerValues)
        let max = object.integer("max", required: false, in: SchemaLimits.integerValues)
        if let min, let max, min.value > max.value {
            diagnostics.error("'min' \(min.value) is more than 'max' \(max.value)", at: min.location)
            return nil
        }
        return .integer(min: min.map { Int64($0.value) }, max: max.map { Int64($0.value) })
    }

    /// `item` (a text, integer or enum type with its keys) and exactly one of `separator` and
    /// `"repeatedKey": true`. An enum item's values belong to the list descriptor.
    private func listType(_ object: ObjectReader, descriptorID: String?) -> Schema.DescriptorType? {
        let itemNode = object.node("item", required: true)
        let separator = object.string("separator", required: false)
        let repeatedKey = object.bool("repeatedKey")
        var item: Schema.DescriptorType?
        if let itemNode, let itemObject = ObjectReader(itemNode, what: "the 'item' of a list", diagnostics: diagnostics) {
            item = listItemType(itemObject, descriptorID: descriptorID)
            itemObject.finish()
        }
        let listSeparator: Schema.ListSeparator?
        switch (separator, repeatedKey?.value) {
        case (let separator?, nil), (let separator?, false?):
            listSeparator = separatorCharacter(separator)
        case (nil, true?):
            listSeparator = .repeatedKey
        case (_?, true?):
            diagnostics.error(
                "a list has either a 'separator' or \"repeatedKey\": true, not both", at: repeatedKey!.location)
            listSeparator = nil
        case (nil, _):
            diagnostics.error(
                "a list needs a 'separator' (one character between items) or \"repeatedKey\": true (one key=value per item)",
                at: object.location)
            listSeparator = nil
        }
        guard let item, let listSeparator else { return nil }
        return .list(item: item, separator: listSeparator)
    }

    private func listItemType(_ object: ObjectReader, descriptorID: String?) -> Schema.DescriptorType? {
        guard let type = object.string("type") else { return nil }
        switch type.value {
        case "text": return textType(object)
        case "integer": return integerType(object)
        case "enum": return enumType(object, descriptorID: descriptorID)
        default:
            diagnostics.error(
                "a list's item type must be 'text', 'integer' or 'enum', found '\(type.value)'", at: type.location)
            return nil
        }
    }

    /// One printable ASCII character or a line feed, which no item can be mistaken for in a
    /// URI: not unreserved (items hold those raw), and not `&`, `=`, `#` or `%`, which the query
    /// itself uses.
    private func separatorCharacter(_ separator: Located<String>) -> Schema.ListSeparator? {
        let scalars = Array(separator.value.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first, scalar == "\n" || (0x20...0x7E).contains(scalar.value),
            !Rules.isToken(separator.value), !"&=#%".unicodeScalars.contains(scalar)
        else {
            diagnostics.error(
                "a list's 'separator' must be one printable ASCII character or \"\\n\", neither a letter, a digit, '-', '.', '_' or '~' nor '&', '=', '#' or '%'; found '\(separator.value)'",
                at: separator.location)
            return nil
        }
        return .character(separator.value)
    }
}

extension Schema.DescriptorType {
    var isURL: Bool {
        if case .url = self { return true }
        return false
    }

    /// The values of an enumeration, or of a list of one; nil for any other type.
    var enumValues: [Schema.EnumValue]? {
        switch self {
        case .enumeration(let values): values
        case .list(let item, _): item.enumValues
        default: nil
        }
    }

    /// The type as the schema spells it.
    public var name: String {
        switch self {
        case .url: "url"
        case .scheme: "scheme"
        case .text: "text"
        case .flag: "flag"
        case .enumeration: "enum"
        case .integer: "integer"
        case .presence: "presence"
        case .date: "date"
        case .dateTime: "dateTime"
        case .list: "list"
        }
    }
}
