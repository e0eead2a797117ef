import Foundation

/// What a generate run would do to the file system, decided before anything is written, so
/// `--check` can report it and a real run can apply it all-or-nothing.
public struct OutputPlan: Sendable {
    public enum Change: Sendable, Equatable {
        case create(OutputFile)
        case update(OutputFile, previous: Data)
        /// A file the generator wrote earlier for this schema and no longer produces.
        case delete(String, previous: Data)
    }

    public let changes: [Change]
    public let unchanged: [String]
    /// Staging folders an interrupted run of this schema left behind; applying the plan removes them.
    public let leftovers: [String]
    /// The folders the plan was made for; folders that deletions empty are removed up to these.
    public let folders: [String]
    public let proof: OwnershipProof

    /// Plans come from `OutputPlanner`; tests build them directly to make a write fail midway.
    public init(changes: [Change], unchanged: [String], leftovers: [String], folders: [String], proof: OwnershipProof) {
        self.changes = changes
        self.unchanged = unchanged
        self.leftovers = leftovers
        self.folders = folders
        self.proof = proof
    }

    public var isUpToDate: Bool { changes.isEmpty && leftovers.isEmpty }
}

/// Output paths that hold something this run may not replace; nothing is written.
public struct OwnershipError: Error, Sendable {
    public enum Reason: Equatable, Sendable {
        /// A file without this schema's header: hand-written, or from a schemegen too old to name its schema.
        case unproven
        case otherSchema(String)
        /// A folder, a symbolic link or a device, named as such.
        case notAFile(String)
    }

    public let refusals: [(path: String, reason: Reason)]
}

public enum OutputPlanner {
    /// Compares `files` with what is on disk.
    ///
    /// - Parameters:
    ///   - folders: the folders whose files this run manages: every file in them (and in their
    ///     subfolders) proven this schema's that `files` does not include is deleted. These are
    ///     the folders of the languages this run writes, and those of languages it retires.
    ///   - boundaries: every folder some language writes into. A walk never enters one except
    ///     the folder it started from, so a run never touches another language's folder nested
    ///     inside its own.
    ///   - proof: which existing files this run may overwrite or delete.
    public static func plan(
        _ files: [OutputFile], folders: [String], boundaries: [String] = [], proof: OwnershipProof
    ) throws(OwnershipError) -> OutputPlan {
        var changes: [OutputPlan.Change] = []
        var unchanged: [String] = []
        var refusals: [(path: String, reason: OwnershipError.Reason)] = []
        let comparison = FileComparison()
        for file in files {
            let path = file.path
            let status = FileSystem.status(path)
            switch status.kind {
            case .missing:
                changes.append(.create(file))
            case .file:
                if comparison.file(at: path, ofSize: status.size, holds: file.bytes) {
                    unchanged.append(path)
                    continue
                }
                guard let previous = FileManager.default.contents(atPath: path) else {
                    refusals.append((path, .unproven))
                    continue
                }
                switch proof.owner(of: previous) {
                case .thisSchema, .earlierSchemegen: changes.append(.update(file, previous: previous))
                case .otherSchema(let name): refusals.append((path, .otherSchema(name)))
                case .unproven: refusals.append((path, .unproven))
                }
            case .folder: refusals.append((path, .notAFile("a folder")))
            case .symbolicLink: refusals.append((path, .notAFile("a symbolic link")))
            case .other: refusals.append((path, .notAFile("a device or socket")))
            }
        }
        guard refusals.isEmpty else { throw OwnershipError(refusals: refusals) }

        let produced = Set(files.map { FolderPath.standardized($0.path) })
        var scan = OutputScan(proof: proof, boundaries: Set(boundaries.map(FolderPath.standardized)), produced: produced)
        for folder in Set(folders.map(FolderPath.standardized)).sorted() { scan.walk(folder, from: folder) }
        for path in scan.ownedFiles.sorted() {
            guard let previous = FileManager.default.contents(atPath: path) else { continue }
            changes.append(.delete(path, previous: previous))
        }
        return OutputPlan(
            changes: changes, unchanged: unchanged, leftovers: scan.leftovers.sorted(),
            folders: folders, proof: proof)
    }
}
