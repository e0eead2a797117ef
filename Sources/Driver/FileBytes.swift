import Foundation

/// The driver's reads of the file system, in system calls rather than `FileManager` (the current
/// directory is `FolderPath.currentDirectory`).
///
/// `FileManager.default` is the only reason a `generate` run would load that class: its first use
/// (the shared instance, its locks, `contents(atPath:)` and its `Data`) touched code and data
/// spread over pages of the binary that nothing else in the run needs, each a page fault
/// (`generate --check` of schema.json: 703 faults with it, 674 without).
enum FileBytes {
    /// The whole file at `path`, or nil when it cannot be opened or read (a folder, a missing file).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // One byte more than the size, so a file read whole ends in a short read; a file that
        // grew, or reports no size (/proc, a pipe), doubles the buffer and reads on.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Whether something exists at `path`, following a symbolic link as `FileManager.fileExists` does.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }
}
