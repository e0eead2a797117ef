import Foundation

/// Reads a file as a git revision holds it, without checking that revision out: what
/// `schemegen breaking --against-revision` compares the working schema with.
enum GitRevision {
    struct Failure: Error {
        let message: String
    }

    /// The bytes of the file at `path` (as the user spelled it) in `revision`, found relative to
    /// the file's own folder (`git cat-file blob REV:./name`), so it works from any directory
    /// of the repository and from outside it.
    static func contents(of path: String, at revision: String) throws(Failure) -> [UInt8] {
        guard !revision.hasPrefix("-") else {
            throw Failure(message: "revision '\(revision)' starts with '-', which git would read as an option")
        }
        let file = URL(fileURLWithPath: path)
        let folder = file.deletingLastPathComponent().path
        let result: (status: Int32, output: Data, errors: Data)
        do {
            result = try run(["git", "-C", folder, "cat-file", "blob", "\(revision):./\(file.lastPathComponent)"])
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        guard result.status == 0 else {
            let reason = String(decoding: result.errors, as: UTF8.self)
                .split(separator: "\n").first.map { $0.hasPrefix("fatal: ") ? String($0.dropFirst(7)) : String($0) }
            throw Failure(message: "cannot read \(path) at revision \(revision): \(reason ?? "git exited with status \(result.status)")")
        }
        return Array(result.output)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outputData, errorData)
    }
}
