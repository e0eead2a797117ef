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

/// A write that failed; no output file was changed.
public struct WriteError: Error, CustomStringConvertible {
    public let url: URL
    public let reason: String

    public var description: String { "cannot write \(url.path): \(reason)" }
}

/// Applies an `OutputPlan` all-or-nothing.
///
/// Files the plan leaves unchanged are not touched, so their modification time stays and
/// incremental builds (Xcode, Gradle, tsc) see nothing to redo. Every new or changed file is
/// first written in full to a temporary file beside its destination; only when all of them are
/// written are they renamed into place, each rename atomic, so a failure midway leaves every
/// output file as it was. Stale generated files are deleted last.
public enum AtomicWriter {
    public static func apply(_ plan: OutputPlan) throws(WriteError) {
        var staged: [(temporary: URL, destination: URL)] = []
        do {
            for change in plan.changes {
                switch change {
                case .create(let file), .update(let file, _): staged.append((try stage(file), file.url))
                case .delete: continue
                }
            }
        } catch {
            discard(staged.map(\.temporary))
            throw error
        }
        for (temporary, destination) in staged {
            guard rename(temporary.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                discard(staged.map(\.temporary))
                throw WriteError(url: destination, reason: reason)
            }
        }
        for case .delete(let url, _) in plan.changes {
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw WriteError(url: url, reason: "cannot delete the stale generated file: \(error.localizedDescription)")
            }
        }
    }

    private static func stage(_ file: OutputFile) throws(WriteError) -> URL {
        let folder = file.url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).schemegen-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try file.contents.write(to: temporary)
        } catch {
            throw WriteError(url: file.url, reason: error.localizedDescription)
        }
        return temporary
    }

    private static func discard(_ temporaries: [URL]) {
        for url in temporaries { try? FileManager.default.removeItem(at: url) }
    }
}
