import Foundation
import Testing

/// `Tests/Conformance/public-office-uris.tsv` holds URIs quoted from public sources (the source of
/// each is its second column; copied from the team's reference vectors so a clone of the
/// repository alone passes). Each must be a parse case of the conformance vectors, so every
/// language is held to one exact reading of it.
@Suite("Public URIs are conformance vectors")
struct PublicVectorsTests {
    static let publicFile = TestSupport.file("Tests/Conformance/public-office-uris.tsv")

    /// The first column of every line that is not a comment: the quoted URI.
    static func quotedURIs(in text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "\t" }) }
    }

    @Test func everyPublicURIIsAParseVector() throws {
        let shared = try String(contentsOf: Self.publicFile, encoding: .utf8)
        let vectors = try String(contentsOf: TestSupport.file("Tests/Conformance/vectors.tsv"), encoding: .utf8)
        let quoted = Self.quotedURIs(in: shared)
        #expect(quoted.count >= 10, "read \(quoted.count) URIs from \(Self.publicFile.path)")
        let parsed = Set(vectors.split(separator: "\n").compactMap { line -> String? in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 3, columns[1].hasPrefix("parse") else { return nil }
            return String(columns[3])
        })
        let missing = quoted.filter { !parsed.contains($0) }
        #expect(missing.isEmpty, "public URIs without a parse vector in Tests/Conformance/vectors.tsv: \(missing)")
    }
}
