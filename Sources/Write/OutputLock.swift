import Foundation

/// Serializes runs that write into the same folders: an exclusive `flock` on each output folder,
/// held from before the files are rendered and compared with the disk until the writes are done,
/// so one run never plans against files another is replacing, nor removes another's staging
/// folders. The locks are taken in order of the folders' identities (device and inode, from the
/// `fstat` of the descriptor that is locked), so two runs never wait for each other in a cycle,
/// and two spellings of one folder (through a symbolic link) are locked once. The identity
/// replaces `realpath`, which made one `readlink` per component of every folder's path. The
/// kernel releases the locks when a run exits, even under `kill -9`.
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
            let made = Set(creating.map(FolderPath.standardized))
            for folder in made.sorted() { try lock.makeFolders(folder) }
            let paths = Set(folders.map(FolderPath.standardized)).sorted()
            while try !lock.lockAll(paths, creating: made, waiting: waiting) {}
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
        unlockAll()
    }

    private func unlockAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    /// Opens every folder, then locks them in order of identity. False, with nothing held, when a
    /// folder was removed or replaced while the run waited for its lock (by another run's
    /// rollback): the order may have changed with it, so the caller starts again from the paths.
    ///
    /// The opened folders are kept in parallel arrays of standard types, not one array of a
    /// struct: an array of a type of the writer's own has its metadata built at run time on first
    /// use, 11K instructions.
    private func lockAll(_ paths: [String], creating: Set<String>, waiting: (String) -> Void) throws(FileSystemError) -> Bool {
        var openedPaths: [String] = []
        var opened: [Int32] = []
        var devices: [Int] = []
        var inodes: [Int] = []
        for path in paths {
            if creating.contains(path) { try makeFolders(path) }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT, !creating.contains(path) { continue }
                let reason = "cannot open the folder to lock it: \(FileSystem.lastError)"
                for descriptor in opened { close(descriptor) }
                throw FileSystemError(path: path, reason: reason)
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let reason = "cannot identify the folder to lock it: \(FileSystem.lastError)"
                for descriptor in opened + [descriptor] { close(descriptor) }
                throw FileSystemError(path: path, reason: reason)
            }
            let device = Int(truncatingIfNeeded: status.st_dev)
            let inode = Int(truncatingIfNeeded: status.st_ino)
            if opened.indices.contains(where: { devices[$0] == device && inodes[$0] == inode }) {
                close(descriptor)
                continue
            }
            openedPaths.append(path)
            opened.append(descriptor)
            devices.append(device)
            inodes.append(inode)
        }
        let order = opened.indices.sorted { (devices[$0], inodes[$0]) < (devices[$1], inodes[$1]) }
        // Held from here on, so that `release` closes them whatever happens.
        descriptors = opened
        for index in order {
            let path = openedPaths[index]
            if flock(opened[index], LOCK_EX | LOCK_NB) != 0 {
                waiting(path)
                while flock(opened[index], LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        throw FileSystemError(path: path, reason: "cannot lock the folder: \(FileSystem.lastError)")
                    }
                }
            }
            var named = stat()
            guard stat(path, &named) == 0, Int(truncatingIfNeeded: named.st_dev) == devices[index],
                  Int(truncatingIfNeeded: named.st_ino) == inodes[index]
            else {
                unlockAll()
                return false
            }
        }
        return true
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
