import Foundation

/// What a generate run would do to the file system, decided before anything is written, so
/// `--check` can report it and a real run can apply it all-or-nothing.
public struct OutputPlan: Sendable {
    public enum Change: Sendable, Equatable {
        case create(OutputFile)
        case update(OutputFile, previous: Data)
        /// A file the generator wrote earlier and no longer produces.
        case delete(URL, previous: Data)
    }

    public let changes: [Change]
    public let unchanged: [URL]

    public var isUpToDate: Bool { changes.isEmpty }
}

/// An output path holds a file the generator did not write; it is never overwritten or deleted.
public struct OwnershipError: Error, Sendable {
    public let handWrittenFiles: [URL]
}

public enum OutputPlanner {
    /// Compares `files` with what is on disk.
    ///
    /// - Parameters:
    ///   - managedFolders: folders whose generated files this run owns; a generated file in them
    ///     that `files` no longer includes is deleted.
    ///   - isGenerated: whether existing contents carry the generator's header. Only such files
    ///     may be overwritten or deleted.
    public static func plan(
        _ files: [OutputFile], managedFolders: [URL], isGenerated: (Data) -> Bool
    ) throws(OwnershipError) -> OutputPlan {
        var changes: [OutputPlan.Change] = []
        var unchanged: [URL] = []
        var handWritten: [URL] = []
        for file in files {
            guard let previous = FileManager.default.contents(atPath: file.url.path) else {
                changes.append(.create(file))
                continue
            }
            if previous == file.contents {
                unchanged.append(file.url)
            } else if isGenerated(previous) {
                changes.append(.update(file, previous: previous))
            } else {
                handWritten.append(file.url)
            }
        }
        guard handWritten.isEmpty else { throw OwnershipError(handWrittenFiles: handWritten) }
        let produced = Set(files.map { $0.url.standardizedFileURL.path })
        for stale in existingFiles(in: managedFolders) where !produced.contains(stale.path) {
            if let previous = FileManager.default.contents(atPath: stale.path), isGenerated(previous) {
                changes.append(.delete(stale, previous: previous))
            }
        }
        return OutputPlan(changes: changes, unchanged: unchanged)
    }

    /// Regular files directly or deeper inside `folders`, sorted for a stable report.
    private static func existingFiles(in folders: [URL]) -> [URL] {
        var files: Set<URL> = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
                continue
            }
            for case let url as URL in enumerator
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.insert(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
