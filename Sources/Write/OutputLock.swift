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

    /// A folder opened to be locked, and what identifies it on its device.
    private struct OpenedFolder {
        let path: String
        let descriptor: Int32
        let device: Int
        let inode: Int
    }

    /// Opens every folder, then locks them in order of identity. False, with nothing held, when a
    /// folder was removed or replaced while the run waited for its lock (by another run's
    /// rollback): the order may have changed with it, so the caller starts again from the paths.
    private func lockAll(_ paths: [String], creating: Set<String>, waiting: (String) -> Void) throws(FileSystemError) -> Bool {
        var opened: [OpenedFolder] = []
        for path in paths {
            if creating.contains(path) { try makeFolders(path) }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT, !creating.contains(path) { continue }
                let reason = "cannot open the folder to lock it: \(FileSystem.lastError)"
                for folder in opened { close(folder.descriptor) }
                throw FileSystemError(path: path, reason: reason)
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let reason = "cannot identify the folder to lock it: \(FileSystem.lastError)"
                for folder in opened { close(folder.descriptor) }
                close(descriptor)
                throw FileSystemError(path: path, reason: reason)
            }
            let folder = OpenedFolder(
                path: path, descriptor: descriptor, device: Int(truncatingIfNeeded: status.st_dev),
                inode: Int(truncatingIfNeeded: status.st_ino))
            // Two paths to one folder (a symbolic link, a mount) lock it once.
            if opened.contains(where: { $0.device == folder.device && $0.inode == folder.inode }) {
                close(descriptor)
                continue
            }
            opened.append(folder)
        }
        // Held from here on, so that `release` closes them whatever happens.
        descriptors = opened.map(\.descriptor)
        for folder in opened.sorted(by: { ($0.device, $0.inode) < ($1.device, $1.inode) }) {
            if flock(folder.descriptor, LOCK_EX | LOCK_NB) != 0 {
                waiting(folder.path)
                while flock(folder.descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        throw FileSystemError(path: folder.path, reason: "cannot lock the folder: \(FileSystem.lastError)")
                    }
                }
            }
            var named = stat()
            guard stat(folder.path, &named) == 0, Int(truncatingIfNeeded: named.st_dev) == folder.device,
                  Int(truncatingIfNeeded: named.st_ino) == folder.inode
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
