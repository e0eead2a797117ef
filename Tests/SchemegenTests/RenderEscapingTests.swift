import Driver
import Foundation
import IR
import RenderCore
import Testing
import Write

@testable import CBackend
@testable import KotlinBackend
@testable import SwiftBackend
@testable import TypeScriptBackend

/// Schema text in comments and literals, on Unicode scalars (issue 12): every comment stays one
/// comment and every literal one literal in each target's lexer, whatever the text holds. U+0600
/// (Prepend) glues to a following `*` and U+0301 (a combining mark) to a preceding `/` as Swift
/// `Character`s, but compilers see the code points, so each case below is a delimiter a
/// Character-based escaper misses.
@Suite struct RenderEscapingTests {
    // MARK: Doc lines

    @Test func docLinesSplitAtEveryLineBreak() {
        for lineBreak in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(DocText.lines("one\(lineBreak)two") == ["one", "two"], "\(lineBreak.unicodeScalars.map(\.value))")
        }
        #expect(DocText.lines("one\r\n\r\ntwo") == ["one", "", "two"])
        #expect(DocText.lines("one\n\rtwo") == ["one", "", "two"])
        #expect(DocText.lines("tab\tstop") == ["tab stop"])
    }

    @Test func docLinesWrapCountingScalars() {
        // 40 Characters but 80 scalars, a space and a word of 20: 101 scalars, more than 96.
        let accented = String(repeating: "e\u{301}", count: 40)
        let word = String(repeating: "w", count: 20)
        #expect(DocText.lines(accented + " " + word) == [accented, word])
    }

    /// Words found eight bytes at a time: every mix of long words, non-ASCII bytes, DEL, controls,
    /// tabs, runs of spaces and line breaks at each offset within eight bytes wraps as the plain
    /// rule says.
    @Test func docLinesMatchThePlainRule() {
        let pieces = [
            "a", "word", "eightchr", "ninechars", String(repeating: "x", count: 100), "é", "caf\u{E9}s", "\u{7F}", "\u{1}",
            "~!", " ", "  ", "\t", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{1F600}",
        ]
        var state: UInt64 = 14
        for _ in 0..<400 {
            var doc = ""
            for _ in 0..<24 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                doc += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(DocText.lines(doc) == Self.plainLines(doc), "\(doc.unicodeScalars.map(\.value))")
        }
        #expect(DocText.lines("one line, as it is") == ["one line, as it is"])
    }

    /// Printable ASCII words between single spaces, the text wrapped by position: words of every
    /// length up to past a line, so that lines end on each side of the width, and words wider
    /// than a line, alone or last.
    @Test func plainDocLinesMatchThePlainRule() {
        var state: UInt64 = 27
        for _ in 0..<400 {
            var words: [String] = []
            for _ in 0..<16 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let length = Int(state >> 33) % 12 == 0 ? 90 + Int(state >> 40) % 20 : 1 + Int(state >> 40) % 14
                words.append(String(repeating: Character(Unicode.Scalar(UInt8(0x21 + Int(state >> 50) % 0x5E))), count: length))
            }
            let doc = words.joined(separator: " ")
            #expect(DocText.lines(doc) == Self.plainLines(doc), "\(doc)")
        }
        let exact = String(repeating: "w", count: 47) + " " + String(repeating: "v", count: 48)
        #expect(DocText.lines(exact + " x") == [exact, "x"])
    }

    /// The rule `DocText.lines` follows, on scalars: paragraphs at line breaks (CRLF is one), words
    /// at spaces and tabs, each line as many words as fit in `DocText.width` scalars.
    private static func plainLines(_ doc: String) -> [String] {
        var paragraphs: [[Unicode.Scalar]] = [[]]
        let scalars = Array(doc.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            if scalar.isLineBreak { paragraphs.append([]) } else { paragraphs[paragraphs.count - 1].append(scalar) }
        }
        return paragraphs.flatMap { paragraph -> [String] in
            let words = paragraph.split { $0 == " " || $0 == "\t" }
            var lines: [[Unicode.Scalar]] = []
            for word in words {
                if let last = lines.last, last.count + 1 + word.count <= DocText.width {
                    lines[lines.count - 1] += [" "] + word
                } else {
                    lines.append(Array(word))
                }
            }
            return lines.isEmpty ? [""] : lines.map { String(String.UnicodeScalarView($0)) }
        }
    }

    // MARK: Generated header

    @Test func headerEscapesTheSchemaFileName() {
        let module = Self.module(fileName: "evil\n#error x\r\u{2028}\u{202E}é--.json")
        #expect(GeneratedHeader.lines(for: module)[0]
            == "Generated by schemegen for schema Hostile from evil\\u{000A}#error x\\u{000D}\\u{2028}\\u{202E}\\u{00E9}--.json.")
    }

    /// The provenance file holds the file name exactly, as a JSON string in ASCII, and its
    /// header as the writer reads it; nothing in the name can end the string or the line.
    @Test func provenanceFileEscapesTheSchemaFileNameAsJSON() throws {
        let module = Self.module(fileName: "evil\"\\\n#error x\u{2028}é\u{1F600}.json")
        let text = ProvenanceFile.file(for: module).contents
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        #expect(text.contains(#""file": "evil\"\\\n#error x\u2028\u00E9\uD83D\uDE00.json","#))
        #expect(text.contains(#"    "Generated by schemegen for schema Hostile from evil\"\\\\u{000A}#error x\\u{2028}\\u{00E9}\\u{1F600}.json.","#))
        #expect(OwnershipProof(schemaName: "Hostile").owner(of: Data(text.utf8)) == .thisSchema)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((parsed["schema"] as? [String: Any])?["file"] as? String == "evil\"\\\n#error x\u{2028}é\u{1F600}.json")
        #expect(parsed["schemegen"] as? String == "9.9")
    }

    // MARK: C

    @Test func cCommentsBreakDelimitersAndTrigraphsOnScalars() {
        #expect(CNaming.docComment(DocText.lines("x\u{600}*/ y")).lines == ["/** x\u{600}* / y */"])
        #expect(CNaming.docComment(DocText.lines("a /*\u{301} b")).lines == ["/** a / *\u{301} b */"])
        #expect(CNaming.docComment(DocText.lines("/*/")).lines == ["/** / * / */"])
        #expect(CNaming.docComment(DocText.lines("what??/ ??= ???( ??x")).lines == ["/** what?? / ?? = ??? ( ??x */"])
        #expect(CNaming.docComment(DocText.lines("one\rtwo??/\r\nthree")).lines == ["/**", " * one", " * two?? /", " * three", " */"])
        #expect(CNaming.docComment(["nul\u{0}del\u{7F}bidi\u{202E}\u{2066}"]).lines == ["/** nul\\u{0000}del\\u{007F}bidi\\u{202E}\\u{2066} */"])
        #expect(CNaming.commentBody(["a\u{600}*/"]).lines == [" * a\u{600}* /"])
    }

    @Test func cLiteralsEscapeControlsAsOctalAndTrigraphs() {
        #expect(CNaming.stringLiteral("a??/b???=") == #""a?\?/b?\?\?=""#)
        #expect(CNaming.stringLiteral("\u{0}1\u{7F}\u{85}") == #""\0001\177\302\205""#)
        #expect(CNaming.stringLiteral("\r\n\u{2028}") == #""\015\012\342\200\250""#)
        #expect(CNaming.stringLiteral("\u{202E}\u{600}") == #""\342\200\256\330\200""#)
        #expect(CNaming.stringLiteral(#"$ ${x} "q" \ */"#) == #""$ ${x} \"q\" \\ */""#)
    }

    // MARK: Kotlin

    @Test func kotlinCommentsBreakNestedCommentDelimitersOnScalars() {
        #expect(KotlinDoc.comment("x\u{600}*/ y").lines == ["/** x\u{600}*&#47; y */"])
        #expect(KotlinDoc.comment("a /*\u{301} b").lines == ["/** a /&#42;\u{301} b */"])
        #expect(KotlinDoc.comment("one\rtwo\r\nthree\u{85}four\u{2028}five\u{2029}six").lines
            == ["/**", " * one", " * two", " * three", " * four", " * five", " * six", " */"])
        #expect(KotlinDoc.comment("nul\u{0}bidi\u{202E}").lines == ["/** nul\\u{0000}bidi\\u{202E} */"])
    }

    @Test func kotlinLiteralsEscapeDollarsControlsAndFormatCharacters() {
        #expect(KotlinNaming.stringLiteral("$ ${x} \"q\" \\") == #""\$ \${x} \"q\" \\""#)
        #expect(KotlinNaming.stringLiteral("\u{0}\u{85}\u{2028}\u{2029}\u{202E}\u{600}\u{FEFF}")
            == #""\u0000\u0085\u2028\u2029\u202E\u0600\uFEFF""#)
        // A supplementary format character (U+1D173, Cf) as its UTF-16 surrogate pair.
        #expect(KotlinNaming.stringLiteral("a\u{1D173}") == #""a\uD834\uDD73""#)
        #expect(KotlinNaming.stringLiteral("e\u{301} ??/") == "\"e\u{301} ??/\"")
    }

    // MARK: TypeScript

    @Test func typeScriptCommentsBreakTheEndDelimiterOnScalars() {
        #expect(TypeScriptNaming.docComment(DocText.lines("x\u{600}*/ y")).lines == [#"/** x\#u{600}*\/ y */"#])
        #expect(TypeScriptNaming.docComment(DocText.lines("one\u{2028}two\rthree")).lines
            == ["/**", " * one", " * two", " * three", " */"])
        #expect(TypeScriptNaming.docComment(["nul\u{0}bidi\u{202E}"]).lines == ["/** nul\\u{0000}bidi\\u{202E} */"])
    }

    @Test func typeScriptLiteralsEscapeLineSeparatorsControlsAndFormatCharacters() {
        #expect(TypeScriptNaming.stringLiteral("\u{2028}\u{2029}\u{85}\u{202E}\u{600}\u{0}")
            == #""\u2028\u2029\x85\u202E\u0600\x00""#)
        #expect(TypeScriptNaming.stringLiteral("a\u{1D173}") == #""a\uD834\uDD73""#)
        #expect(TypeScriptNaming.stringLiteral("${x} `q` \"q\" \\") == #""${x} `q` \"q\" \\""#)
    }

    // MARK: Swift

    @Test func swiftLiteralsEscapeControlsLineSeparatorsAndFormatCharacters() {
        #expect(SwiftNaming.stringLiteral("\u{0}\u{85}\u{2028}\u{2029}\u{202E}\u{600}\u{FEFF}")
            == #""\u{0}\u{85}\u{2028}\u{2029}\u{202E}\u{600}\u{FEFF}""#)
        #expect(SwiftNaming.stringLiteral(#"\(x) "q" $"#) == #""\\(x) \"q\" $""#)
        #expect(SwiftNaming.stringLiteral("e\u{301}") == "\"e\u{301}\"")
    }

    // MARK: XML

    @Test func xmlCommentsBreakDoubleHyphensOnScalars() {
        #expect(XMLText.comment("Generated by schemegen 1.0 from a.json.") == "Generated by schemegen 1.0 from a.json.")
        #expect(XMLText.comment("my--schema.json") == "my- -schema.json")
        #expect(XMLText.comment("a---b-") == "a- - -b- ")
        #expect(XMLText.comment("a-\u{301}-b") == "a-\u{301}-b")
        #expect(XMLText.comment("x--\u{301}>") == "x- -\u{301}>")
        #expect(XMLText.comment("nul\u{0}\u{202E}-") == "nul\\u{0000}\\u{202E}- ")
    }

    @Test func xmlTextEscapesMarkupOnScalars() {
        #expect(XMLText.escaped("a&b<c>d") == "a&amp;b&lt;c&gt;d")
        #expect(XMLText.escaped("ms-x+y.z") == "ms-x+y.z")
        #expect(XMLText.escaped("a\"&<>\u{301}") == "a&quot;&amp;&lt;&gt;\u{301}")
    }

    // MARK: Whole files

    /// The doc every doc of the rendered module gets: it tries to end each language's comment
    /// and run code, and breaks its lines with every line break.
    static let hostileDoc = "Ends\u{600}*/ payload(); /*\u{301} x\rCR\r\nCRLF\u{85}NEL\u{2028}LS\u{2029}PS ??/"
    static let hostileFileName = "evil\n#error header\u{2028}--.json"

    @Test func everyBackendKeepsHostileDocsInsideTheirComments() throws {
        let files = try Self.renderHostile()
        func file(_ language: String, _ suffix: String) throws -> String {
            try #require(files.first { $0.language == language && $0.path.hasSuffix(suffix) }).contents
        }
        let fileName = "evil\\u{000A}#error header\\u{2028}--.json"
        let swift = try file("swift", "OfficeLink.swift")
        #expect(swift.contains("// Generated by schemegen for schema OfficeLink from \(fileName).\n"))
        #expect(swift.contains("""
            /// Ends\u{600}*/ payload(); /*\u{301} x
            /// CR
            /// CRLF
            /// NEL
            /// LS
            /// PS ??/

            """))
        let plist = try file("swift", ".plist")
        #expect(plist.contains("<!-- Generated by schemegen for schema OfficeLink from evil\\u{000A}#error header\\u{2028}- -.json. -->\n"))
        let kotlin = try file("kotlin", ".kt")
        #expect(kotlin.contains("// Generated by schemegen for schema OfficeLink from \(fileName).\n"))
        #expect(kotlin.contains("""
            //
            // Ends\u{600}*&#47; payload(); /&#42;\u{301} x
            // CR
            // CRLF
            // NEL
            // LS
            // PS ??/

            """))
        #expect(kotlin.contains("""
                /**
                 * Ends\u{600}*&#47; payload(); /&#42;\u{301} x
                 * CR
            """))
        let typeScript = try file("typescript", ".ts")
        #expect(typeScript.contains("// Generated by schemegen for schema OfficeLink from \(fileName).\n"))
        #expect(typeScript.contains("""
            /**
             * Ends\u{600}*\\/ payload(); /*\u{301} x
             * CR
             * CRLF
             * NEL
             * LS
             * PS ??/

            """))
        let header = try file("c", ".h")
        #expect(header.contains("/* Generated by schemegen for schema OfficeLink from \(fileName). */\n"))
        #expect(header.contains("""
            /**
             * Ends\u{600}* / payload(); / *\u{301} x
             * CR
             * CRLF
             * NEL
             * LS
             * PS ?? /
             */

            """))
        for file in files {
            for line in file.contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let code = line.drop { $0 == " " }
                #expect(!code.hasPrefix("payload") && !code.hasPrefix("#error") && !code.hasPrefix("CR"), "\(file.path): \(line)")
            }
        }
    }

    /// `schema.json` with every doc and app name replaced by hostile text, rendered in memory.
    static func renderHostile() throws -> [RenderedFile] {
        let input = SchemaInput(fileName: "schema.json", bytes: try TestSupport.bytes("schema.json"))
        let base = try Pipeline.module(from: input)
        let doc = hostileDoc
        let module = IRModule(
            name: base.name, doc: doc,
            provenance: Provenance(generatorVersion: "9.9", schemaFileName: hostileFileName, schemaSHA256: "0123456789abcdef"),
            modes: base.modes.map { IRMode(id: $0.id, token: $0.token, doc: doc, isDefault: $0.isDefault) },
            apps: base.apps.map {
                IRApp(
                    id: $0.id, name: "N\u{600}*/ \"q\" \\ ${x} $y ??/", scheme: $0.scheme, appStoreID: $0.appStoreID,
                    storeURL: $0.storeURL, playPackage: $0.playPackage, playStoreURL: $0.playStoreURL, modeIDs: $0.modeIDs,
                    maxPathLength: $0.maxPathLength, fileNameExcludes: $0.fileNameExcludes, doc: doc)
            },
            enums: base.enums.map { IREnum(id: $0.id, cases: $0.cases.map { IREnumCase(id: $0.id, token: $0.token, doc: doc) }, doc: doc) },
            messages: base.messages.map { message in
                let encoding: IRMessageEncoding =
                    switch message.encoding {
                    case .pipe(let pipe):
                        .pipe(IRPipeEncoding(
                            address: pipe.address,
                            flags: pipe.flags.map { IRFlag(id: $0.id, token: $0.token, doc: doc) },
                            abbreviation: pipe.abbreviation.map {
                                IRAbbreviation(modeID: $0.modeID, fieldID: $0.fieldID, prefixes: $0.prefixes, doc: doc)
                            }))
                    case .url(let url): .url(url)
                    }
                return IRMessage(
                    id: message.id,
                    fields: message.fields.map {
                        IRField(
                            id: $0.id, key: $0.key, isRequired: $0.isRequired, value: $0.value, defaultToken: $0.defaultToken,
                            modeIDs: $0.modeIDs, checksAppLimits: $0.checksAppLimits, sameHostIndex: $0.sameHostIndex, doc: doc)
                    },
                    rules: message.rules, callback: message.callback, encoding: encoding, doc: doc)
            },
            errorKinds: base.errorKinds)
        return try Pipeline.render(module, backends: Backends.all, templates: .bundled)
    }

    static func module(fileName: String) -> IRModule {
        IRModule(
            name: "Hostile", doc: nil,
            provenance: Provenance(generatorVersion: "9.9", schemaFileName: fileName, schemaSHA256: "0123456789abcdef"),
            modes: [], apps: [], enums: [], messages: [], errorKinds: [])
    }
}
