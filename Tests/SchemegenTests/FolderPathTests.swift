import Write
import Foundation
import Testing

@Suite("Folder paths")
struct FolderPathTests {
    @Test(arguments: [
        "Generated/swift", "./Generated/swift/", "/tmp/out//c", "a/./b/../c", "../out/kotlin",
        "/../x", "/", ".", "a/b/../../..", "out/typescript/.", "dir.with.dots/..x/x..",
        // Absolute paths that are, or are nearly, standardized already (returned as they are).
        "/work/out/c", "/work/.hidden/...", "/a/..b/c.", "/a/b/", "/a//b", "/.", "/..", "/a/.", "/a/..",
    ])
    func matchesFoundationsStandardizedFileURL(path: String) {
        #expect(FolderPath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func theCurrentDirectoryIsFoundationsToo() {
        #expect(FolderPath.currentDirectory == FileManager.default.currentDirectoryPath)
        #expect(!FolderPath.currentDirectory.isEmpty)
    }

    @Test func resolvesAgainstTheGivenFolder() {
        #expect(FolderPath.standardized("../out/c", in: "/work/project") == "/work/out/c")
        #expect(FolderPath.standardized("/abs/./c/", in: "/work/project") == "/abs/c")
    }
}
