import Foundation

/// The few POSIX calls the writer needs where Foundation hides what matters: not following
/// symbolic links, reading only a file's head, fsync, and the errno of a failure.
enum FileSystem {
    enum Kind: Equatable {
        case missing
        case file
        case folder
        case symbolicLink
        case other
    }

    /// What is at `path` itself, without following a symbolic link.
    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The last error as text, for messages.
    static var lastError: String { String(cString: strerror(errno)) }

    /// Up to `limit` bytes from the start of a file, or nil when it cannot be read.
    static func head(_ path: String, limit: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: limit) ?? Data()
    }

    /// Whether the file at `path` holds exactly `bytes`. Its size is compared first, then its
    /// bytes a chunk at a time through one small buffer: reading each file whole into a fresh
    /// allocation of its size cost a page fault per 4 KB, more than the comparison itself. False
    /// also when the file cannot be read.
    static func file(at path: String, holds bytes: some ContiguousBytes) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let chunkSize = 16 * 1024
        return bytes.withUnsafeBytes { expected in
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_size == expected.count else { return false }
            return withUnsafeTemporaryAllocation(byteCount: chunkSize, alignment: 16) { chunk in
                var offset = 0
                while true {
                    let count = read(descriptor, chunk.baseAddress!, chunkSize)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return count == 0 && offset == expected.count }
                    guard offset + count <= expected.count,
                          memcmp(chunk.baseAddress!, expected.baseAddress! + offset, count) == 0
                    else { return false }
                    offset += count
                }
            }
        }
    }

    /// Writes `data` to a new file and fsyncs it, so a rename that follows publishes whole
    /// contents even after a power loss. On failure the partial file is removed.
    static func writeNewFile(_ data: some ContiguousBytes, to path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: lastError) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = lastError
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError }
        if close(descriptor) != 0, failure == nil { failure = lastError }
        if let failure {
            unlink(path)
            throw FileSystemError(path: path, reason: failure)
        }
    }

    /// Makes renames in a folder durable; best effort, as some file systems refuse it.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Atomically puts `source` at `destination`, replacing what was there.
    static func move(_ source: String, to destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else { throw FileSystemError(path: destination, reason: lastError) }
    }

    /// A second name for the file at `source`: a backup that costs no copy.
    static func hardLink(_ source: String, to destination: String) throws(FileSystemError) {
        guard link(source, destination) == 0 else { throw FileSystemError(path: source, reason: lastError) }
    }

    static func makeFolder(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o777) == 0 else { throw FileSystemError(path: path, reason: lastError) }
    }

    /// `path` with every symbolic link resolved (`realpath`), or `path` itself when that fails.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder, in no particular order, or nil when it cannot be listed.
    ///
    /// `readdir` rather than `FileManager.contentsOfDirectory`, whose first call in a run cost
    /// 0.23M instructions of generic set-up (a run lists each output folder once).
    static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// A failed system call: the path it was about and the system's reason.
struct FileSystemError: Error {
    let path: String
    let reason: String
}
