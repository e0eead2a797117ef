import Check
import Driver
import Foundation
import IR
import Load
import RenderCore
import Testing

/// Hostile schemas: seeded random mutants of `schema.json`, and a schema with 10,000 apps.
///
/// Every mutant must either be rejected with diagnostics that each point into the file (line and
/// column at least 1, and inside the mutant's bytes), or render all four languages. A crash kills
/// the test process, which is the failure this suite exists to catch. The seed is printed; set
/// `SCHEMEGEN_HOSTILE_SEED` (decimal or 0x hex) to run another one, and `SCHEMEGEN_HOSTILE_COUNT`
/// for more mutants.
@Suite("Hostile schemas", .serialized)
struct HostileSchemaTests {
    static let defaultSeed: UInt64 = 0x5C4E_3E6E_2026_0001
    static let defaultCount = 300

    static var seed: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["SCHEMEGEN_HOSTILE_SEED"] else { return defaultSeed }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }

    static var count: Int {
        ProcessInfo.processInfo.environment["SCHEMEGEN_HOSTILE_COUNT"].flatMap { Int($0) } ?? defaultCount
    }

    @Test func mutantsAreRejectedWithLocatedDiagnosticsOrRenderEveryLanguage() async throws {
        let start = ContinuousClock.now
        let base = try MutableJSON(try JSONParser.parse(try TestSupport.bytes("schema.json")))
        let seed = Self.seed
        let count = Self.count
        print("hostile schemas: seed 0x\(String(seed, radix: 16)) (set SCHEMEGEN_HOSTILE_SEED to change), \(count) mutants")
        // The mutants are independent, so they are spread over the cores; each one's generator is
        // seeded from the seed and its number alone, so a failure names a mutant that can be rerun.
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let tally = await withTaskGroup(of: Tally.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var tally = Tally()
                    for index in stride(from: worker, to: count, by: workers) {
                        var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
                        let mutant = Mutant.make(from: base, index: index, random: &random)
                        let label = "mutant #\(index) of seed 0x\(String(seed, radix: 16)) (\(mutant.operations.map(\.rawValue).joined(separator: ", ")))"
                        tally.add(mutant, Self.run(mutant.bytes, label: label))
                    }
                    return tally
                }
            }
            return await group.reduce(into: Tally()) { $0.merge($1) }
        }
        let elapsed = ContinuousClock.now - start
        print("hostile schemas: \(count) mutants in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))) on \(workers) workers: \(tally.diagnosed) rejected with located diagnostics, \(tally.rendered) rendered all four languages (largest mutant \(tally.largest) bytes)")
        for operation in Mutation.allCases {
            let counts = tally.byOperation[operation] ?? (0, 0)
            print("  \(operation.rawValue): \(counts.diagnosed) diagnosed, \(counts.rendered) rendered")
        }
        #expect(tally.diagnosed + tally.rendered == count)
        #expect(tally.diagnosed > 0 && tally.rendered > 0, "the mutations should reach both outcomes")
    }

    struct Tally: Sendable {
        var diagnosed = 0
        var rendered = 0
        var largest = 0
        var byOperation: [Mutation: (diagnosed: Int, rendered: Int)] = [:]

        mutating func add(_ mutant: Mutant, _ outcome: Outcome) {
            largest = max(largest, mutant.bytes.count)
            if outcome == .diagnosed { diagnosed += 1 } else { rendered += 1 }
            for operation in Set(mutant.operations) {
                var counts = byOperation[operation] ?? (0, 0)
                if outcome == .diagnosed { counts.diagnosed += 1 } else { counts.rendered += 1 }
                byOperation[operation] = counts
            }
        }

        mutating func merge(_ other: Tally) {
            diagnosed += other.diagnosed
            rendered += other.rendered
            largest = max(largest, other.largest)
            for (operation, counts) in other.byOperation {
                let mine = byOperation[operation] ?? (0, 0)
                byOperation[operation] = (mine.diagnosed + counts.diagnosed, mine.rendered + counts.rendered)
            }
        }
    }

    /// A schema.json with 10,000 apps: every language renders, and the time taken is printed.
    @Test func tenThousandAppsRenderInEveryLanguage() throws {
        var schema = try MutableJSON(try JSONParser.parse(try TestSupport.bytes("schema.json")))
        let appCount = 10_000
        let apps: [MutableJSON] = (0..<appCount).map { index in
            var members: [(String, MutableJSON)] = [
                ("id", .string("app\(index)")),
                ("name", .string("App \(index)")),
                ("scheme", .string("x-app-\(index)")),
                ("appStoreId", .number(String(1_000_000 + index))),
                ("storeUrl", .string("https://example.com/apps/\(index)")),
            ]
            if index % 3 == 0 { members.append(("modes", .array([.string("edit")]))) }
            return .object(members)
        }
        guard case .object(var members) = schema, let appsIndex = members.firstIndex(where: { $0.0 == "apps" }) else {
            Issue.record("schema.json has no apps")
            return
        }
        members[appsIndex].1 = .array(apps)
        schema = .object(members)
        let bytes = schema.serialized()

        let clock = ContinuousClock()
        let start = clock.now
        let module = try Pipeline.module(from: SchemaInput(fileName: "apps.json", bytes: bytes))
        let checked = clock.now
        let files = try Pipeline.render(module, backends: Backends.all, templates: .bundled)
        let done = clock.now
        #expect(module.apps.count == appCount)
        #expect(Set(files.map(\.language)) == Set(Backends.languages))
        for language in Backends.languages {
            let named = files.filter { $0.language == language && $0.contents.lowercased().contains("app9999") }
            #expect(!named.isEmpty, "no \(language) file names the last app")
        }
        let size = files.reduce(0) { $0 + $1.contents.utf8.count }
        let format: Duration.UnitsFormatStyle = .units(allowed: [.seconds], fractionalPart: .show(length: 3))
        print("10,000 apps: schema \(bytes.count) bytes; load + check + lower \((checked - start).formatted(format)), render swift, kotlin, typescript, c \((done - checked).formatted(format)), total \((done - start).formatted(format)); \(files.count) files, \(size) bytes")
        for file in files {
            print("  \(file.pathUnderSharedFolder): \(file.contents.utf8.count) bytes")
        }
    }

    enum Outcome: Sendable { case diagnosed, rendered }

    /// Runs the in-process pipeline on one mutant and checks its outcome.
    static func run(_ bytes: [UInt8], label: String) -> Outcome {
        let module: IRModule
        do {
            module = try Pipeline.module(from: SchemaInput(fileName: "mutant.json", bytes: bytes))
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(label): rejected without a diagnostic")
            let lines = lineLengths(bytes)
            for diagnostic in error.diagnostics {
                for item in [diagnostic] + diagnostic.notes {
                    let location = item.location
                    let inFile = location.line >= 1 && location.line <= lines.count
                        && location.column >= 1 && location.column <= lines[location.line - 1] + 1
                    #expect(inFile, "\(label): diagnostic at \(location) is not in the file (\(lines.count) lines): \(item.message.prefix(200))")
                    #expect(item.severity == (item == diagnostic ? .error : .note), "\(label): \(item.message.prefix(200))")
                }
            }
            return .diagnosed
        }
        do {
            let files = try Pipeline.render(module, backends: Backends.all, templates: .bundled)
            #expect(Set(files.map(\.language)) == Set(Backends.languages), "\(label): not every language rendered")
            #expect(files.allSatisfy { !$0.contents.isEmpty }, "\(label): an empty file")
        } catch {
            Issue.record("\(label): passed the checker but failed to render: \(error)")
        }
        return .rendered
    }

    /// The length in bytes of each line, lines ending at LF, CR or CRLF as the loader counts them
    /// (the last line may be empty).
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lengths.append(index - lineStart)
                let isCRLF = bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                index += isCRLF ? 2 : 1
                lineStart = index
            default:
                index += 1
            }
        }
        return lengths + [bytes.count - lineStart]
    }
}

// MARK: - Mutations

enum Mutation: String, CaseIterable, Hashable, Sendable {
    // On the JSON tree.
    case deleteKey = "delete a key"
    case wrongType = "value of a wrong JSON type"
    case hugeString = "1 MB string"
    case deepNesting = "10,000-deep nesting"
    case duplicateKey = "duplicate key"
    case numberOutOfRange = "number out of range"
    case keywordID = "keyword or generated-member id"
    case hostileText = "hostile doc or name text"
    case reorder = "reordered or dropped elements"
    case emptyContainer = "empty array or object"
    // On the serialized bytes.
    case invalidUTF8 = "invalid UTF-8 bytes"
    case truncate = "truncated"
    case byteFlip = "flipped bits"

    var isByteLevel: Bool { self == .invalidUTF8 || self == .truncate || self == .byteFlip }
}

struct Mutant: Sendable {
    let operations: [Mutation]
    let bytes: [UInt8]

    /// A 1 MB string costs seconds to load, hash and render in a debug build, so only every
    /// `hugeStringEvery`th mutant gets one (always, as its first mutation); the others draw from
    /// the rest.
    static let hugeStringEvery = 100

    /// One to three mutations: the tree ones first, then the byte ones on the serialized text.
    static func make(from base: MutableJSON, index: Int, random: inout SplitMix64) -> Mutant {
        let others = Mutation.allCases.filter { $0 != .hugeString }
        var operations = (0..<random.int(in: 1...3)).map { _ in others[random.int(in: 0...others.count - 1)] }
        if index % hugeStringEvery == hugeStringEvery / 2 { operations[0] = .hugeString }
        var tree = base
        var raw: [String] = []
        for operation in operations where !operation.isByteLevel {
            apply(operation, to: &tree, raw: &raw, random: &random)
        }
        var bytes = tree.serialized(indent: random.int(in: 0...3) == 0 ? nil : "  ")
        for operation in operations where operation.isByteLevel {
            apply(operation, to: &bytes, random: &random)
        }
        return Mutant(operations: operations, bytes: bytes)
    }

    static let keywords = [
        "self", "Self", "init", "Type", "protocol", "associatedtype", "some", "any", "default", "class", "object",
        "when", "val", "fun", "companion", "delete", "typeof", "constructor", "prototype", "toString", "auto",
        "register", "restrict", "errno", "uriString", "toUri", "parse", "kind", "token", "allCases", "hashValue",
        "defaultMode", "mode", "app", "scheme", "build", "message", "fooMessage", "buildFoo", "fooURL", "fooUrl",
        "html2Text", "html2text", "mODE", "aBCd", "abCd", "x", "a1", "", "1abc", "with space", "émoji😀",
    ]

    static func apply(_ operation: Mutation, to tree: inout MutableJSON, raw: inout [String], random: inout SplitMix64) {
        let paths = tree.paths()
        let path = paths[random.int(in: 0...paths.count - 1)]
        switch operation {
        case .deleteKey:
            let objects = paths.filter { if case .object(let members) = tree[$0], !members.isEmpty { true } else { false } }
            guard let object = random.element(objects), case .object(var members) = tree[object] else { return }
            members.remove(at: random.int(in: 0...members.count - 1))
            tree[object] = .object(members)
        case .wrongType:
            tree[path] = MutableJSON.differentType(from: tree[path], random: &random)
        case .hugeString:
            let strings = paths.filter { if case .string = tree[$0] { true } else { false } }
            let target = random.element(strings) ?? path
            let unit = random.element(["a", "word ", "é😀 ", "\"\\/*|:", "\u{2028}\n\r\t", "x"])!
            let length = 1 << 20
            tree[target] = .string(String(repeating: unit, count: max(1, length / unit.utf8.count)))
        case .deepNesting:
            let depth = 10_000
            let open = random.int(in: 0...1) == 0 ? "[" : "{\"a\":"
            let close = open == "[" ? "]" : "}"
            tree[path] = .raw(String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth))
        case .duplicateKey:
            let objects = paths.filter { if case .object(let members) = tree[$0], !members.isEmpty { true } else { false } }
            guard let object = random.element(objects), case .object(var members) = tree[object] else { return }
            let original = members[random.int(in: 0...members.count - 1)]
            let value = random.int(in: 0...1) == 0 ? original.1 : MutableJSON.differentType(from: original.1, random: &random)
            members.insert((original.0, value), at: random.int(in: 0...members.count))
            tree[object] = .object(members)
        case .numberOutOfRange:
            let numbers = paths.filter { if case .number = tree[$0] { true } else { false } }
            let target = random.int(in: 0...3) == 0 ? path : (random.element(numbers) ?? path)
            tree[target] = .number(random.element([
                "1e999", "-1e999", "18446744073709551616", "9223372036854775808", "-9223372036854775809",
                "9223372036854775807", "-9223372036854775808", "1" + String(repeating: "0", count: 400), "0.5",
                "-0", "0", "-1", "2E+3", "1.0", "0e0", "123456789012345678901234567890.5e-10",
            ])!)
        case .keywordID:
            let ids = paths.filter { path in
                guard case .member(let index) = path.last, case .object(let members) = tree[Array(path.dropLast())] else { return false }
                return ["id", "descriptor", "true", "false", "token", "key"].contains(members[index].0)
            }
            guard let target = random.element(ids) else { return }
            tree[target] = .string(random.element(keywords)!)
        case .hostileText:
            let texts = paths.filter { path in
                guard case .member(let index) = path.last, case .object(let members) = tree[Array(path.dropLast())] else { return false }
                return ["doc", "name"].contains(members[index].0)
            }
            guard let target = random.element(texts) else { return }
            tree[target] = .string(random.element([
                "*/ /* \"quotes\" \\ $x ${y} `tick` {{mustache}} #if", "line\rreturn", "sep\u{2028}arator\u{2029}",
                "nul\u{0}byte", "\u{1B}[31mred", "trailing backslash \\", "??= trigraph ??/", "", " ", "\n\n\n",
                "right-to-left \u{202E}txt", "//", "'''", "\u{FEFF}bom", "😀🇺🇳",
            ])!)
        case .reorder:
            let arrays = paths.filter { if case .array(let elements) = tree[$0], !elements.isEmpty { true } else { false } }
            guard let target = random.element(arrays), case .array(var elements) = tree[target] else { return }
            if random.int(in: 0...1) == 0 {
                elements.reverse()
            } else {
                elements.remove(at: random.int(in: 0...elements.count - 1))
            }
            tree[target] = .array(elements)
        case .emptyContainer:
            tree[path] = random.int(in: 0...1) == 0 ? .array([]) : .object([])
        case .invalidUTF8, .truncate, .byteFlip:
            break
        }
    }

    static func apply(_ operation: Mutation, to bytes: inout [UInt8], random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        switch operation {
        case .invalidUTF8:
            let sequences: [[UInt8]] = [
                [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            ]
            bytes.insert(contentsOf: random.element(sequences)!, at: random.int(in: 0...bytes.count))
        case .truncate:
            bytes.removeSubrange(random.int(in: 0...bytes.count - 1)...)
        case .byteFlip:
            for _ in 0..<random.int(in: 1...4) {
                bytes[random.int(in: 0...bytes.count - 1)] ^= UInt8(1) << UInt8(random.int(in: 0...7))
            }
        default:
            break
        }
    }
}

// MARK: - A JSON tree that keeps duplicate keys and member order

indirect enum MutableJSON: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([MutableJSON])
    case object([(String, MutableJSON)])
    /// Written out as is: for text no tree can hold, such as nesting deeper than the parser allows.
    case raw(String)

    enum Step { case index(Int), member(Int) }
    typealias Path = [Step]

    init(_ node: JSONNode) throws {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let literal): self = .number(literal)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(try elements.map(MutableJSON.init))
        case .object(let members): self = .object(try members.map { ($0.key, try MutableJSON($0.value)) })
        }
    }

    /// The path of every value, the root first.
    func paths(prefix: Path = []) -> [Path] {
        var result = [prefix]
        switch self {
        case .array(let elements):
            for (index, element) in elements.enumerated() { result += element.paths(prefix: prefix + [.index(index)]) }
        case .object(let members):
            for (index, member) in members.enumerated() { result += member.1.paths(prefix: prefix + [.member(index)]) }
        default:
            break
        }
        return result
    }

    subscript(path: Path) -> MutableJSON {
        get {
            guard let step = path.first else { return self }
            switch (self, step) {
            case (.array(let elements), .index(let index)): return elements[index][Array(path.dropFirst())]
            case (.object(let members), .member(let index)): return members[index].1[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let step = path.first else { self = newValue; return }
            switch (self, step) {
            case (.array(var elements), .index(let index)):
                elements[index][Array(path.dropFirst())] = newValue
                self = .array(elements)
            case (.object(var members), .member(let index)):
                members[index].1[Array(path.dropFirst())] = newValue
                self = .object(members)
            default:
                break
            }
        }
    }

    static func differentType(from value: MutableJSON, random: inout SplitMix64) -> MutableJSON {
        let candidates: [MutableJSON] = [
            .null, .bool(random.int(in: 0...1) == 0), .number(String(random.int(in: -5...5))), .string("wrong"),
            .array([.string("wrong")]), .object([("wrong", .null)]),
        ]
        let others = candidates.filter { $0.kind != value.kind }
        return others[random.int(in: 0...others.count - 1)]
    }

    var kind: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        case .array: 4
        case .object: 5
        case .raw: 6
        }
    }

    /// JSON text: one member or element per line with `indent`, or all on one line when nil.
    func serialized(indent: String? = "  ") -> [UInt8] {
        var text = ""
        write(to: &text, indent: indent, level: 0)
        text += "\n"
        return Array(text.utf8)
    }

    private func write(to text: inout String, indent: String?, level: Int) {
        let newline = indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? ""
        let closing = indent.map { "\n" + String(repeating: $0, count: level) } ?? ""
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .raw(let literal): text += literal
        case .string(let value): Self.quote(value, into: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                text += (index == 0 ? "" : ",") + newline
                element.write(to: &text, indent: indent, level: level + 1)
            }
            text += elements.isEmpty ? "]" : closing + "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                text += (index == 0 ? "" : ",") + newline
                Self.quote(member.0, into: &text)
                text += ": "
                member.1.write(to: &text, indent: indent, level: level + 1)
            }
            text += members.isEmpty ? "}" : closing + "}"
        }
    }

    private static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), so a run is repeatable.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func element<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[int(in: 0...items.count - 1)]
    }
}
