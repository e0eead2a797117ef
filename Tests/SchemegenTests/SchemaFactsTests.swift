import Foundation
import Testing

/// The generator knows no protocol facts: every scheme, store id and token comes from the
/// schema. Sources and templates must not mention any of the default schema's facts.
@Suite("No protocol facts in the generator")
struct SchemaFactsTests {
    static let facts = [
        "ms-word", "ms-excel", "ms-powerpoint", "onenote", "586447913", "586683407", "586449534", "410395246",
        "itunes.apple.com", "ofe", "ofv", "clouddrive", "nft", "ofc", "ms-visio", "ms-access", "ms-project",
        "ms-publisher", "ms-spd", "ms-infopath", "com.microsoft.office", "play.google.com",
    ]

    static func files(under folder: String) -> [URL] {
        let root = TestSupport.file(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
    }

    /// Whether `text` holds `fact` as a whole word, so "ofe" does not match inside "professional".
    static func mentions(_ text: String, _ fact: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: fact, options: .caseInsensitive, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    @Test func theCheckFindsAFactWhenOneIsThere() {
        #expect(Self.mentions("let scheme = \"ms-word\"", "ms-word"))
        #expect(Self.mentions("case \"ofe\":", "ofe"))
        #expect(!Self.mentions("professional", "ofe"))
    }

    @Test(arguments: ["Sources", "Templates"])
    func folderMentionsNoFact(folder: String) throws {
        let files = Self.files(under: folder)
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let found = Self.facts.filter { Self.mentions(text, $0) }
            #expect(found.isEmpty, "\(file.path) mentions \(found), facts that belong in schema.json")
        }
    }
}
