extension URITemplate {
    /// The URI this template expands to with `values` (RFC 6570 section 3.2, the algorithm of
    /// appendix A). A variable missing from `values` is undefined. Literal text is copied,
    /// except characters a URI cannot hold (non-ASCII), which are percent-encoded.
    public func expand(_ values: [String: VariableValue]) throws(URITemplateExpansionError) -> String {
        var uri = ""
        for part in parts {
            switch part {
            case .literal(let text):
                uri += PercentEncoding.encode(text, allowingReserved: true)
            case .expression(let expression):
                uri += try expression.expand(values)
            }
        }
        return uri
    }
}

extension URITemplate.Expression {
    func expand(_ values: [String: VariableValue]) throws(URITemplateExpansionError) -> String {
        var items: [String] = []
        for variable in variables {
            guard let value = values[variable.name], !value.isUndefined else { continue }
            items.append(try expand(variable, value))
        }
        return items.isEmpty ? "" : `operator`.first + items.joined(separator: `operator`.separator)
    }

    /// One defined variable, without the separator before it.
    private func expand(_ variable: VariableSpec, _ value: VariableValue) throws(URITemplateExpansionError) -> String {
        let named = `operator`.isNamed
        switch (value, variable.modifier) {
        case (.string(let text), _):
            var written = text
            if case .prefix(let length) = variable.modifier {
                written = PercentEncoding.prefix(of: text, length: length, keepingTriplets: `operator`.allowsReserved)
            }
            return (named ? nameAndEquals(variable.name, isEmpty: text.isEmpty) : "") + encode(written)
        case (.list, .prefix), (.pairs, .prefix):
            throw URITemplateExpansionError(.prefixOfCompositeValue, variable: variable.name)
        case (.list(let items), .none):
            return (named ? variable.name + "=" : "") + items.map(encode).joined(separator: ",")
        case (.pairs(let pairs), .none):
            let flattened = pairs.flatMap { [encode($0.key), encode($0.value)] }
            return (named ? variable.name + "=" : "") + flattened.joined(separator: ",")
        case (.list(let items), .explode):
            let written = items.map { named ? nameAndEquals(variable.name, isEmpty: $0.isEmpty) + encode($0) : encode($0) }
            return written.joined(separator: `operator`.separator)
        case (.pairs(let pairs), .explode):
            let written = pairs.map { pair in
                (named ? nameAndEquals(encode(pair.key), isEmpty: pair.value.isEmpty) : encode(pair.key) + "=") + encode(pair.value)
            }
            return written.joined(separator: `operator`.separator)
        }
    }

    /// `name=`, or the operator's `ifemp` after the name when the value is empty (`;x`, `?x=`).
    private func nameAndEquals(_ name: String, isEmpty: Bool) -> String {
        name + (isEmpty ? `operator`.ifEmpty : "=")
    }

    private func encode(_ text: String) -> String {
        PercentEncoding.encode(text, allowingReserved: `operator`.allowsReserved)
    }
}
