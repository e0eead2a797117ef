// Property-based round trips, hostile random input and linear-time figures for the generated Swift
// (Tests/Goldens/default/swift/OfficeLink.swift). Usage: property [SEED] [CASES].
// The PRNG and the round-trip generator are the same in all four languages (see
// Tests/Property/README.md), so one seed gives the same messages, URIs and digest everywhere.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import Foundation

typealias Link = OfficeLink

/// splitmix64 (Steele, Lea, Flood 2014): the whole state is one UInt64.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0); the modulo bias does not matter here.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)
let schemeChars = letters + Array("0123456789+-.".unicodeScalars)
/// The schemes a document URL may have (schema.json: http or https), in letter cases the parsers must ignore.
let urlSchemes = ["http", "https", "HTTP", "hTTpS"]
/// Pieces that look like grammar: bars, escapes and half escapes, a colon, CRLF, U+2028.
let specials: [String] = [
    "|", "%", "|p|", "|c|x", "%7C", "%25", "%2", "%G1", "%e9", "%%", "+", ":", "\u{2028}", "\r\n", "~",
    "%F0%9F%98%80",
]
/// Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL.
let extras: [UInt32] = [
    0x1F600, 0x1F4A9, 0x1F1FA, 0x1F1F8, 0x200D, 0x0301, 0x0308, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
    0x10FFFF, 0x0600, 0x00E9, 0x0000,
]
let hostileTokens: [String] = [
    "ms-word", "MS-WORD:", "ofe", "ofv", "u", "p", "c", "z", "yes", "no", "http://a", "|", "||", ":", "%",
    "|u|", "|c|", "|z|yes",
]
let allKinds = Link.ErrorKind.allCases.map(\.rawValue)

func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value)! }

/// A message as generated; `mode` nil means "left out", which builds the default mode.
struct Generated {
    var isOpen: Bool
    var app: Link.App = .word
    var scheme: String = ""
    var mode: Link.Mode?
    var url: String = ""
    var passback: String?
    var uploadPending = false
    var context: String?
}

/// What a parser returned, or the kind it failed with; text fields compared byte for byte.
enum Parsed {
    case open(Link.OpenMessage)
    case back(Link.ReturnMessage)
}

func string(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}

/// `text` with everything outside printable ASCII written as \u{X}, and `\` as `\\`.
func shown(_ text: String) -> String {
    var out = ""
    for unit in text.unicodeScalars {
        if unit.value >= 0x20 && unit.value < 0x7F && unit != "\\" {
            out.unicodeScalars.append(unit)
        } else {
            out += "\\u{" + String(unit.value, radix: 16, uppercase: true) + "}"
        }
    }
    return out
}

func same(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (x?, y?): return Array(x.utf8) == Array(y.utf8)
    default: return false
    }
}

func modeName(_ mode: Link.Mode?) -> String { mode.map { $0 == .view ? "view" : "edit" } ?? "(default)" }

/// A URI's bytes may only be unreserved, reserved, '%' or '|' when a builder wrote it.
func isCanonicalAlphabet(_ uri: String) -> Bool {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%|".utf8)
    return uri.utf8.allSatisfy { allowed.contains($0) }
}

/// The `u` value of a URI the builder wrote (no value holds a raw `|`).
func writtenURL(_ uri: String) -> String {
    guard let start = uri.range(of: "|u|") else { return "" }
    let rest = uri[start.upperBound...]
    return String(rest[..<(rest.firstIndex(of: "|") ?? rest.endIndex)])
}

/// The UTF-8 bytes of `text` with every `%XX` decoded to its byte (a `%` without two hex digits
/// stays itself).
func decoded<S: StringProtocol>(_ text: S) -> [UInt8] {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
           let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16),
           bytes[(index + 1)...(index + 2)].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) {
            out.append(value)
            index += 3
        } else {
            out.append(bytes[index])
            index += 1
        }
    }
    return out
}

/// Whether a URL, as written, breaks the app's limits (docs/grammar.md, "App limits and hosts"),
/// computed here on strings rather than as the generated code does: the path after the authority up
/// to `?` or `#`, decoded, counted without UTF-8 continuation bytes; its file name (after the path's
/// last `/`), decoded, holding none of the excluded characters.
func breaksLimits(_ app: Link.App, _ url: String) -> Bool {
    guard let colon = url.firstIndex(of: ":") else { return false }
    var path = Substring(url[url.index(after: colon)...])
    if path.hasPrefix("//") {
        let authority = path.dropFirst(2)
        path = authority.firstIndex(where: { "/?#".contains($0) }).map { authority[$0...] } ?? ""
    }
    path = path[..<(path.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? path.endIndex)]
    let characters = decoded(path).filter { $0 & 0xC0 != 0x80 }.count
    let fileName = decoded(path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path)
    let excluded = Array((app.fileNameExcludes ?? "").utf8)
    return (app.maxPathLength.map { characters > $0 } ?? false) || fileName.contains { excluded.contains($0) }
}

/// A megabyte of one repeated unit after a prefix, parsed leniently or strictly, and the result expected.
struct Flood {
    let name: String
    let prefix: String
    let unit: String
    let strict: Bool
    let expected: String
}

struct Runner {
    var rng: SplitMix64
    var passed = 0
    var failed = 0
    var digest: UInt32 = 0x811C_9DC5
    /// Round trips whose URL the app's limits refuse (not in the digest).
    var limited = 0
    let verbose = ProcessInfo.processInfo.environment["VERBOSE"] != nil

    mutating func fail(_ text: String) {
        failed += 1
        print("FAIL " + text)
    }

    // MARK: The shared generator (same draws, in the same order, in every language)

    mutating func randomScheme() -> [Unicode.Scalar] {
        let length = 1 + rng.below(12)
        var out = [letters[rng.below(52)]]
        for _ in 1..<length { out.append(schemeChars[rng.below(65)]) }
        return out
    }

    mutating func piece() -> [Unicode.Scalar] {
        switch rng.below(7) {
        case 0: return [scalar(0x20 + UInt32(rng.below(95)))]
        case 1: return Array(specials[rng.below(16)].unicodeScalars)
        case 2:
            let control = rng.below(33)
            return [scalar(control == 32 ? 0x7F : UInt32(control))]
        case 3: return [scalar(0x80 + UInt32(rng.below(0xD800 - 0x80)))]
        case 4: return [scalar(0xE000 + UInt32(rng.below(0x2000)))]
        case 5: return [scalar(0x10000 + UInt32(rng.below(0x100000)))]
        default: return [scalar(extras[rng.below(16)])]
        }
    }

    mutating func randomText() -> [Unicode.Scalar] {
        let count = rng.below(25)
        var out: [Unicode.Scalar] = []
        for _ in 0..<count { out += piece() }
        return out
    }

    mutating func message() -> Generated {
        let isOpen = rng.below(2) == 0
        var message = Generated(isOpen: isOpen)
        switch rng.below(3) {
        case 0: message.mode = .view
        case 1: message.mode = .edit
        default: message.mode = nil
        }
        if isOpen {
            message.app = [Link.App.excel, .oneNote, .powerPoint, .word][rng.below(4)]
        } else {
            message.scheme = string(randomScheme())
            message.uploadPending = rng.below(2) == 1
        }
        message.url = urlSchemes[rng.below(4)] + ":" + string(randomText())
        if isOpen && rng.below(2) == 1 { message.passback = string(randomScheme()) }
        if rng.below(2) == 1 { message.context = string(randomText()) }
        return message
    }

    // MARK: Building and parsing

    func build(_ message: Generated) throws -> String {
        if message.isOpen {
            let open = message.mode.map {
                Link.OpenMessage(app: message.app, mode: $0, url: message.url, passback: message.passback, context: message.context)
            } ?? Link.OpenMessage(app: message.app, url: message.url, passback: message.passback, context: message.context)
            return try open.uriString()
        }
        let back = message.mode.map {
            Link.ReturnMessage(scheme: message.scheme, mode: $0, url: message.url, uploadPending: message.uploadPending, context: message.context)
        } ?? Link.ReturnMessage(scheme: message.scheme, url: message.url, uploadPending: message.uploadPending, context: message.context)
        return try back.uriString()
    }

    func describe(_ message: Generated) -> String {
        var out = message.isOpen ? "open app=\(message.app)" : "return scheme=\(shown(message.scheme))"
        out += " mode=\(modeName(message.mode)) url=\(shown(message.url))"
        if let passback = message.passback { out += " passback=\(shown(passback))" }
        if !message.isOpen { out += " uploadPending=\(message.uploadPending)" }
        if let context = message.context { out += " context=\(shown(context))" }
        return out
    }

    mutating func addToDigest(_ uri: String) {
        for byte in uri.utf8 + [0x0A] {
            digest = (digest ^ UInt32(byte)) &* 0x0100_0193
        }
    }

    // MARK: 1. Round trips

    mutating func roundTrip(_ index: Int) {
        let message = message()
        let input = describe(message)
        do {
            let uri: String
            do {
                uri = try build(message)
            } catch let error as Link.LinkError {
                // An app with limits rejects a URL that breaks them: the same message addressed to an
                // app without limits must build, and its URL, as written, must break them.
                guard message.isOpen, error.kind == .invalidValue,
                      message.app.maxPathLength != nil || message.app.fileNameExcludes != nil else { throw error }
                var unlimited = message
                unlimited.app = .oneNote
                let written = writtenURL(try build(unlimited))
                guard breaksLimits(message.app, written) else {
                    return fail("roundtrip #\(index): \(input) was rejected (\(error)) although \(shown(written)) keeps \(message.app)'s limits")
                }
                limited += 1
                passed += 1
                return
            }
            if message.isOpen && breaksLimits(message.app, writtenURL(uri)) {
                return fail("roundtrip #\(index): \(input) built \(shown(uri)), whose URL breaks \(message.app)'s limits")
            }
            addToDigest(uri)
            guard isCanonicalAlphabet(uri) else {
                return fail("roundtrip #\(index): the builder wrote a byte a URI may not carry: \(shown(uri)) from \(input)")
            }
            let bars = uri.utf8.filter { $0 == UInt8(ascii: "|") }.count
            let fields = 1 + (message.passback != nil ? 1 : 0) + (message.context != nil ? 1 : 0) + (message.isOpen ? 0 : 1)
            guard bars == 2 * fields else {
                return fail("roundtrip #\(index): \(bars) bars for \(fields) fields in \(shown(uri)) from \(input)")
            }
            var back = message
            if message.isOpen {
                let parsed = try Link.OpenMessage(parsing: uri)
                back.app = parsed.app
                back.mode = parsed.mode
                back.url = parsed.url
                back.passback = parsed.passback
                back.context = parsed.context
            } else {
                let parsed = try Link.ReturnMessage(parsing: uri)
                back.scheme = parsed.scheme
                back.mode = parsed.mode
                back.url = parsed.url
                back.uploadPending = parsed.uploadPending
                back.context = parsed.context
            }
            let rebuilt = try build(back)
            var problems: [String] = []
            if back.app != message.app { problems.append("app \(back.app)") }
            if !same(back.scheme, message.scheme) { problems.append("scheme \(shown(back.scheme))") }
            if back.mode != (message.mode ?? Link.Mode.defaultMode) { problems.append("mode \(modeName(back.mode))") }
            if !same(back.passback, message.passback) { problems.append("passback \(back.passback.map(shown) ?? "nil")") }
            if back.uploadPending != message.uploadPending { problems.append("uploadPending \(back.uploadPending)") }
            if !same(back.context, message.context) { problems.append("context \(back.context.map(shown) ?? "nil")") }
            if !same(rebuilt, uri) { problems.append("rebuilt URI \(shown(rebuilt))") }
            if problems.isEmpty {
                passed += 1
            } else {
                fail("roundtrip #\(index): \(input) built \(shown(uri)), parsed back with \(problems.joined(separator: ", "))")
            }
        } catch {
            fail("roundtrip #\(index): \(input) threw \(error)")
        }
    }

    // MARK: 2. Hostile input

    /// A hostile piece in Swift: any scalar (Swift strings hold no lone surrogates).
    mutating func oddUnit() -> [Unicode.Scalar] {
        switch rng.below(3) {
        case 0: return [scalar(UInt32(rng.below(0x80)))]
        case 1: return [scalar(extras[rng.below(16)])]
        default: return piece()
        }
    }

    mutating func hostilePiece() -> [Unicode.Scalar] {
        switch rng.below(4) {
        case 0: return piece()
        case 1: return Array(hostileTokens[rng.below(hostileTokens.count)].unicodeScalars)
        case 2: return oddUnit()
        default: return [scalar(0x20 + UInt32(rng.below(95)))]
        }
    }

    mutating func hostile() -> String {
        var units: [Unicode.Scalar] = []
        if rng.below(4) == 0 {
            let count = rng.below(40)
            for _ in 0..<count { units += hostilePiece() }
            return string(units)
        }
        let message = message()
        units = Array(((try? build(message)) ?? "").unicodeScalars)
        for _ in 0..<(1 + rng.below(4)) {
            let length = units.count
            switch rng.below(8) {
            case 0: units.insert(contentsOf: hostilePiece(), at: rng.below(length + 1))
            case 1:
                guard length > 0 else { break }
                let start = rng.below(length)
                units.removeSubrange(start..<(start + 1 + rng.below(min(8, length - start))))
            case 2:
                guard length > 0 else { break }
                let at = rng.below(length)
                units.replaceSubrange(at...at, with: oddUnit())
            case 3: units.insert("|", at: rng.below(length + 1))
            case 4: units.append("%")
            case 5: units.removeSubrange(rng.below(length + 1)...)
            case 6:
                guard length > 0 else { break }
                let start = rng.below(length)
                let slice = units[start..<(start + 1 + rng.below(min(16, length - start)))]
                units.insert(contentsOf: slice, at: start)
            default:
                units.insert(contentsOf: ["%", letters[rng.below(52)]], at: rng.below(length + 1))
            }
        }
        return string(units)
    }

    /// Parses `uri` as `message` (strictly or not); on success the message must build, and the built
    /// URI must parse back, strictly, to the same fields and build the same URI again (it is canonical).
    func probe(_ uri: String, open: Bool, strict: Bool = false) -> (kind: String, problem: String?) {
        do {
            if open {
                let parsed = try Link.OpenMessage(parsing: uri, strict: strict)
                let canonical = try parsed.uriString()
                var again = try Link.OpenMessage(parsing: canonical, strict: true)
                let twice = try again.uriString()
                again.url = parsed.url
                again.saveFolder = parsed.saveFolder
                again.unknownDescriptors = parsed.unknownDescriptors
                guard again == parsed, same(twice, canonical) else {
                    return ("ok", "the canonical form \(shown(canonical)) does not parse back to the same message")
                }
            } else {
                let parsed = try Link.ReturnMessage(parsing: uri, strict: strict)
                let canonical = try parsed.uriString()
                var again = try Link.ReturnMessage(parsing: canonical, strict: true)
                let twice = try again.uriString()
                again.url = parsed.url
                again.unknownDescriptors = parsed.unknownDescriptors
                guard again == parsed, same(twice, canonical) else {
                    return ("ok", "the canonical form \(shown(canonical)) does not parse back to the same message")
                }
            }
            return ("ok", nil)
        } catch let error as Link.LinkError {
            return (error.kind.rawValue, nil)
        } catch {
            return ("untyped", "threw an untyped error: \(error)")
        }
    }

    mutating func hostileCase(_ index: Int, _ uri: String, tally: inout [String: [String: Int]]) {
        if verbose { print("hostile #\(index): \(shown(uri))") }
        var behaved = true
        for (name, open) in [("open", true), ("return", false)] {
            let (kind, problem) = probe(uri, open: open)
            tally[name, default: [:]][kind, default: 0] += 1
            if let problem {
                behaved = false
                fail("hostile #\(index) parse \(name) \(shown(uri)): \(problem)")
            }
        }
        if behaved { passed += 1 }
    }

    // MARK: 3. Linear time

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    mutating func linear() {
        let pattern = string(Array("ab|%é😀 \u{2028}%41x\u{0}".unicodeScalars))
        var figures: [(Int, Double, Double)] = []
        for size in [10_000, 100_000, 1_000_000] {
            var context = ""
            while context.utf8.count < size { context += pattern }
            let message = Link.OpenMessage(app: .word, url: "https://contoso/a b", passback: "back", context: context)
            do {
                var uri = ""
                let build = try Self.seconds { uri = try message.uriString() }
                var parsed: Link.OpenMessage?
                let parse = try Self.seconds { parsed = try Link.OpenMessage(parsing: uri) }
                figures.append((size, build, parse))
                if let parsed, same(parsed.context, context), parsed.url == "https://contoso/a%20b" {
                    passed += 1
                } else {
                    fail("linear: a context of \(size) bytes does not round-trip")
                }
            } catch {
                fail("linear: a context of \(size) bytes threw \(error)")
            }
        }
        for (size, build, parse) in figures {
            print(String(format: "linear: context %7d B: build %8.3f ms, parse %8.3f ms", size, build * 1000, parse * 1000))
        }
        if figures.count == 3 {
            print(String(format: "linear: ratio 1 MB / 10 KB (linear = 100x): build %.0fx, parse %.0fx",
                         figures[2].1 / figures[0].1, figures[2].2 / figures[0].2))
        }
        // Unknown pairs are kept aside (every one of them, in order) unless parsing strictly; the
        // lenient floods are valid messages, so each probe also builds and parses the canonical URI.
        let valid = "ms-word:ofe|u|https://a/b|z|no"
        let validEncoded = "ms-word:ofe%7Cu%7Chttps://a/b%7Cz%7Cno"
        let floods = [
            Flood(name: "1 MB of unknown |k|v pairs, lenient", prefix: valid, unit: "|k|v", strict: false, expected: "ok"),
            Flood(name: "1 MB of unknown |k|v pairs, strict", prefix: valid, unit: "|k|v", strict: true, expected: "unknownDescriptor"),
            Flood(name: "1 MB of unknown %7Ck%7Cv pairs, lenient", prefix: validEncoded, unit: "%7Ck%7Cv", strict: false, expected: "ok"),
            Flood(name: "1 MB of duplicate |c|x pairs", prefix: "ms-word:ofe", unit: "|c|x", strict: false, expected: "duplicateDescriptor"),
            Flood(name: "1 MB of bare bars", prefix: "ms-word:ofe", unit: "||", strict: false, expected: "malformed"),
        ]
        for flood in floods {
            let uri = flood.prefix + String(repeating: flood.unit, count: 1_000_000 / flood.unit.utf8.count)
            for (message, open) in [("open", true), ("return", false)] {
                var result: (kind: String, problem: String?) = ("", nil)
                let time = Self.seconds { result = probe(uri, open: open, strict: flood.strict) }
                print(String(format: "linear: %@, parse %@: %@ in %.3f ms", flood.name, message, result.kind, time * 1000))
                if let problem = result.problem {
                    fail("linear: \(flood.name) parsed as \(message): \(problem)")
                } else if result.kind == flood.expected {
                    passed += 1
                } else {
                    fail("linear: \(flood.name) parsed as \(message) gave \(result.kind), not \(flood.expected)")
                }
            }
        }
        let pairs = 1_000_000 / 4
        let kept = (try? Link.OpenMessage(parsing: valid + String(repeating: "|k|v", count: pairs)))?.unknownDescriptors ?? []
        let z = Link.UnknownDescriptor(key: "z", value: "no")
        let kv = Link.UnknownDescriptor(key: "k", value: "v")
        if kept.count == pairs + 1, kept.first == z, kept.dropFirst().allSatisfy({ $0 == kv }) {
            passed += 1
        } else {
            fail("linear: the lenient flood kept \(kept.count) unknown pairs, not \(pairs + 1) in order")
        }
    }
}

let arguments = CommandLine.arguments
let seed = arguments.count > 1 ? UInt64(arguments[1])! : 12345
let cases = arguments.count > 2 ? Int(arguments[2])! : 5000
print("seed: \(seed)")
var runner = Runner(rng: SplitMix64(state: seed))
let start = DispatchTime.now().uptimeNanoseconds
for index in 0..<cases { runner.roundTrip(index) }
print("roundtrip: \(cases) cases, digest \(String(format: "%08x", runner.digest))")
print("roundtrip: \(runner.limited) rejected by the app's limits, as an independent check of them agrees")
var tally: [String: [String: Int]] = [:]
for index in 0..<(4 * cases) {
    let uri = runner.hostile()
    runner.hostileCase(index, uri, tally: &tally)
}
for name in ["open", "return"] {
    let counts = tally[name] ?? [:]
    let listed = (["ok"] + allKinds + ["untyped"]).compactMap { kind in counts[kind].map { "\(kind) \($0)" } }
    print("hostile \(name): \(4 * cases) inputs: " + listed.joined(separator: ", "))
}
print(String(format: "property + hostile: %.2f s", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
runner.linear()
print("\(runner.passed) passed, \(runner.failed) failed")
exit(runner.failed == 0 ? 0 : 1)
