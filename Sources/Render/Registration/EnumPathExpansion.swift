import IR

/// A carrier's path with each enum field spelled out: one path of literals per combination of
/// the enums' tokens, so a declaration claims `/track/…` and `/album/…` rather than any first
/// segment. A field whose tokens are not all unreserved characters (which both platforms match
/// as themselves), or paths past `limit` combinations, keep the field as a field.
enum EnumPathExpansion {
    static let limit = 16

    static func alternatives(_ path: [IRPathSegment], fields: [IRField], enums: [IREnum]) -> [[IRPathSegment]] {
        var alternatives: [[IRPathSegment]] = [[]]
        for segment in path {
            let tokens = enumTokens(segment, fields: fields, enums: enums)
            if let tokens, alternatives.count * tokens.count <= limit {
                alternatives = alternatives.flatMap { prefix in tokens.map { prefix + [.literal($0)] } }
            } else {
                alternatives = alternatives.map { $0 + [segment] }
            }
        }
        return alternatives
    }

    /// The tokens of the enum a field segment holds, when every one is unreserved characters.
    private static func enumTokens(_ segment: IRPathSegment, fields: [IRField], enums: [IREnum]) -> [String]? {
        guard case .field(let fieldID) = segment, let field = fields.first(where: { $0.id == fieldID }),
            case .enumeration(let enumID) = field.value, let enumeration = enums.first(where: { $0.id == enumID })
        else { return nil }
        let tokens = enumeration.cases.map(\.token)
        return tokens.allSatisfy(isUnreserved) ? tokens : nil
    }

    private static func isUnreserved(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte)
        }
    }
}
