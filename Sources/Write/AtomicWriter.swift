import Foundation

/// A file to put on disk: where, and the exact bytes.
public struct OutputFile: Equatable, Sendable {
    public let url: URL
    public let contents: Data

    public init(url: URL, contents: Data) {
        self.url = url
        self.contents = contents
    }
}

/// A write that failed. Every file was restored unless `unrestored` says otherwise.
public struct WriteError: Error, CustomStringConvertible {
    public let url: URL
    public let reason: String
    /// Files the rollback could not put back, each with where its previous contents are kept.
    public let unrestored: [String]

    public var description: String { "cannot write \(url.path): \(reason)" }
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
            for leftover in plan.leftovers { try WriteTransaction.removeStagingFolder(leftover.path) }
            for change in plan.changes { try transaction.stage(change) }
            try transaction.commit()
        } catch {
            let unrestored = transaction.rollBack()
            throw WriteError(url: URL(fileURLWithPath: error.path), reason: error.reason, unrestored: unrestored)
        }
        transaction.finish(removingEmptiedFoldersUpTo: plan.folders.map(\.standardizedFileURL.path))
    }
}
