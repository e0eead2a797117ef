import Driver
import Evolution
import Foundation
import Testing

/// Each folder of `Tests/Evolution` holds two versions of a schema (`old.json`, `new.json`) and
/// what `schemegen breaking` prints comparing them (`expected.txt`); each rule has a folder
/// named after it, and `no-changes` compares a schema with itself.
@Suite("Schema evolution goldens")
struct EvolutionGoldenTests {
    static let updateCommand = "bash Tests/update-evolution-goldens.sh"
    static let folder = TestSupport.file("Tests/Evolution")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The report for one case, as the update script's run in the case's folder prints it.
    static func report(_ name: String) throws -> (text: String, status: ExitCode) {
        let outcome = BreakingCheck.run(
            old: SchemaVersion(label: "old.json", bytes: try TestSupport.bytes("Tests/Evolution/\(name)/old.json")),
            new: SchemaVersion(label: "new.json", bytes: try TestSupport.bytes("Tests/Evolution/\(name)/new.json")),
            wireOnly: false)
        #expect(outcome.errors == [], "\(name): \(outcome.errors)")
        return (outcome.report.map { $0 + "\n" }.joined(), outcome.status)
    }

    @Test(arguments: cases)
    func reportMatchesItsGolden(name: String) throws {
        let expected = (try? String(contentsOf: Self.folder.appendingPathComponent("\(name)/expected.txt"), encoding: .utf8)) ?? ""
        let actual = try Self.report(name).text
        #expect(
            actual == expected,
            "Tests/Evolution/\(name)/expected.txt differs from the report. To accept the new report run: \(Self.updateCommand)\n\(TestSupport.unifiedDiff(expected: expected, actual: actual, label: "\(name)/expected.txt"))"
        )
    }

    /// Every rule is shown by its own case, whose report names it, and fails the run exactly
    /// when the rule's class breaks something.
    @Test(arguments: EvolutionRule.all)
    func everyRuleHasACaseThatReportsIt(rule: EvolutionRule) throws {
        #expect(Self.cases.contains(rule.name), "no folder Tests/Evolution/\(rule.name)")
        guard Self.cases.contains(rule.name) else { return }
        let (text, status) = try Self.report(rule.name)
        #expect(text.contains("[\(rule.changeClass.rawValue): \(rule.name)]"), "\(rule.name): \(text)")
        #expect(status == (rule.changeClass == .compatible ? .success : .breakingChanges), "\(rule.name)")
    }

    @Test func everyCaseIsARule() {
        let names = Set(EvolutionRule.all.map(\.name) + ["no-changes"])
        #expect(Set(Self.cases).subtracting(names) == [])
    }

    /// docs/evolution.md's rule table lists every rule with its class, in the order of `EvolutionRule.all`.
    @Test func theEvolutionPageTableListsEveryRule() throws {
        let page = try String(contentsOf: TestSupport.file("docs/evolution.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = line[line.index(line.startIndex, offsetBy: 3)..<end]
            return EvolutionRule.all.contains { $0.name == name } ? String(line) : nil
        }
        #expect(rows.count == EvolutionRule.all.count)
        for (row, rule) in zip(rows, EvolutionRule.all) {
            #expect(row.hasPrefix("| `\(rule.name)` | \(rule.changeClass.rawValue) |"), "\(row)")
        }
    }
}
