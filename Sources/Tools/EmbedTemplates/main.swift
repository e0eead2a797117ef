import Foundation
import TemplateSyntax

// Usage: EmbedTemplates <templates folder> <output .swift file>
//
// Compiles every template of the templates folder at build time and writes a Swift file that
// builds each one's steps directly, indexed by its place among the sorted paths relative to that
// folder ("swift/Module.swift.mustache"), so a run does no template parsing or partial lookup at
// all. Each template gets its own function, called the first time the template is used. A
// template's text is one raw string literal: no template text can
// break out of a literal or form an escape, because the delimiter has more `#` than any run of `#`
// in any template, and every control character is written as an escape. A template that does not
// parse, or includes a partial that does not exist, fails the build with its file and line.

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

/// `step` as a Swift expression.
func expression(_ step: Template.Step) -> String {
    switch step {
    case .text(let start, let count):
        return ".text(start: \(start), count: \(count))"
    case .variable(let name, let line):
        return ".variable(name: \(name), line: \(line))"
    case .section(let name, let inverted, let bodyCount, let line):
        return ".section(name: \(name), inverted: \(inverted), bodyCount: \(bodyCount), line: \(line))"
    case .partial(let template, let indentationStart, let indentationCount, let line):
        return ".partial(template: \(template), indentationStart: \(indentationStart), "
            + "indentationCount: \(indentationCount), line: \(line))"
    }
}

/// `template` as a function that builds it: its text one literal, its steps one per line, a
/// section's body indented below it.
func builder(_ template: Template, index: Int) -> String {
    var source = "\nprivate func template\(index)() -> Template {\n    Template(\n"
    source += "        name: \(rawLiteral(template.name)),\n"
    source += "        text: \(rawLiteral(String(decoding: template.text, as: UTF8.self))),\n"
    let names = template.names.map { "TemplateName(\(rawLiteral($0.text)))" }
    source += "        names: [\(names.joined(separator: ", "))],\n"
    source += "        steps: [\n"
    var sectionEnds: [Int] = []
    for (position, step) in template.steps.enumerated() {
        sectionEnds.removeAll { $0 <= position }
        source += String(repeating: "    ", count: 3 + sectionEnds.count) + expression(step) + ",\n"
        if case .section(_, _, let bodyCount, _) = step { sectionEnds.append(position + 1 + bodyCount) }
    }
    return source + "        ]\n    )\n}\n"
}

let paths = TemplatePaths(entries.map(\.path))
var source = """
    // Generated at build time from Templates/ by EmbedTemplates; not checked in.
    import TemplateSyntax

    /// The paths of the templates compiled into this build, under `Templates/`, sorted: a
    /// template's index is its place here.
    let embeddedTemplatePaths = TemplatePaths([

    """
for entry in entries {
    source += "    \(rawLiteral(entry.path)),\n"
}
source += "])\n\n/// The template compiled into this build at `index` of `embeddedTemplatePaths`.\n"
source += "func embeddedTemplate(_ index: Int) -> Template {\n    switch index {\n"
for index in entries.indices {
    source += "    case \(index): return template\(index)()\n"
}
source += "    default: preconditionFailure(\"no embedded template \\(index)\")\n    }\n}\n"
for (index, entry) in entries.enumerated() {
    do {
        source += builder(try Template(name: entry.path, source: entry.text, in: paths), index: index)
    } catch {
        FileHandle.standardError.write(Data("\(root.path)/\(error.description)\n".utf8))
        exit(1)
    }
}
try Data(source.utf8).write(to: output, options: .atomic)
