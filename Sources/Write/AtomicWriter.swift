import Foundation

/// A file to put on disk: its absolute path, and its bytes.
///
/// The writer takes paths, not Foundation `URL`s: the first `URL.path` of a run costs 0.3M
/// instructions (the runtime's search for `UInt8: Hashable`, for a `Set<UInt8>` inside it), and
/// every path ends at a POSIX call anyway. It takes the bytes where the renderer wrote them (any
/// `ContiguousBytes`, as the writer does not know the renderer's types): `--check` compares them
/// with the file on disk, and a run writes them, with no copy into a buffer of the writer's own.
public struct OutputFile: Equatable, Sendable {
    public let path: String
    public let bytes: any ContiguousBytes & Sendable

    public init(path: String, bytes: any ContiguousBytes & Sendable) {
        self.path = path
        self.bytes = bytes
    }

    /// A file holding the UTF-8 of `contents`.
    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    /// The bytes as text, for a diff.
    public var contents: String { bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    public static func == (left: OutputFile, right: OutputFile) -> Bool {
        left.path == right.path
            && left.bytes.withUnsafeBytes { left in right.bytes.withUnsafeBytes { right in left.elementsEqual(right) } }
    }
}

/// A write that failed. Every file was restored unless `unrestored` says otherwise.
public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// Files the rollback could not put back, each with where its previous contents are kept.
    public let unrestored: [String]

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Applies an `OutputPlan` all-or-nothing.
///
/// Files the plan leaves unchanged are not touched, so their modification time stays and
/// incremental builds (Xcode, Gradle, tsc) see nothing to redo. First every new or changed file
/// is written in full and fsynced into a staging folder beside its destination, and every file
/// to be replaced or deleted gets a hard link there as its backup. Only then are the staged
/// files renamed into place and the deleted files renamed into the staging folder, each rename
/// atomic. If any step fails, every step already done is undone in reverse, so the run leaves
/// every file as it was; the staging folders are removed either way. A run killed midway leaves
/// its staging folders, which the next run's plan lists as leftovers and removes first; that run
/// then writes every file, so no mix of versions survives it.
public enum AtomicWriter {
    public static func apply(_ plan: OutputPlan) throws(WriteError) {
        var transaction = WriteTransaction(stagingFolderName: plan.proof.stagingFolderName)
        do {
            for leftover in plan.leftovers { try WriteTransaction.removeStagingFolder(leftover) }
            for change in plan.changes { try transaction.stage(change) }
            try transaction.commit()
        } catch {
            let unrestored = transaction.rollBack()
            throw WriteError(path: error.path, reason: error.reason, unrestored: unrestored)
        }
        transaction.finish(removingEmptiedFoldersUpTo: plan.folders.map(FolderPath.standardized))
    }
}
