import Foundation
import RenderCore
import Write

/// Turns rendered files into an output plan, and describes plans for people.
struct OutputReport {
    let root: URL
    /// How the user spelled the output folder, so reported paths look like theirs.
    let displayRoot: String

    init(outputPath: String) {
        root = URL(fileURLWithPath: outputPath).standardizedFileURL
        displayRoot = outputPath
    }

    /// Plans writing `files`; each generated language's folder is managed (stale files deleted).
    func plan(_ files: [RenderedFile], languages: [String]) throws(OwnershipError) -> OutputPlan {
        try OutputPlanner.plan(
            files.map { OutputFile(url: root.appendingPathComponent($0.path), contents: Data($0.contents.utf8)) },
            managedFolders: languages.map { root.appendingPathComponent($0) },
            isGenerated: Self.isGenerated)
    }

    /// A file is the generator's when its header marker appears near the top.
    static func isGenerated(_ contents: Data) -> Bool {
        String(decoding: contents.prefix(512), as: UTF8.self).contains(GeneratedHeader.marker)
    }

    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root.path + "/") ? displayRoot + path.dropFirst(root.path.count) : path
    }

    /// One line per change, with a short diff for changed files.
    func describeStale(_ plan: OutputPlan) -> [String] {
        plan.changes.map { change in
            switch change {
            case .create(let file):
                return "missing: \(display(file.url))"
            case .update(let file, let previous):
                let path = display(file.url)
                return "stale: \(path)\n" + LineDiff.unified(
                    old: String(decoding: previous, as: UTF8.self), new: String(decoding: file.contents, as: UTF8.self),
                    oldLabel: "\(path) (on disk)", newLabel: "\(path) (generated)")
            case .delete(let url, _):
                return "no longer generated: \(display(url))"
            }
        }
    }
}
