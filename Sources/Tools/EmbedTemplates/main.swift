import Foundation

// Usage: EmbedTemplates <templates folder> <output .swift file>
//
// Writes a Swift file holding every file of the templates folder, keyed by its path relative to
// that folder ("swift/Module.swift.mustache"). Contents are base64 so no template text can break
// out of the string literal.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates <templates folder> <output .swift file>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(path: String, base64: String)] = []
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in enumerator {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        entries.append((relative, try Data(contentsOf: url).base64EncodedString()))
    }
}
entries.sort { $0.path < $1.path }

var source = "// Generated at build time from Templates/ by EmbedTemplates; not checked in.\n"
source += "let embeddedTemplateFiles: [String: String] = [\n"
for entry in entries {
    source += "    \"\(entry.path)\": \"\(entry.base64)\",\n"
}
source += "]\n"
try Data(source.utf8).write(to: output, options: .atomic)
