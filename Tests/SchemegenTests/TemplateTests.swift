@testable import RenderCore
import Testing

@Suite("Template engine")
struct TemplateTests {
    private func render(_ files: [String: String], _ context: TemplateValue) throws(TemplateError) -> String {
        try TemplateStore(files: files.reduce(into: [:]) { $0["t/\($1.key).mustache"] = $1.value })
            .render(folder: "t", name: "Main", context: context).string
    }

    @Test func substitutesVariablesWithoutEscaping() throws {
        #expect(try render(["Main": "let x = {{value}}\n"], ["value": "\"<&>\""]) == "let x = \"<&>\"\n")
    }

    @Test func repeatsListSectionsAndDropsStandaloneTagLines() throws {
        let template = "enum E {\n{{#cases}}\n    case {{name}}\n{{/cases}}\n}\n"
        let context: TemplateValue = ["cases": [["name": "a"], ["name": "b"]]]
        #expect(try render(["Main": template], context) == "enum E {\n    case a\n    case b\n}\n")
    }

    @Test func rendersInvertedSectionsForFalseAndEmpty() throws {
        let template = "{{#on}}on{{/on}}{{^on}}off{{/on}} {{^items}}none{{/items}}"
        #expect(try render(["Main": template], ["on": false, "items": []]) == "off none")
        #expect(try render(["Main": template], ["on": true, "items": ["x"]]) == "on ")
    }

    @Test func iteratesStringListsWithDot() throws {
        #expect(try render(["Main": "{{#lines}}/// {{.}}\n{{/lines}}"], ["lines": .strings(["a", "b"])]) == "/// a\n/// b\n")
    }

    @Test func looksUpNamesInEnclosingContexts() throws {
        let context: TemplateValue = ["outer": "O", "items": [["inner": "I"]]]
        #expect(try render(["Main": "{{#items}}{{outer}}{{inner}}{{/items}}"], context) == "OI")
    }

    @Test func indentsStandalonePartialsLineByLine() throws {
        let files = ["Main": "struct S {\n    {{>Body}}\n}\n", "Body": "let a = 1\n\nlet b = 2\n"]
        #expect(try render(files, [:]) == "struct S {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    /// Indentation is written while rendering: nested partials add up, a multi-line value is
    /// indented on each of its lines, blank lines stay empty, and a partial whose text does not
    /// end with a line break leaves the next line of its includer as it was.
    @Test func indentsNestedPartialsAndMultiLineValues() throws {
        let files = [
            "Main": "enum E {\n  {{>Outer}}\n}\n",
            "Outer": "struct S {\n  {{>Inner}}\n}\n",
            "Inner": "{{value}}\n\nend",
        ]
        let expected = "enum E {\n  struct S {\n    a\n\n    b\n\n    end}\n}\n"
        #expect(try render(files, ["value": "a\n\nb"]) == expected)
    }

    @Test func reportsUnknownNamesWithTemplateAndLine() {
        #expect(throws: TemplateError("no value named 'missing' here", template: "t/Main.mustache", line: 2)) {
            try render(["Main": "ok\n{{missing}}\n"], [:])
        }
    }

    @Test func reportsUnclosedAndMismatchedSections() {
        #expect(throws: TemplateError("section 'a' is never closed", template: "t/Main.mustache", line: 1)) {
            try render(["Main": "{{#a}}\nx\n"], ["a": true])
        }
        #expect(throws: TemplateError("'{{/b}}' closes no open section of that name", template: "t/Main.mustache", line: 2)) {
            try render(["Main": "{{#a}}\n{{/b}}\n"], ["a": true])
        }
    }

    @Test func reportsAMissingPartial() {
        #expect(throws: TemplateError("no template 't/Nope.mustache'", template: "t/Main.mustache", line: 1)) {
            try render(["Main": "{{>Nope}}\n"], [:])
        }
    }

    @Test func reportsAPartialThatIncludesItself() {
        #expect(throws: TemplateError("partials nest deeper than 16", template: "t/Main.mustache", line: 2)) {
            try render(["Main": "x\n{{>Main}}\n"], [:])
        }
    }

    /// Text up to and including a line break is one step; a partial is the index of the
    /// template beside its includer, its indentation a run of the same text.
    @Test func compilesTextRunsAndResolvesPartials() throws {
        let paths = TemplatePaths(["t/Part.mustache", "t/Main.mustache", "u/Part.mustache"])
        let template = try Template(name: "t/Main.mustache", source: "a\nb\n{{x}}\n  {{>Part}}\nc\n", in: paths)
        #expect(
            template.steps == [
                .text(start: 0, count: 2), .text(start: 2, count: 2), .variable(name: 0, line: 3), .text(start: 4, count: 1),
                .partial(template: 1, indentationStart: 5, indentationCount: 2, line: 4), .text(start: 7, count: 2),
            ])
        #expect(String(decoding: template.text, as: UTF8.self) == "a\nb\n\n  c\n")
        #expect(template.names.map(\.text) == ["x"])
    }

    /// Sections nest as the steps after them, over lists of objects of lists.
    @Test func rendersNestedSectionsOverLists() throws {
        let template = "{{#rows}}{{#cells}}{{row}}{{.}} {{/cells}}{{^cells}}-{{/cells}}\n{{/rows}}end\n"
        let context: TemplateValue = [
            "rows": [["row": "a", "cells": .strings(["1", "2"])], ["row": "b", "cells": []], ["row": "c", "cells": ["3"]]],
        ]
        #expect(try render(["Main": template], context) == "a1 a2 \n-\nc3 \nend\n")
    }

    /// Names that share a prefix, a suffix or a length are told apart.
    @Test func findsEachNameAmongNamesWithSimilarBytes() throws {
        let names = [
            "a", "b", "ab", "ba", "abcdefg", "abcdefh", "abcdefgh", "abcdefghi", "bcdefghi",
            "abcdefgh-X-abcdefgh", "abcdefgh-Y-abcdefgh",
        ]
        let object = TemplateObject(members: names.map { (TemplateName($0), .string($0)) })
        for name in names {
            #expect(try render(["Main": "{{\(name)}}"], .object(object)) == name)
        }
        #expect(throws: TemplateError("no value named 'abcdefgh-Z-abcdefgh' here", template: "t/Main.mustache", line: 1)) {
            try render(["Main": "{{abcdefgh-Z-abcdefgh}}"], .object(object))
        }
    }

    @Test func anObjectReadsARepeatedNameAsItsLastValueAndSetsInPlace() throws {
        var object: TemplateObject = ["name": "first", "other": "o", "name": "last"]
        #expect(try render(["Main": "{{name}} {{other}}"], .object(object)) == "last o")
        object["other"] = "p"
        object["added"] = "a"
        object["name"] = nil
        #expect(try render(["Main": "{{added}}{{other}}"], .object(object)) == "ap")
        #expect(throws: TemplateError("no value named 'name' here", template: "t/Main.mustache", line: 1)) {
            try render(["Main": "{{name}}"], .object(object))
        }
        let joined = object.adding(["new": "n", "more": "m"])
        #expect(try render(["Main": "{{added}}{{other}}{{new}}{{more}}"], .object(joined)) == "apnm")
    }

    /// A lookup compares four members a turn, then the rest one by one: the last member of a name
    /// wins wherever its repeats fall.
    @Test func readsTheLastOfARepeatedNameAcrossTheScansTurns() throws {
        let names = ["a", "b", "b", "c", "d", "a", "e", "c", "f"]
        let object = TemplateObject(members: names.enumerated().map { (TemplateName($1), .string("\($1)\($0)")) })
        #expect(try render(["Main": "{{a}} {{b}} {{c}} {{d}} {{e}} {{f}}"], .object(object)) == "a5 b2 c7 d4 e6 f8")
    }

    /// A one-line doc or line list is a string, not a list of one: every section over it renders
    /// exactly as over the list, and an empty line stays a list, since an empty string is false.
    @Test func aStringOfOneLineRendersAsTheListOfIt() throws {
        let template = "{{#lines}}/// {{.}}{{outer}}\n{{/lines}}{{^lines}}none\n{{/lines}}"
        for lines in [["a"], [""], ["a", "b"], []] as [[String]] {
            let list = TemplateValue.list(lines.map(TemplateValue.string))
            #expect(try render(["Main": template], ["lines": .strings(lines), "outer": "!"])
                == render(["Main": template], ["lines": list, "outer": "!"]))
        }
        #expect(TemplateValue.strings([""]).lines == [""])
    }

    /// Sections nested deeper than the walk's first stack buffer holds (16 levels) still find
    /// names at every level.
    @Test func rendersSectionsNestedDeeperThanTheFirstStackBuffer() throws {
        let depth = 40
        var context: TemplateValue = ["leaf": "L"]
        for level in (0..<depth).reversed() { context = [TemplateName("level\(level)"): context, TemplateName("name\(level)"): .string("\(level)")] }
        var template = ""
        for level in 0..<depth { template += "{{#level\(level)}}" }
        template += "{{leaf}}{{name0}}{{name39}}"
        for level in (0..<depth).reversed() { template += "{{/level\(level)}}" }
        #expect(try render(["Main": template], context) == "L039")
    }
}
