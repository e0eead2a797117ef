import Check
import Foundation
import Load
import Testing

@Suite("Schema locations")
struct SchemaLocationsTests {
    /// schema.json with a mode named like an app, so two kinds of element share an id.
    private static let text = String(decoding: try! TestSupport.bytes("schema.json"), as: UTF8.self)
        .replacingOccurrences(
            of: #"{ "id": "view", "token": "ofv""#,
            with: #"{ "id": "word", "token": "wrd", "doc": "A mode named like an app." },"# + "\n    "
                + #"{ "id": "view", "token": "ofv""#)

    /// Where `needle` first starts in the text.
    private static func location(of needle: String) -> Load.SourceLocation {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        let offset = (0...(bytes.count - target.count)).first { bytes[$0..<$0 + target.count].elementsEqual(target) }!
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return Load.SourceLocation(line: bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1, column: offset - lineStart + 1)
    }

    @Test func elementsThatShareAnIdAreLocatedApart() throws {
        let locations = try SchemaChecker.check(try JSONParser.parse(Array(Self.text.utf8))).locations
        #expect(locations.location(of: .mode("word")) == Self.location(of: #"{ "id": "word", "token""#))
        #expect(locations.location(of: .app("word")) == Self.location(of: #"{ "id": "word", "name""#))
        #expect(locations.location(of: .appLimits(app: "word")) == Self.location(of: #"{ "maxPathLength": 256"#))
        #expect(locations.location(of: .message("open")) == Self.location(of: #"{ "id": "open""#))
        #expect(locations.location(of: .abbreviation(message: "open")) == Self.location(of: #"{ "mode": "view""#))
        #expect(locations.location(of: .field(message: "open", descriptor: "url")) == Self.location(of: #"{ "descriptor": "url""#))
    }

    @Test func aKeyIsLocatedAtItsValue() throws {
        let locations = try SchemaChecker.check(try JSONParser.parse(Array(Self.text.utf8))).locations
        #expect(locations.location(of: .mode("word"), key: "token") == Self.location(of: #""wrd""#))
        #expect(locations.location(of: .abbreviation(message: "open"), key: "mode") == Self.location(of: #""view", "field""#))
        #expect(locations.location(of: .app("word"), key: "appStoreId") == Self.location(of: "586447913"))
        #expect(locations.location(of: .app("word"), key: "modes") == nil)
        #expect(locations.location(of: .mode("nothing")) == nil)
    }
}
