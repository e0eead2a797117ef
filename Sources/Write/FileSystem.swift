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

    /// Calls `body` with each entry of a folder, in no particular order; nothing when it cannot
    /// be listed. Each entry's kind is the one `readdir` reports (`d_type`), so listing a folder
    /// costs no `lstat` per entry; only a file system that does not report kinds (`DT_UNKNOWN`) is
    /// asked per entry, and a symbolic link is reported as one, never followed.
    static func forEachEntry(in folder: String, _ body: (_ name: String, _ kind: Kind) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            switch Int(entry.pointee.d_type) {
            case DT_REG: body(name, .file)
            case DT_DIR: body(name, .folder)
            case DT_LNK: body(name, .symbolicLink)
            case DT_UNKNOWN: body(name, kind(folder + "/" + name))
            default: body(name, .other)
            }
        }
    }
}

/// A failed system call: the path it was about and the system's reason.
struct FileSystemError: Error {
    let path: String
    let reason: String
}
