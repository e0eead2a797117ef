import Foundation
import TemplateSyntax

// Usage: EmbedTemplates <templates folder> <output .swift file>
//
// Parses every template of the templates folder at build time and writes a Swift file that builds
// each one's nodes directly, keyed by its path relative to that folder
// ("swift/Module.swift.mustache"), so a run does no template parsing at all. Each template gets its
// own function, called the first time the template is used. Text is written as one-line raw
// string literals that the program reads as they are: no template text can break out of a literal
// or form an escape, because the delimiter has more `#` than any run of `#` in any template, and
// every control character is written as an escape. A template that does not parse fails the build
// with its file and line.

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

/// `nodes` as a Swift array literal, one node per line, children indented below their section.
func arrayLiteral(_ nodes: [Template.Node], indentation: String) -> String {
    guard !nodes.isEmpty else { return "[]" }
    var literal = "[\n"
    for node in nodes {
        literal += indentation + "    " + expression(node, indentation: indentation + "    ") + ",\n"
    }
    return literal + indentation + "]"
}

func expression(_ node: Template.Node, indentation: String) -> String {
    switch node {
    case .text(let text):
        return ".text(\(rawLiteral(text)))"
    case .newline:
        return ".newline"
    case .variable(let name, let line):
        return ".variable(\(rawLiteral(name.text)), line: \(line))"
    case .section(let name, let inverted, let children, let line):
        let children = arrayLiteral(children, indentation: indentation)
        return ".section(\(rawLiteral(name.text)), inverted: \(inverted), children: \(children), line: \(line))"
    case .partial(let name, let indentation, let line):
        return ".partial(\(rawLiteral(name)), indentation: \(rawLiteral(indentation)), line: \(line))"
    }
}

var source = """
    // Generated at build time from Templates/ by EmbedTemplates; not checked in.
    import TemplateSyntax

    /// The template compiled into this build at `path` under `Templates/`, or nil when there is none.
    func embeddedTemplate(at path: String) -> Template? {
        switch path {

    """
for (index, entry) in entries.enumerated() {
    source += "    case \(rawLiteral(entry.path)): return template\(index)()\n"
}
source += "    default: return nil\n    }\n}\n"
for (index, entry) in entries.enumerated() {
    let template: Template
    do {
        template = try Template(name: entry.path, source: entry.text)
    } catch {
        FileHandle.standardError.write(Data("\(root.path)/\(error.description)\n".utf8))
        exit(1)
    }
    source += "\nprivate func template\(index)() -> Template {\n"
    source += "    let nodes: [Template.Node] = \(arrayLiteral(template.nodes, indentation: "    "))\n"
    source += "    return Template(name: \(rawLiteral(entry.path)), nodes: nodes)\n}\n"
}
try Data(source.utf8).write(to: output, options: .atomic)
