// Property-based round trips of the URL grammar for the generated Swift of Examples/protocols/
// things.json (`add`, `update`) and spotify.json (`resource`). Usage: url-property [SEED] [CASES].
// The PRNG and the draws are the same in every language (Tests/Property/README.md, "The URL
// grammar"), so one seed gives the same messages, URIs and digest everywhere.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import Foundation

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
let base62 = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)
/// Pieces that look like the URL grammar: delimiters, escapes and half escapes, a parameter.
let specials: [String] = [
    "&", "=", "#", "%", "+", "/", "?", "%20", "%2", "%zz", ",", "\n", "&x-success=a:b", "x-source", "+%2B", ";",
]
/// Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL.
let extras: [UInt32] = [
    0x1F600, 0x1F4A9, 0x1F1FA, 0x1F1F8, 0x200D, 0x0301, 0x0308, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
    0x10FFFF, 0x0600, 0x00E9, 0x0000,
]

/// Which fields of an `overrides` rule a case fills in: neither, the winner, the loser, or both
/// (a conflict the builder must refuse).
struct Pair {
    var winner = false
    var loser = false
}

/// The draws of the whole run; main.swift state, so the functions using it are @MainActor.
var rng = SplitMix64(state: 0)

func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value)! }

@MainActor func text() -> String {
    var out = String.UnicodeScalarView()
    for _ in 0..<rng.below(12) {
        switch rng.below(7) {
        case 0: out.append(scalar(0x20 + UInt32(rng.below(95))))
        case 1: out.append(contentsOf: specials[rng.below(16)].unicodeScalars)
        case 2: let c = rng.below(33); out.append(scalar(c == 32 ? 0x7F : UInt32(c)))
        case 3: out.append(scalar(0x80 + UInt32(rng.below(0xD800 - 0x80))))
        case 4: out.append(scalar(0xE000 + UInt32(rng.below(0x2000))))
        case 5: out.append(scalar(0x10000 + UInt32(rng.below(0x100000))))
        default: out.append(scalar(extras[rng.below(16)]))
        }
    }
    return String(out)
}

/// A text that is not empty: "-" stands for an empty draw.
@MainActor func nonEmptyText() -> String {
    let drawn = text()
    return drawn.isEmpty ? "-" : drawn
}

@MainActor func list(_ separator: Unicode.Scalar) -> [String] {
    (0..<rng.below(4)).map { _ in
        var item = String.UnicodeScalarView()
        item.append(contentsOf: text().unicodeScalars.filter { $0 != separator })
        return item.isEmpty ? "-" : String(item)
    }
}

@MainActor func optionalText() -> String? { rng.below(2) == 1 ? text() : nil }
@MainActor func optionalList(_ separator: Unicode.Scalar) -> [String]? { rng.below(2) == 1 ? list(separator) : nil }

@MainActor func scheme() -> String {
    var out = String.UnicodeScalarView()
    let length = 1 + rng.below(12)
    out.append(letters[rng.below(52)])
    for _ in 1..<length { out.append(schemeChars[rng.below(65)]) }
    return String(out)
}

@MainActor func optionalURL() -> String? { rng.below(2) == 1 ? scheme() + ":" + text() : nil }

func digits(_ value: Int, _ width: Int) -> String {
    let written = String(value)
    return String(repeating: "0", count: max(0, width - written.count)) + written
}

func daysIn(year: Int, month: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
}

@MainActor func optionalDateTime() -> String? {
    guard rng.below(2) == 1 else { return nil }
    let year = rng.below(10000)
    let month = 1 + rng.below(12)
    let day = 1 + rng.below(daysIn(year: year, month: month))
    var out = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
    out += "T" + digits(rng.below(24), 2) + ":" + digits(rng.below(60), 2)
    let seconds = rng.below(3)
    if seconds > 0 { out += ":" + digits(rng.below(60), 2) }
    if seconds == 2 {
        out += "."
        for _ in 0...rng.below(4) { out += String(rng.below(10)) }
    }
    switch rng.below(3) {
    case 1: out += "Z"
    case 2:
        out += rng.below(2) == 0 ? "+" : "-"
        out += digits(rng.below(24), 2) + ":" + digits(rng.below(60), 2)
    default: break
    }
    return out
}

@MainActor func pair() -> Pair {
    switch rng.below(16) {
    case 0...6: return Pair()
    case 7...10: return Pair(winner: true)
    case 11...14: return Pair(loser: true)
    default: return Pair(winner: true, loser: true)
    }
}

/// An optional flag without a default: absent, false or true.
@MainActor func optionalFlag() -> Bool? {
    switch rng.below(3) {
    case 0: return nil
    case 1: return false
    default: return true
    }
}

/// A Things `add` message, and whether it fills in both fields of an `overrides` rule.
@MainActor func generateAdd() -> (Things.AddMessage, conflict: Bool) {
    var message = Things.AddMessage()
    let titles = pair()
    if titles.loser { message.title = text() }
    if titles.winner { message.titles = list("\n") }
    message.notes = optionalText()
    message.when = optionalText()
    message.deadline = optionalText()
    message.tags = optionalList(",")
    message.checklistItems = optionalList("\n")
    let clipboard = rng.below(4)
    message.useClipboard = clipboard == 3 ? nil : Things.UseClipboard.allCases[clipboard]
    let lists = pair()
    if lists.winner { message.listId = text() }
    if lists.loser { message.list = text() }
    let headings = pair()
    if headings.winner { message.headingId = text() }
    if headings.loser { message.heading = text() }
    let done = pair()
    message.completed = done.loser
    message.canceled = done.winner
    message.showQuickEntry = rng.below(2) == 1
    message.reveal = rng.below(2) == 1
    message.creationDate = optionalDateTime()
    message.completionDate = optionalDateTime()
    message.xSource = optionalText()
    message.xSuccess = optionalURL()
    message.xError = optionalURL()
    message.xCancel = optionalURL()
    let conflict = [titles, lists, headings, done].contains { $0.winner && $0.loser }
    return (message, conflict)
}

/// A Things `update` message, and whether it fills in both fields of an `overrides` rule.
@MainActor func generateUpdate() -> (Things.UpdateMessage, conflict: Bool) {
    var message = Things.UpdateMessage(authToken: nonEmptyText(), id: nonEmptyText())
    message.title = optionalText()
    message.notes = optionalText()
    message.prependNotes = optionalText()
    message.appendNotes = optionalText()
    message.when = optionalText()
    message.deadline = optionalText()
    message.tags = optionalList(",")
    message.addTags = optionalList(",")
    message.checklistItems = optionalList("\n")
    message.prependChecklistItems = optionalList("\n")
    message.appendChecklistItems = optionalList("\n")
    let lists = pair()
    if lists.winner { message.listId = text() }
    if lists.loser { message.list = text() }
    let headings = pair()
    if headings.winner { message.headingId = text() }
    if headings.loser { message.heading = text() }
    let done = pair()
    if done.loser { message.completed = rng.below(2) == 1 }
    if done.winner { message.canceled = rng.below(2) == 1 }
    message.reveal = optionalFlag()
    message.duplicate = optionalFlag()
    message.creationDate = optionalDateTime()
    message.completionDate = optionalDateTime()
    message.xSource = optionalText()
    message.xSuccess = optionalURL()
    message.xError = optionalURL()
    message.xCancel = optionalURL()
    let conflict = [lists, headings, done].contains { $0.winner && $0.loser }
    return (message, conflict)
}

/// A Spotify `resource` message, and whether its id is valid (an eighth of them are too short).
@MainActor func generateResource() -> (Spotify.ResourceMessage, valid: Bool) {
    let carrier: Spotify.ResourceMessage.Carrier = rng.below(2) == 0 ? .uri : .web
    let type = Spotify.Type_.allCases[rng.below(6)]
    let length = rng.below(8) == 0 ? rng.below(22) : 22
    var id = String.UnicodeScalarView()
    for _ in 0..<length { id.append(base62[rng.below(62)]) }
    return (Spotify.ResourceMessage(carrier: carrier, type: type, id: String(id)), length == 22)
}

// MARK: - Rendering messages for comparison, byte for byte

/// `text` with everything outside printable ASCII written as \u{X}, and `\` as `\\`: one line.
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

/// Renders fields as `name=value` lines; absent fields are left out, lists are `[item|item]`.
struct Rendering {
    var lines: [String] = []

    mutating func add(_ name: String, _ value: String?) {
        if let value { lines.append(name + "=" + shown(value)) }
    }

    mutating func add(_ name: String, _ value: [String]?) {
        if let value { lines.append(name + "=[" + value.map(shown).joined(separator: "|") + "]") }
    }

    mutating func add(_ name: String, _ value: Bool?) {
        if let value { lines.append(name + "=" + String(value)) }
    }

    mutating func add(_ unknown: [Things.UnknownParameter]) {
        for parameter in unknown { lines.append("unknown " + shown(parameter.key) + "=" + shown(parameter.value)) }
    }
}

func rendered(_ m: Things.AddMessage) -> String {
    var r = Rendering()
    r.add("title", m.title); r.add("titles", m.titles); r.add("notes", m.notes); r.add("when", m.when)
    r.add("deadline", m.deadline); r.add("tags", m.tags); r.add("checklistItems", m.checklistItems)
    r.add("useClipboard", m.useClipboard?.id); r.add("listId", m.listId); r.add("list", m.list)
    r.add("headingId", m.headingId); r.add("heading", m.heading); r.add("completed", m.completed)
    r.add("canceled", m.canceled); r.add("showQuickEntry", m.showQuickEntry); r.add("reveal", m.reveal)
    r.add("creationDate", m.creationDate); r.add("completionDate", m.completionDate)
    r.add("xSource", m.xSource); r.add("xSuccess", m.xSuccess); r.add("xError", m.xError)
    r.add("xCancel", m.xCancel); r.add(m.unknownParameters)
    return r.lines.joined(separator: "\n")
}

func rendered(_ m: Things.UpdateMessage) -> String {
    var r = Rendering()
    r.add("authToken", m.authToken); r.add("id", m.id); r.add("title", m.title); r.add("notes", m.notes)
    r.add("prependNotes", m.prependNotes); r.add("appendNotes", m.appendNotes); r.add("when", m.when)
    r.add("deadline", m.deadline); r.add("tags", m.tags); r.add("addTags", m.addTags)
    r.add("checklistItems", m.checklistItems); r.add("prependChecklistItems", m.prependChecklistItems)
    r.add("appendChecklistItems", m.appendChecklistItems); r.add("listId", m.listId); r.add("list", m.list)
    r.add("headingId", m.headingId); r.add("heading", m.heading); r.add("completed", m.completed)
    r.add("canceled", m.canceled); r.add("reveal", m.reveal); r.add("duplicate", m.duplicate)
    r.add("creationDate", m.creationDate); r.add("completionDate", m.completionDate)
    r.add("xSource", m.xSource); r.add("xSuccess", m.xSuccess); r.add("xError", m.xError)
    r.add("xCancel", m.xCancel); r.add(m.unknownParameters)
    return r.lines.joined(separator: "\n")
}

func rendered(_ m: Spotify.ResourceMessage) -> String {
    var r = Rendering()
    r.add("carrier", m.carrier == .uri ? "uri" : "web"); r.add("type", m.type.id); r.add("id", m.id)
    r.add(m.unknownParameters.map { Things.UnknownParameter(key: $0.key, value: $0.value) })
    return r.lines.joined(separator: "\n")
}

// MARK: - Extra parameters in random order

/// `text` percent-encoded as a hostile but valid sender might: every byte that is not unreserved
/// as `%XX`, a quarter of the unreserved ones too, the hex digits in either case.
@MainActor func looselyEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
        let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
        if unreserved && rng.below(4) != 0 {
            out.unicodeScalars.append(scalar(UInt32(byte)))
        } else {
            let hex = String(byte, radix: 16, uppercase: rng.below(2) == 0)
            out += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return out
}

/// The built URI with its parameters shuffled and random unknown ones added (each named `~...`,
/// which no message declares), maybe an empty parameter; and the unknown parameters a parser must
/// keep aside, in the order the new URI has them.
@MainActor func shuffled(_ uri: String) -> (uri: String, unknown: [Things.UnknownParameter]) {
    let question = uri.firstIndex(of: "?")
    let base = String(uri[..<(question ?? uri.endIndex)])
    var parameters: [(written: String, unknown: Things.UnknownParameter?)] =
        question.map { uri[uri.index(after: $0)...].split(separator: "&").map { (String($0), nil) } } ?? []
    for _ in 0..<rng.below(4) {
        let key = "~" + text()
        let bare = rng.below(3) == 0
        let value = bare ? "" : text()
        let written = looselyEncoded(key) + (bare ? "" : "=" + looselyEncoded(value))
        parameters.append((written, Things.UnknownParameter(key: key, value: value)))
    }
    for index in stride(from: parameters.count - 1, to: 0, by: -1) {
        parameters.swapAt(index, rng.below(index + 1))
    }
    if rng.below(4) == 0 { parameters.insert(("", nil), at: rng.below(parameters.count + 1)) }
    let query = parameters.map(\.written).joined(separator: "&")
    return (base + (parameters.isEmpty ? "" : "?" + query), parameters.compactMap(\.unknown))
}

// MARK: - The run

struct Digest {
    var hash: UInt32 = 0x811C_9DC5

    mutating func add(_ line: String) {
        for byte in line.utf8 + [0x0A] {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
    }
}

let arguments = CommandLine.arguments
let seed = arguments.count > 1 ? UInt64(arguments[1])! : 12345
let cases = arguments.count > 2 ? Int(arguments[2])! : 5000
/// Each case draws from its own PRNG, seeded by the next number of this one, so a case depends
/// on the seed and its index alone, whatever the cases before it did.
var caseSeeds = SplitMix64(state: seed)
print("url property: seed \(seed), \(cases) cases")

var digest = Digest()
var failures = 0
var refused = 0
var shuffledCount = 0

@MainActor func fail(_ index: Int, _ what: String) {
    failures += 1
    if failures <= 20 { print("FAIL url #\(index): \(what)") }
}

/// The kind of a LinkError of either module; "untyped ..." for any other error.
func kind(of error: Error) -> String {
    switch error {
    case let error as Things.LinkError: return error.kind.rawValue
    case let error as Spotify.LinkError: return error.kind.rawValue
    default: return "untyped \(error)"
    }
}

/// The kind of the error `body` threw, or nil.
func kind(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return kind(of: error)
    }
}

/// Builds, checks the refusal or the round trip, then parses the shuffled URI leniently and
/// strictly. `build` and `parse` are the message's; `render` renders a message.
@MainActor func check<Message>(
    _ index: Int, _ name: String, _ message: Message, refusal: String?,
    build: (Message) throws -> String, parse: (String, Bool) throws -> Message,
    render: (Message) -> String, withUnknown: (Message, [Things.UnknownParameter]) -> Message,
    takesQuery: (Message) -> Bool
) {
    let uri: String
    do {
        uri = try build(message)
    } catch {
        let got = kind(of: error)
        digest.add(got)
        refused += 1
        if got != refusal { fail(index, "\(name) build refused with \(got), expected \(refusal ?? "a URI")\n  \(render(message))") }
        return
    }
    digest.add(uri)
    if let refusal { return fail(index, "\(name) built \(shown(uri)), expected \(refusal)") }
    var parsedBack: Message?
    if let error = kind({ parsedBack = try parse(uri, true) }) {
        return fail(index, "\(name) \(shown(uri)) parse: \(error)")
    }
    if render(parsedBack!) != render(message) {
        return fail(index, "\(name) \(shown(uri)) parsed as\n  \(render(parsedBack!))\nexpected\n  \(render(message))")
    }
    guard takesQuery(message) else { return }
    let variant = shuffled(uri)
    shuffledCount += 1
    digest.add(variant.uri)
    let expected = render(withUnknown(message, variant.unknown))
    var lenient: Message?
    if let error = kind({ lenient = try parse(variant.uri, false) }) {
        return fail(index, "\(name) \(shown(variant.uri)) (shuffled) parse: \(error)")
    }
    if render(lenient!) != expected {
        return fail(index, "\(name) \(shown(variant.uri)) (shuffled) parsed as\n  \(render(lenient!))\nexpected\n  \(expected)")
    }
    let strict = kind { _ = try parse(variant.uri, true) }
    let strictExpected = variant.unknown.isEmpty ? nil : "unknownDescriptor"
    if strict != strictExpected {
        fail(index, "\(name) \(shown(variant.uri)) strict parse: \(strict ?? "ok"), expected \(strictExpected ?? "ok")")
    }
}

let start = Date()
for index in 0..<cases {
    rng = SplitMix64(state: caseSeeds.next())
    switch rng.below(3) {
    case 0:
        let (message, conflict) = generateAdd()
        check(index, "add", message, refusal: conflict ? "conflictingDescriptors" : nil,
              build: { try $0.uriString() }, parse: { try Things.AddMessage(parsing: $0, strict: $1) },
              render: rendered, withUnknown: { var m = $0; m.unknownParameters = $1; return m }, takesQuery: { _ in true })
    case 1:
        let (message, conflict) = generateUpdate()
        check(index, "update", message, refusal: conflict ? "conflictingDescriptors" : nil,
              build: { try $0.uriString() }, parse: { try Things.UpdateMessage(parsing: $0, strict: $1) },
              render: rendered, withUnknown: { var m = $0; m.unknownParameters = $1; return m }, takesQuery: { _ in true })
    default:
        let (message, valid) = generateResource()
        check(index, "resource", message, refusal: valid ? nil : "invalidValue",
              build: { try $0.uriString() }, parse: { try Spotify.ResourceMessage(parsing: $0, strict: $1) },
              render: rendered,
              withUnknown: { m, unknown in
                  var copy = m
                  copy.unknownParameters = unknown.map { Spotify.UnknownParameter(key: $0.key, value: $0.value) }
                  return copy
              },
              takesQuery: { $0.carrier == .web })
    }
}
let hex = String(digest.hash, radix: 16)
print("url roundtrip: \(cases) cases, digest \(String(repeating: "0", count: 8 - hex.count) + hex)"
    + " (\(refused) refused, \(shuffledCount) shuffled)")
print(String(format: "url property: %.1f s", Date().timeIntervalSince(start)))
print("\(cases - failures) passed, \(failures) failed")
exit(failures == 0 ? 0 : 1)
