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

/// What a write did to each file.
public struct WriteReport: Equatable, Sendable {
    public var written: [URL] = []
    public var unchanged: [URL] = []
}

/// A write that failed; no output file was changed.
public struct WriteError: Error, CustomStringConvertible {
    public let url: URL
    public let reason: String

    public var description: String { "cannot write \(url.path): \(reason)" }
}

/// Writes a set of files all-or-nothing, touching only files whose bytes change.
///
/// Unchanged files keep their modification time, so incremental builds (Xcode, Gradle, tsc)
/// see nothing to redo. Every changed file is first written in full to a temporary file beside
/// its destination; only when all of them are written are they renamed into place, each rename
/// atomic, so a failure midway leaves every output file as it was.
public enum AtomicWriter {
    public static func write(_ files: [OutputFile]) throws(WriteError) -> WriteReport {
        var report = WriteReport()
        var staged: [(temporary: URL, destination: URL)] = []
        do {
            for file in files {
                if (try? Data(contentsOf: file.url)) == file.contents {
                    report.unchanged.append(file.url)
                    continue
                }
                staged.append((try stage(file), file.url))
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
            report.written.append(destination)
        }
        return report
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
