import Foundation

/// A file to put on disk: its absolute path, and its text, written as UTF-8.
///
/// The writer takes paths, not Foundation `URL`s: the first `URL.path` of a run costs 0.3M
/// instructions (the runtime's search for `UInt8: Hashable`, for a `Set<UInt8>` inside it), and
/// every path ends at a POSIX call anyway. It takes the text as the renderer made it: a copy
/// into `Data` of every file would cost `--check` a fresh page per 4 KB of output, and only
/// the files a run writes need their bytes in a buffer of their own.
public struct OutputFile: Equatable, Sendable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// The UTF-8 bytes of `contents`, copied in one block: `Data(contents.utf8)` appends them
    /// one at a time (0.47M instructions for the eight files of schema.json, against a few thousand).
    var bytes: Data {
        var text = contents
        return text.withUTF8 { Data($0) }
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
