import Driver
import Foundation
import Testing

/// CHANGELOG.md's newest entry is the version `schemegen --version` prints, so the version is
/// written in one place (`SchemegenVersion.current`) and the changelog follows it.
@Suite("Changelog")
struct ChangelogTests {
    @Test func theNewestEntryIsTheCurrentVersion() throws {
        let changelog = try String(contentsOf: TestSupport.file("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(SchemegenVersion.current) ") == true, "\(newest ?? "no entry")")
    }
}
