import Foundation
import Testing
import Write

@Suite("Atomic, only-changed writes")
struct AtomicWriterTests {
    private func file(_ url: URL, _ text: String) -> OutputFile {
        OutputFile(url: url, contents: Data(text.utf8))
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func writesNewFilesCreatingFolders() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("a/b/c.txt")
        let report = try AtomicWriter.write([file(target, "hello")])
        #expect(report.written == [target])
        #expect(try String(contentsOf: target, encoding: .utf8) == "hello")
    }

    @Test func leavesUnchangedFilesAndTheirModificationTimeAlone() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.txt")
        let changed = folder.appendingPathComponent("changed.txt")
        _ = try AtomicWriter.write([file(same, "same"), file(changed, "old")])
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: same.path)

        let report = try AtomicWriter.write([file(same, "same"), file(changed, "new")])
        #expect(report.unchanged == [same])
        #expect(report.written == [changed])
        #expect(try modificationDate(same) == past)
        #expect(try String(contentsOf: changed, encoding: .utf8) == "new")
    }

    @Test func aFailureChangesNoFileAndLeavesNoTemporaryFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.txt")
        _ = try AtomicWriter.write([file(first, "original")])
        let blocker = folder.appendingPathComponent("blocker")
        try Data("a file where a folder should be".utf8).write(to: blocker)

        #expect(throws: WriteError.self) {
            try AtomicWriter.write([file(first, "replaced"), file(blocker.appendingPathComponent("x.txt"), "x")])
        }
        #expect(try String(contentsOf: first, encoding: .utf8) == "original")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["blocker", "first.txt"])
    }
}
