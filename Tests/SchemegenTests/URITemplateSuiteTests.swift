import Load
import Testing
import URITemplate

/// Every case of the public RFC 6570 suite vendored in `Tests/URITemplate/uritemplate-test`
/// (see its README for the source commit and licence): an expansion must equal the expected
/// string or one of the listed alternatives; a case expecting `false` must be refused, by the
/// parser or by the expander, with a diagnostic.
@Suite("RFC 6570: the public uritemplate-test suite")
struct URITemplateSuiteTests {
    /// Each file with its number of cases, so a loader that skipped some cannot pass.
    static let files: [(name: String, cases: Int)] = [
        ("spec-examples.json", 64),
        ("spec-examples-by-section.json", 117),
        ("extended-tests.json", 53),
        ("negative-tests.json", 36),
    ]

    /// What a case expects.
    enum Expected {
        case oneOf([String])
        case refusal
    }

    struct Case {
        let group: String
        let template: String
        let expected: Expected
        let values: [String: VariableValue]
    }

    @Test(arguments: files.map(\.name))
    func everyCasePasses(file: String) throws {
        let cases = try Self.cases(in: "Tests/URITemplate/uritemplate-test/" + file)
        var failures: [String] = []
        var refusedByParser = 0
        var refusedByExpander = 0
        for testCase in cases {
            switch (testCase.expected, Self.outcome(of: testCase)) {
            case (.oneOf(let accepted), .expanded(let uri)):
                if !accepted.contains(uri) {
                    failures.append("\(testCase.group): \(testCase.template) expanded to \(uri), expected one of \(accepted)")
                }
            case (.oneOf, .refused(let diagnostic)):
                failures.append("\(testCase.group): \(testCase.template) refused (\(diagnostic))")
            case (.refusal, .expanded(let uri)):
                failures.append("\(testCase.group): \(testCase.template) expanded to \(uri), expected a refusal")
            case (.refusal, .refused(let diagnostic)):
                if diagnostic.message.isEmpty { failures.append("\(testCase.group): \(testCase.template) refused without a reason") }
                if diagnostic.byParser { refusedByParser += 1 } else { refusedByExpander += 1 }
            }
        }
        let refused = refusedByParser + refusedByExpander
        let refusals = refused > 0 ? " (refused: \(refusedByParser) by the parser, \(refusedByExpander) by the expander)" : ""
        print("uritemplate-test \(file): \(cases.count - failures.count) passed, \(failures.count) failed\(refusals)")
        #expect(failures.isEmpty, "\(failures.count) failed:\n\(failures.joined(separator: "\n"))")
        #expect(cases.count == Self.files.first { $0.name == file }?.cases, "read \(cases.count) cases from \(file)")
    }

    enum Outcome {
        case expanded(String)
        case refused(Refusal)
    }

    struct Refusal: CustomStringConvertible {
        let byParser: Bool
        let message: String
        var description: String { message }
    }

    static func outcome(of testCase: Case) -> Outcome {
        let template: URITemplate
        do {
            template = try URITemplate(parsing: testCase.template)
        } catch {
            #expect(error.offset >= 0 && error.offset <= testCase.template.utf8.count, "\(testCase.template): offset \(error.offset)")
            return .refused(Refusal(byParser: true, message: error.description))
        }
        do {
            return .expanded(try template.expand(testCase.values))
        } catch {
            return .refused(Refusal(byParser: false, message: error.description))
        }
    }

    /// The cases of one file: `{group: {level?, variables, testcases: [[template, expected]]}}`.
    static func cases(in path: String) throws -> [Case] {
        let root = try JSONParser.parse(try TestSupport.bytes(path))
        var cases: [Case] = []
        for group in try members(of: root) {
            let fields = try members(of: group.value)
            let values = try fields.first { $0.key == "variables" }.map { try variables(in: $0.value) } ?? [:]
            guard let testcases = fields.first(where: { $0.key == "testcases" }), case .array(let list) = testcases.value.value else {
                throw SuiteFormatError(context: path, problem: "group \(group.key) has no testcases")
            }
            for item in list {
                guard case .array(let pair) = item.value, pair.count == 2, case .string(let template) = pair[0].value else {
                    throw SuiteFormatError(context: path, problem: "a case of \(group.key) is not [template, expected]")
                }
                cases.append(Case(group: group.key, template: template, expected: try expected(pair[1], path: path), values: values))
            }
        }
        return cases
    }

    static func expected(_ node: JSONNode, path: String) throws -> Expected {
        switch node.value {
        case .string(let uri): return .oneOf([uri])
        case .array(let alternatives): return .oneOf(try alternatives.map { try text(of: $0, context: path) })
        case .bool(false): return .refusal
        default: throw SuiteFormatError(context: path, problem: "an expected result is \(node.value.kindDescription)")
        }
    }

    /// Strings stay strings, numbers their literal text (`37.76`), arrays lists, objects
    /// associative arrays in file order; null leaves the variable undefined.
    static func variables(in node: JSONNode) throws -> [String: VariableValue] {
        var values: [String: VariableValue] = [:]
        for member in try members(of: node) {
            switch member.value.value {
            case .null: continue
            case .array(let items): values[member.key] = .list(try items.map { try text(of: $0, context: member.key) })
            case .object(let pairs):
                values[member.key] = .pairs(try pairs.map { KeyValuePair($0.key, try text(of: $0.value, context: member.key)) })
            default: values[member.key] = .string(try text(of: member.value, context: member.key))
            }
        }
        return values
    }

    static func text(of node: JSONNode, context: String) throws -> String {
        switch node.value {
        case .string(let text), .number(let text): return text
        default: throw SuiteFormatError(context: context, problem: "expected a string, found \(node.value.kindDescription)")
        }
    }

    static func members(of node: JSONNode) throws -> [JSONMember] {
        guard case .object(let members) = node.value else { throw SuiteFormatError(context: "a group or its variables", problem: "expected an object") }
        return members
    }

    struct SuiteFormatError: Error {
        /// The file or the variable being read.
        let context: String
        let problem: String
    }
}
