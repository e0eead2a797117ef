import Foundation
import Testing
import Write

@Suite("Output folder locks")
struct OutputLockTests {
    /// Two spellings of one folder are one lock: a second `flock` on another descriptor of the
    /// same folder would wait for the first forever.
    @Test func aFolderNamedTwiceThroughASymbolicLinkIsLockedOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        let real = folder.path + "/real"
        let linked = folder.path + "/linked"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real)
        defer { try? FileManager.default.removeItem(at: folder) }
        var waited: [String] = []
        let lock = try OutputLock.acquire([real, linked, folder.path + "/missing"], creating: []) { waited.append($0) }
        lock.release()
        #expect(waited.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
    }

    @Test func foldersToWriteAreMadeAndRemovedAgainWhenLeftEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/a/b"
        let lock = try OutputLock.acquire([output], creating: [output]) { _ in }
        #expect(FileManager.default.fileExists(atPath: output))
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/a"))
    }
}
