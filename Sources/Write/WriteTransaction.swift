import Foundation

/// The steps of one `AtomicWriter.apply`, recorded so that a failure can undo them.
struct WriteTransaction {
    let stagingFolderName: String

    /// One destination's staged step.
    private enum Step {
        case create(staged: String, destination: String)
        case replace(staged: String, backup: String, destination: String)
        case remove(backup: String, destination: String)

        var destination: String {
            switch self {
            case .create(_, let destination), .replace(_, _, let destination), .remove(_, let destination): destination
            }
        }
    }

    private var steps: [Step] = []
    private var committed = 0
    /// Folders this run created for its outputs, outermost first.
    private var createdFolders: [String] = []
    /// The staging folder of each destination folder, in creation order.
    private var stagingFolders: [(parent: String, staging: String)] = []

    init(stagingFolderName: String) {
        self.stagingFolderName = stagingFolderName
    }

    /// Writes a new or changed file into its staging folder, and links a backup of what it replaces.
    mutating func stage(_ change: OutputPlan.Change) throws(FileSystemError) {
        switch change {
        case .create(let file):
            let staged = try stagingPath(for: file.path, kind: "new")
            try FileSystem.writeNewFile(file.bytes, to: staged)
            steps.append(.create(staged: staged, destination: file.path))
        case .update(let file, let previous):
            let destination = file.path
            let staged = try stagingPath(for: destination, kind: "new")
            try FileSystem.writeNewFile(file.bytes, to: staged)
            let backup = try stagingPath(for: destination, kind: "old")
            try Self.backUp(destination, previous: previous, to: backup)
            steps.append(.replace(staged: staged, backup: backup, destination: destination))
        case .delete(let path, _):
            steps.append(.remove(backup: try stagingPath(for: path, kind: "old"), destination: path))
        }
    }

    /// Renames every staged file into place and every deleted file into its staging folder.
    mutating func commit() throws(FileSystemError) {
        while committed < steps.count {
            switch steps[committed] {
            case .create(let staged, let destination), .replace(let staged, _, let destination):
                try FileSystem.move(staged, to: destination)
            case .remove(let backup, let destination):
                try FileSystem.move(destination, to: backup)
            }
            committed += 1
        }
    }

    /// Undoes every committed step in reverse and removes what staging made. Returns the files
    /// it could not restore, each with the backup that still holds its previous contents.
    mutating func rollBack() -> [String] {
        var unrestored: [String] = []
        var keptStaging: Set<String> = []
        for step in steps.prefix(committed).reversed() {
            do {
                try Self.undo(step)
            } catch {
                if case .create = step {
                    unrestored.append("\(step.destination) (a new file) could not be removed: \(error.reason)")
                } else {
                    let backup = Self.backup(of: step)
                    unrestored.append("\(step.destination): its previous contents are in \(backup) (\(error.reason))")
                    keptStaging.insert((backup as NSString).deletingLastPathComponent)
                }
            }
        }
        committed = 0
        for (_, staging) in stagingFolders.reversed() where !keptStaging.contains(staging) {
            try? Self.removeStagingFolder(staging)
        }
        for folder in createdFolders.reversed() { rmdir(folder) }
        return unrestored
    }

    /// After a successful commit: removes the staging folders (and the backups in them), makes
    /// the renames durable, and removes folders that deletions left empty, up to `roots`.
    func finish(removingEmptiedFoldersUpTo roots: [String]) {
        for (parent, staging) in stagingFolders {
            try? Self.removeStagingFolder(staging)
            FileSystem.syncFolder(parent)
        }
        for case .remove(_, let destination) in steps {
            var folder = (destination as NSString).deletingLastPathComponent
            while roots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }), rmdir(folder) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    /// Removes a staging folder: the regular files in it, then the folder. Anything else in it
    /// (which no run puts there) makes this fail rather than be deleted.
    static func removeStagingFolder(_ staging: String) throws(FileSystemError) {
        var files: [String] = []
        // Removed after the listing, as entries removed while a folder is read may hide others.
        FileSystem.forEachEntry(in: staging) { name, kind in
            if kind == .file { files.append(staging + "/" + name) }
        }
        for file in files { unlink(file) }
        guard rmdir(staging) == 0 || errno == ENOENT else {
            throw FileSystemError(path: staging, reason: "cannot remove the staging folder of an interrupted run: \(FileSystem.lastError)")
        }
    }

    private static func undo(_ step: Step) throws(FileSystemError) {
        switch step {
        case .create(_, let destination):
            guard unlink(destination) == 0 else { throw FileSystemError(path: destination, reason: FileSystem.lastError) }
        case .replace(_, let backup, let destination), .remove(let backup, let destination):
            try FileSystem.move(backup, to: destination)
        }
    }

    private static func backup(of step: Step) -> String {
        switch step {
        case .replace(_, let backup, _), .remove(let backup, _): backup
        case .create(let staged, _): staged
        }
    }

    /// A hard link keeps the very file (its inode, mode and modification time) for a rollback.
    /// File systems without hard links get a copy of the contents the plan read.
    private static func backUp(_ destination: String, previous: Data, to backup: String) throws(FileSystemError) {
        do {
            try FileSystem.hardLink(destination, to: backup)
        } catch {
            try FileSystem.writeNewFile(previous, to: backup)
        }
    }

    /// A fresh name in the staging folder beside `destination`, creating the folders on the way.
    private mutating func stagingPath(for destination: String, kind: String) throws(FileSystemError) -> String {
        let parent = (destination as NSString).deletingLastPathComponent
        let staging: String
        if let existing = stagingFolders.first(where: { $0.parent == parent }) {
            staging = existing.staging
        } else {
            try makeFolders(parent)
            staging = parent + "/" + stagingFolderName
            try FileSystem.makeFolder(staging)
            stagingFolders.append((parent, staging))
        }
        return staging + "/\(kind)-\(steps.count)"
    }

    /// `mkdir -p`, remembering each folder it made so a rollback can remove it.
    private mutating func makeFolders(_ path: String) throws(FileSystemError) {
        switch FileSystem.kind(path) {
        case .folder: return
        case .symbolicLink where FileManager.default.fileExists(atPath: path): return
        case .missing:
            try makeFolders((path as NSString).deletingLastPathComponent)
            try FileSystem.makeFolder(path)
            createdFolders.append(path)
        default:
            throw FileSystemError(path: path, reason: "not a folder")
        }
    }
}
