import Foundation
import RenderCore
import Write

/// Turns rendered files into an output plan, and describes plans for people.
struct OutputReport {
    let folders: [String: Settings.Folder]

    /// Plans writing `files` into their languages' folders, each folder managed: a generated file
    /// in it that this run no longer produces is deleted.
    func plan(_ files: [RenderedFile]) throws(OwnershipError) -> OutputPlan {
        try OutputPlanner.plan(
            files.compactMap { file in
                folders[file.language].map {
                    OutputFile(url: $0.url.appendingPathComponent(file.path), contents: Data(file.contents.utf8))
                }
            },
            managedFolders: folders.keys.sorted().compactMap { folders[$0]?.url },
            isGenerated: Self.isGenerated)
    }

    /// A file is the generator's when its header marker appears near the top.
    static func isGenerated(_ contents: Data) -> Bool {
        String(decoding: contents.prefix(512), as: UTF8.self).contains(GeneratedHeader.marker)
    }

    /// The path as the user spelled its folder (`ios/Generated/OfficeLink.swift`).
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        for folder in folders.values where path.hasPrefix(folder.url.path + "/") {
            return folder.spelled + path.dropFirst(folder.url.path.count)
        }
        return path
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
