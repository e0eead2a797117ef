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

/// Compares output files with the disk as they come, and plans what a run would write.
///
/// A run hands each file over as soon as it is rendered (`compare`), and the planner keeps only
/// the files that differ from the disk: an unchanged file's bytes are let go at once, so the next
/// renders reuse their heap pages. Keeping every rendered file until all were compared held
/// schema.json's 263 KB of output (65 pages) at once; comparing backend by backend keeps about one
/// backend's output: `generate --check` of schema.json took 632 to 635 page faults against 674 to
/// 677 (perf stat, 30 runs, three rounds alternating).
///
/// The comparison opens each file first and asks `lstat` only when the file does not hold the
/// rendered bytes: an unchanged file then costs its `open`, `read`s and `close`, one system call
/// fewer than with an `lstat` before each (8 fewer for schema.json's eight files).
public struct OutputPlanner {
    public let proof: OwnershipProof
    private var changes: [OutputPlan.Change] = []
    private var unchanged: [String] = []
    private var refusals: [(path: String, reason: OwnershipError.Reason)] = []
    /// The paths of every file compared: the stale-file scan reads none of their headers, as the
    /// run keeps them either way.
    private var produced: Set<String> = []
    private let comparison = FileComparison()

    public init(proof: OwnershipProof) {
        self.proof = proof
    }

    /// Compares `file` with what is on disk at its path, keeping it only if it differs. A path
    /// compared before is not compared again: languages that share one output folder each bring
    /// that folder's provenance file, the same bytes.
    public mutating func compare(_ file: OutputFile) {
        let path = file.path
        guard produced.insert(FolderPath.standardized(path)).inserted else { return }
        if comparison.file(at: path, holds: file.bytes) {
            unchanged.append(path)
            return
        }
        switch FileSystem.kind(path) {
        case .missing:
            changes.append(.create(file))
        case .file:
            guard let previous = FileManager.default.contents(atPath: path) else {
                refusals.append((path, .unproven))
                return
            }
            switch proof.owner(of: previous) {
            case .thisSchema, .earlierSchemegen, .sharedRuntime: changes.append(.update(file, previous: previous))
            case .otherSchema(let name): refusals.append((path, .otherSchema(name)))
            case .unproven: refusals.append((path, .unproven))
            }
        case .folder: refusals.append((path, .notAFile("a folder")))
        case .symbolicLink: refusals.append((path, .notAFile("a symbolic link")))
        case .other: refusals.append((path, .notAFile("a device or socket")))
        }
    }

    /// The plan for the files compared so far.
    ///
    /// - Parameters:
    ///   - folders: the folders whose files this run manages: every file in them (and in their
    ///     subfolders) proven this schema's that was not compared is deleted, and so is a shared
    ///     runtime not compared when its folder holds no other schema's file. These are the
    ///     folders of the languages this run writes, and those of languages it retires.
    ///   - boundaries: every folder some language writes into. A walk never enters one except
    ///     the folder it started from, so a run never touches another language's folder nested
    ///     inside its own.
    public func plan(folders: [String], boundaries: [String] = []) throws(OwnershipError) -> OutputPlan {
        guard refusals.isEmpty else { throw OwnershipError(refusals: refusals) }
        var scan = OutputScan(proof: proof, boundaries: Set(boundaries.map(FolderPath.standardized)), produced: produced)
        for folder in Set(folders.map(FolderPath.standardized)).sorted() { scan.walk(folder, from: folder) }
        var changes = changes
        for path in scan.removableFiles.sorted() {
            guard let previous = FileManager.default.contents(atPath: path) else { continue }
            changes.append(.delete(path, previous: previous))
        }
        return OutputPlan(
            changes: changes, unchanged: unchanged, leftovers: scan.leftovers.sorted(),
            folders: folders, proof: proof)
    }

    /// Compares every file of `files`, then plans (see `plan(folders:boundaries:)`).
    public static func plan(
        _ files: [OutputFile], folders: [String], boundaries: [String] = [], proof: OwnershipProof
    ) throws(OwnershipError) -> OutputPlan {
        var planner = OutputPlanner(proof: proof)
        for file in files { planner.compare(file) }
        return try planner.plan(folders: folders, boundaries: boundaries)
    }
}
