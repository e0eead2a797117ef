import IR

/// A builder's input as the command line and the conformance vectors give it: `name=value`
/// pairs, a field's value as text (a list one pair per item, the empty list one empty value), and
/// the address: `app=ID` or `scheme=SCHEME`, `mode=ID`, `flags=ID,ID` for a pipe message,
/// `carrier=ID` or `callbackUrl=URL` for a URL-grammar message.
public struct BuildArguments: Sendable {
    public let pairs: [(name: String, value: [UInt8])]

    /// The names that address a message rather than fill a field.
    static let addressNames: Set<String> = ["app", "scheme", "mode", "flags", "carrier", "callbackUrl"]

    public init(_ pairs: [(name: String, value: [UInt8])]) {
        self.pairs = pairs
    }

    /// `name=value` arguments, cut at the first `=`; nil when one has none.
    public init?(arguments: [String]) {
        var pairs: [(name: String, value: [UInt8])] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else { return nil }
            pairs.append((String(argument[..<equals]), Array(argument[argument.index(after: equals)...].utf8)))
        }
        self.init(pairs)
    }

    /// The one value given for an address name, as text.
    func single(_ name: String) -> String? {
        pairs.first { $0.name == name }.map { URIBytes.shown($0.value) }
    }

    /// The fields' typed values, in the message's declared order: `invalidValue` for a value that
    /// is not of its field's type (text that is not UTF-8, an enum case id the enum lacks).
    func values(for message: IRMessage, codec: URLValueCodec) throws(ReferenceError) -> [String: ReferenceValue] {
        if let stray = pairs.first(where: { pair in !Self.addressNames.contains(pair.name) && !message.fields.contains { $0.id == pair.name } }) {
            throw .invalid(
                "\(message.id) has no field '\(stray.name)'; its fields are \(message.fields.map(\.id).joined(separator: ", "))",
                fieldID: stray.name)
        }
        var values: [String: ReferenceValue] = [:]
        for field in message.fields {
            let given = pairs.filter { $0.name == field.id }.map(\.value)
            guard !given.isEmpty else { continue }
            do throws(ReferenceError) {
                if case .list(let item, _) = field.value {
                    var items: [ReferenceValue] = []
                    for raw in given where given != [[]] { items.append(try typed(item, raw, codec)) }
                    values[field.id] = .list(items)
                } else {
                    guard given.count == 1 else { throw ReferenceError.invalid("is given \(given.count) times") }
                    values[field.id] = try typed(field.value, given[0], codec)
                }
            } catch {
                throw error.at(nil, fieldID: field.id)
            }
        }
        return values
    }

    private func typed(_ type: IRValueType, _ raw: [UInt8], _ codec: URLValueCodec) throws(ReferenceError) -> ReferenceValue {
        guard let text = URIBytes.text(raw) else { throw .invalid("is not valid Unicode") }
        switch type {
        case .integer:
            guard let number = Int64(text) else { throw .invalid("'\(text)' is not a decimal integer") }
            return .integer(number)
        case .boolean, .presence:
            guard text == "true" || text == "false" else { throw .invalid("'\(text)' is neither true nor false") }
            return .boolean(text == "true")
        case .enumeration(let enumID):
            guard codec.cases(enumID).contains(where: { $0.id == text }) else {
                throw .invalid("'\(text)' is not one of \(codec.cases(enumID).map(\.id).joined(separator: ", "))")
            }
            return .enumeration(caseID: text)
        default:
            return .text(text)
        }
    }
}
