// Measures the generated Swift code for schema.json against Foundation doing comparable work, and
// prints each row as generated vs anchor with their ratio. Figures only: nothing here asserts on time.
//
// Each figure is the median of several rounds; the generated code and its anchor alternate round by
// round, so a busy machine slows both alike. A ratio below 1 means the generated code is faster.
//
// The anchors do what a hand-written caller would do with Foundation alone:
// - parse: `URLComponents(string:)`, then `.scheme` and the decoded `.path` split on `|` (which also
//   turns `%7C` delimiters into bars), counting the bytes of every piece so that none is skipped.
//   The generated parser does more: it checks the scheme, mode, keys and every value and decodes
//   the text values into Strings. Parse rows also show `URLComponents(string:)` alone, which reads
//   nothing back (the figure issue 14 first measured against), as a stricter reference.
// - build: the URI concatenated by hand, each value through `addingPercentEncoding` with the
//   character set the grammar keeps (unreserved for text; unreserved and reserved for a URL).
//
// Usage: benchmark [rounds]   (default 7)
import Foundation

// MARK: Anchors

/// The URLComponents anchor for parsing: scheme, decoded path, path split on `|`.
func foundationParse(_ uri: String) -> Int {
    guard let components = URLComponents(string: uri), let scheme = components.scheme else { return 0 }
    var bytes = scheme.utf8.count
    for segment in components.path.split(separator: "|", omittingEmptySubsequences: false) {
        bytes += segment.utf8.count + 1
    }
    return bytes
}

let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
let urlCharacters = unreserved.union(CharacterSet(charactersIn: ":/?#[]@!$&'()*+,;="))

/// The hand-written builder: concatenation and `addingPercentEncoding`.
func foundationBuild(scheme: String, mode: String, url: String, passback: String?, context: String?) -> String {
    var uri = scheme + ":" + mode + "|u|" + (url.addingPercentEncoding(withAllowedCharacters: urlCharacters) ?? "")
    if let passback { uri += "|p|" + passback }
    if let context { uri += "|c|" + (context.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "") }
    return uri
}

// MARK: Rows

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 7 : 7
let parseAnchor = "URLComponents+path split"
let buildAnchor = "concatenation+addingPercentEncoding"

func compareParse(_ label: String, _ uri: String) throws {
    _ = try OfficeLink.OpenMessage(parsing: uri)
    precondition(foundationParse(uri) > 0, "URLComponents does not parse \(label)")
    try compare("parse open (\(label), \(uri.utf8.count) B)", rounds: rounds, generated: {
        let parsed = try OfficeLink.OpenMessage(parsing: uri)
        return parsed.url.utf8.count + (parsed.context?.utf8.count ?? 0)
    }, anchor: parseAnchor, { foundationParse(uri) },
       reference: ("URLComponents(string:) alone", { URLComponents(string: uri) == nil ? 0 : 1 }))
}

func compareBuild(_ label: String, _ message: OfficeLink.OpenMessage) throws {
    let expected = try message.uriString()
    let anchored = foundationBuild(scheme: message.app.scheme, mode: message.mode.token, url: message.url,
                                   passback: message.passback, context: message.context)
    precondition(anchored == expected, "the build anchor writes \(anchored), not \(expected)")
    try compare("build open (\(label), \(expected.utf8.count) B)", rounds: rounds, generated: {
        try message.uriString().utf8.count
    }, anchor: buildAnchor) {
        foundationBuild(scheme: message.app.scheme, mode: message.mode.token, url: message.url,
                        passback: message.passback, context: message.context).utf8.count
    }
}

let article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4"
let encodedBars = article.replacingOccurrences(of: "|", with: "%7C")
let abbreviated = "ms-word:https://contoso/Q4/budget.docx"
/// About 1 KB of text that needs escapes, non-ASCII included (no `|`, so it survives `%7C` delimiters).
let kilobyteContext = String(repeating: "folder view Q4 😀 ", count: 48)
let kilobyte = OfficeLink.OpenMessage(app: .excel, url: "https://contoso/a b/ü.xlsx", context: kilobyteContext)
let hundredKilobytes = OfficeLink.OpenMessage(app: .word, url: "https://contoso/a.docx",
                                              context: String(repeating: "a b/ü ", count: 12_500))

try compareParse("article", article)
try compareParse("article, %7C delimiters", encodedBars)
try compareParse("abbreviated", abbreviated)
for (label, message) in [("1 KB context", kilobyte), ("100 KB context", hundredKilobytes)] {
    let uri = try message.uriString()
    try compareParse(label, uri)
    try compareParse("\(label), %7C delimiters", uri.replacingOccurrences(of: "|", with: "%7C"))
}

try compareBuild("article", OfficeLink.OpenMessage(parsing: article))
try compareBuild("1 KB context", kilobyte)
try compareBuild("100 KB context", hundredKilobytes)
let view = try OfficeLink.OpenMessage(parsing: abbreviated)
let abbreviatedURL = view.url
try compare("build open (abbreviated, \(abbreviated.utf8.count) B)", rounds: rounds, generated: {
    try view.abbreviatedURIString().utf8.count
}, anchor: buildAnchor) {
    ("ms-word:" + (abbreviatedURL.addingPercentEncoding(withAllowedCharacters: urlCharacters) ?? "")).utf8.count
}

// Floods with no anchor: how the parser scales with many pairs.
let unknownFlood = "ms-word:ofe|u|https://contoso/a.docx" + String(repeating: "|k|v", count: 250_000)
let flood = try medians(rounds: 3, [
    { try OfficeLink.OpenMessage(parsing: unknownFlood).unknownDescriptors.count },
    { (try? OfficeLink.OpenMessage(parsing: unknownFlood, strict: true)) == nil ? 1 : 0 },
])
print("swift parse open (1 MB of unknown |k|v pairs): kept \(duration(flood[0])), strict \(duration(flood[1]))")
