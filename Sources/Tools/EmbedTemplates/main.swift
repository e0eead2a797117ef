import Foundation

// Usage: EmbedTemplates <templates folder> <output .swift file>
//
// Writes a Swift file holding every file of the templates folder, keyed by its path relative to
// that folder ("swift/Module.swift.mustache"), each as a one-line raw string literal that the
// program reads as it is, with nothing to decode at run time. No template text can break out of
// the literal or form an escape: the literal's delimiter has more `#` than any run of `#` in any
// template, and every control character (line breaks among them) is written as an escape.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates <templates folder> <output .swift file>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(path: String, text: String)] = []
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in enumerator {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        entries.append((relative, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
    }
}
entries.sort { $0.path < $1.path }

let longestHashRun = entries.flatMap { [$0.path, $0.text] }.map { text in
    text.utf8.split { $0 != UInt8(ascii: "#") }.map(\.count).max() ?? 0
}.max() ?? 0
let hashes = String(repeating: "#", count: longestHashRun + 1)

/// `text` as a raw string literal delimited by `hashes`, its control characters as escapes.
func rawLiteral(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            body += "\\" + hashes + "u{" + String(scalar.value, radix: 16) + "}"
        } else {
            body.unicodeScalars.append(scalar)
        }
    }
    return hashes + "\"" + body + "\"" + hashes
}

var source = "// Generated at build time from Templates/ by EmbedTemplates; not checked in.\n"
source += "let embeddedTemplateFiles: [String: String] = [\n"
for entry in entries {
    source += "    \(rawLiteral(entry.path)): \(rawLiteral(entry.text)),\n"
}
source += "]\n"
try Data(source.utf8).write(to: output, options: .atomic)
