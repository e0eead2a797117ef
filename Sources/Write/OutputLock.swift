import Foundation

/// Serializes runs that write into the same folders: an exclusive `flock` on each output folder,
/// held from before the plan is made until the writes are done, so one run never plans against
/// files another is replacing, nor removes another's staging folders. The locks are taken in
/// sorted order of the folders' real paths, so two runs never wait for each other in a cycle.
/// The kernel releases them when a run exits, even under `kill -9`.
public final class OutputLock {
    private var descriptors: [Int32] = []
    /// Folders made so that they could be locked; removed again on release if still empty.
    private var createdFolders: [String] = []

    private init() {}

    /// - Parameters:
    ///   - folders: the folders to lock; those that do not exist and are not in `creating` are skipped.
    ///   - creating: folders to make first when missing: the ones a run writes into (none for `--check`).
    ///   - waiting: told about each folder another run holds, before waiting for it.
    public static func acquire(
        _ folders: [String], creating: [String], waiting: (String) -> Void
    ) throws(WriteError) -> OutputLock {
        let lock = OutputLock()
        do {
            var made: Set<String> = []
            for folder in creating.map(FolderPath.standardized).sorted() {
                try lock.makeFolders(folder)
                made.insert(FileSystem.realPath(folder))
            }
            let paths = Set(folders.compactMap { folder -> String? in
                FileSystem.kind(folder) == .missing ? nil : FileSystem.realPath(folder)
            })
            for path in paths.sorted() { try lock.lock(path, creating: made.contains(path), waiting: waiting) }
        } catch {
            lock.release()
            throw WriteError(path: error.path, reason: error.reason, unrestored: [])
        }
        return lock
    }

    /// Removes the folders this lock made if nothing was written into them, then unlocks.
    public func release() {
        for folder in createdFolders.reversed() { rmdir(folder) }
        createdFolders = []
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    /// Locks the folder at `path`, retrying when it was removed or replaced while waiting (by
    /// another run's rollback), so the lock held is always on the folder the path names.
    private func lock(_ path: String, creating: Bool, waiting: (String) -> Void) throws(FileSystemError) {
        while true {
            if creating { try makeFolders(path) }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT, !creating { return }
                throw FileSystemError(path: path, reason: "cannot open the folder to lock it: \(FileSystem.lastError)")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                waiting(path)
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(descriptor)
                        throw FileSystemError(path: path, reason: "cannot lock the folder: \(FileSystem.lastError)")
                    }
                }
            }
            var locked = stat()
            var named = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &named) == 0, locked.st_dev == named.st_dev, locked.st_ino == named.st_ino {
                descriptors.append(descriptor)
                return
            }
            close(descriptor)
        }
    }

    /// `mkdir -p`, remembering what it made.
    private func makeFolders(_ path: String) throws(FileSystemError) {
        guard FileSystem.kind(path) == .missing else { return }
        try makeFolders((path as NSString).deletingLastPathComponent)
        if mkdir(path, 0o777) == 0 {
            createdFolders.append(path)
        } else if errno != EEXIST {
            throw FileSystemError(path: path, reason: FileSystem.lastError)
        }
    }
}
