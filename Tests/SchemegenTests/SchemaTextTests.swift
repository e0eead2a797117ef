@testable import Check
import Driver
import Load
import Testing

/// The character rule for a schema's free text (`SchemaText`), class by class and kind by kind,
/// and its diagnostics pointing at the refused character itself.
@Suite("Characters of schema text")
struct SchemaTextTests {
    typealias Kind = SchemaText.Kind

    /// A sample of every class, with whether a doc, an app name and a store link keep it.
    static let samples: [(scalar: UInt32, name: String, doc: Bool, displayName: Bool, url: Bool)] = [
        (0x41, "a printable ASCII character", true, true, true),
        (0x7E, "a printable ASCII character", true, true, true),
        (0x20, "a space", true, true, false),
        (0x09, "a tab", true, false, false),
        (0x0A, "a line break", true, false, false),
        (0x0D, "a line break", true, false, false),
        (0x85, "a line break", true, false, false),
        (0x2028, "a line break", true, false, false),
        (0x2029, "a line break", true, false, false),
        (0x00, "a control character", false, false, false),
        (0x1B, "a control character", false, false, false),
        (0x0B, "a control character", false, false, false),
        (0x7F, "a control character", false, false, false),
        (0x80, "a control character", false, false, false),
        (0x9F, "a control character", false, false, false),
        (0x061C, "a bidi control", false, false, false),
        (0x200E, "a bidi control", false, false, false),
        (0x200F, "a bidi control", false, false, false),
        (0x202A, "a bidi control", false, false, false),
        (0x202E, "a bidi control", false, false, false),
        (0x2066, "a bidi control", false, false, false),
        (0x2069, "a bidi control", false, false, false),
        (0xFDD0, "a noncharacter", false, false, false),
        (0xFDEF, "a noncharacter", false, false, false),
        (0xFFFE, "a noncharacter", false, false, false),
        (0x1FFFF, "a noncharacter", false, false, false),
        (0x10FFFE, "a noncharacter", false, false, false),
        (0x200D, "a format character", true, true, false),
        (0x200B, "a format character", true, true, false),
        (0xAD, "a format character", true, true, false),
        (0x0600, "a format character", true, true, false),
        (0xFEFF, "a format character", true, true, false),
        (0x0301, "a character outside ASCII", true, true, false),
        (0xE9, "a character outside ASCII", true, true, false),
        (0xE000, "a character outside ASCII", true, true, false),
        (0x1F3FE, "a character outside ASCII", true, true, false),
        (0xFDCF, "a character outside ASCII", true, true, false),
    ]

    @Test(arguments: samples.indices)
    func eachClassIsKeptOrRefusedByEachKind(index: Int) {
        let sample = Self.samples[index]
        let scalar = Unicode.Scalar(sample.scalar)!
        #expect(SchemaText.CharacterClass(scalar).name == sample.name, "U+\(String(sample.scalar, radix: 16))")
        for (kind, kept) in [(Kind.doc, sample.doc), (.displayName, sample.displayName), (.url, sample.url)] {
            let text = "ab" + String(scalar) + "c"
            let refusal = SchemaText.firstRefusal(in: text, as: kind)
            #expect((refusal == nil) == kept, "U+\(String(sample.scalar, radix: 16)) as \(kind)")
            if let refusal {
                #expect(refusal.scalar == scalar && refusal.utf8Offset == 2)
                #expect(refusal.reason.hasPrefix(sample.name + ", refused: "))
            }
        }
    }

    @Test func theFirstRefusedScalarIsReportedAtItsUTF8Offset() {
        let refusal = SchemaText.firstRefusal(in: "é😀\u{202E}\u{0}", as: .doc)
        #expect(refusal?.scalar == "\u{202E}")
        #expect(refusal?.utf8Offset == 6)
        #expect(refusal?.codePoint == "U+202E")
        #expect(SchemaText.firstRefusal(in: "\u{10FFFF}", as: .doc)?.codePoint == "U+10FFFF")
        #expect(SchemaText.firstRefusal(in: "\u{1}", as: .doc)?.codePoint == "U+0001")
    }

    /// Plain text is tested eight bytes at a time: a refused byte (or the first byte of a scalar
    /// outside ASCII) is found at every offset of a word and of the bytes after the last word,
    /// and bytes next to the kept range (`!` and `~`, a space outside URLs) are kept.
    @Test func aRefusedScalarIsFoundAtEveryOffsetOfTheText() {
        for length in 1...19 {
            for offset in 0..<length {
                for (scalar, kind) in [
                    ("\u{1F}", Kind.doc), ("\u{7F}", .doc), ("\u{80}", .doc), ("\u{202E}", .displayName),
                    ("\t", .displayName), (" ", .url),
                ] {
                    let text = String(repeating: "~", count: offset) + scalar + String(repeating: "!", count: length - offset - 1)
                    let refusal = SchemaText.firstRefusal(in: text, as: kind)
                    #expect(refusal?.scalar == Unicode.Scalar(scalar) && refusal?.utf8Offset == offset, "\(length) \(offset) \(kind)")
                }
            }
            #expect(SchemaText.firstRefusal(in: String(repeating: "~ !", count: length), as: .displayName) == nil)
            #expect(SchemaText.firstRefusal(in: String(repeating: "~!", count: length), as: .url) == nil)
            #expect(SchemaText.firstRefusal(in: String(repeating: "a", count: length) + "é", as: .doc) == nil)
        }
    }

    /// Scalars, not `Character`s: a Prepend mark before `*/` and CRLF are each more than one
    /// scalar but one grapheme cluster, and the rule must see the scalar it refuses inside one.
    @Test func theRuleReadsScalarsNotGraphemeClusters() {
        #expect(SchemaText.firstRefusal(in: "\u{0600}*/", as: .doc) == nil)
        #expect(SchemaText.firstRefusal(in: "a\r\nb", as: .displayName)?.scalar == "\r")
        #expect(SchemaText.firstRefusal(in: "e\u{301}\u{202E}", as: .displayName)?.utf8Offset == 3)
    }

    /// The diagnostic points at the character: after raw multi-byte text and after escapes.
    @Test func aRefusedCharacterIsLocatedAtItsOwnColumn() throws {
        let json = #"{"schemaVersion": 1, "name": "Demo", "doc": "é\u00e9\ud83d\ude00\n\u202Ex", "modes": [], "descriptors": [], "messages": [], "apps": []}"#
        let root = try JSONParser.parse(Array(json.utf8))
        var diagnostics: [Diagnostic] = []
        do { _ = try SchemaChecker.check(root) } catch { diagnostics = error.diagnostics }
        let refusal = diagnostics.first { $0.message.hasPrefix("doc of the schema") }
        #expect(refusal?.message == "doc of the schema holds U+202E (a bidi control, refused: it can make code read differently from how it compiles)")
        let escapeColumn = json.range(of: #"\u202E"#).map { json.utf8.distance(from: json.utf8.startIndex, to: $0.lowerBound) + 1 }
        #expect(refusal?.location == SourceLocation(line: 1, column: escapeColumn ?? 0))
    }
}
