import Foundation
import Testing
import Write

@Suite("Output plans and atomic, only-changed writes")
struct AtomicWriterTests {
    private func file(_ url: URL, _ text: String) -> OutputFile {
        OutputFile(url: url, contents: Data(text.utf8))
    }

    private static func isGenerated(_ data: Data) -> Bool {
        String(decoding: data, as: UTF8.self).hasPrefix("GENERATED")
    }

    private func write(_ files: [OutputFile], managing folders: [URL] = []) throws -> OutputPlan {
        let plan = try OutputPlanner.plan(files, managedFolders: folders, isGenerated: Self.isGenerated)
        try AtomicWriter.apply(plan)
        return plan
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func writesNewFilesCreatingFolders() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("a/b/c.txt")
        let plan = try write([file(target, "GENERATED hello")])
        #expect(plan.changes == [.create(file(target, "GENERATED hello"))])
        #expect(try String(contentsOf: target, encoding: .utf8) == "GENERATED hello")
    }

    @Test func leavesUnchangedFilesAndTheirModificationTimeAlone() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("same.txt")
        let changed = folder.appendingPathComponent("changed.txt")
        _ = try write([file(same, "GENERATED same"), file(changed, "GENERATED old")])
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: same.path)

        let plan = try write([file(same, "GENERATED same"), file(changed, "GENERATED new")])
        #expect(plan.unchanged == [same])
        #expect(plan.changes == [.update(file(changed, "GENERATED new"), previous: Data("GENERATED old".utf8))])
        #expect(try modificationDate(same) == past)
        #expect(try String(contentsOf: changed, encoding: .utf8) == "GENERATED new")
    }

    @Test func neverOverwritesAHandWrittenFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("mine.txt")
        try Data("my own notes".utf8).write(to: mine)
        #expect(throws: OwnershipError.self) {
            try OutputPlanner.plan([file(mine, "GENERATED x")], managedFolders: [folder], isGenerated: Self.isGenerated)
        }
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my own notes")
    }

    @Test func deletesGeneratedFilesNoLongerProducedButKeepsOthers() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("kept.txt")
        let stale = folder.appendingPathComponent("old/stale.txt")
        let notes = folder.appendingPathComponent("notes.txt")
        _ = try write([file(kept, "GENERATED kept"), file(stale, "GENERATED stale")])
        try Data("hand-written".utf8).write(to: notes)

        let plan = try write([file(kept, "GENERATED kept")], managing: [folder])
        #expect(plan.changes == [.delete(stale.standardizedFileURL, previous: Data("GENERATED stale".utf8))])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: notes.path))
    }

    @Test func aFailureChangesNoFileAndLeavesNoTemporaryFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.txt")
        _ = try write([file(first, "GENERATED original")])
        let blocker = folder.appendingPathComponent("blocker")
        try Data("a file where a folder should be".utf8).write(to: blocker)

        #expect(throws: WriteError.self) {
            try write([file(first, "GENERATED replaced"), file(blocker.appendingPathComponent("x.txt"), "GENERATED x")])
        }
        #expect(try String(contentsOf: first, encoding: .utf8) == "GENERATED original")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["blocker", "first.txt"])
    }

    @Test func diffsShowChangedLinesWithContext() {
        let diff = LineDiff.unified(old: "a\nb\nc\nd\n", new: "a\nb\nC\nd\n", oldLabel: "old", newLabel: "new")
        #expect(diff == "--- old\n+++ new\n@@\n a\n b\n-c\n+C\n d\n \n")
    }
}
