import Foundation
import RenderCore
import Write

/// Turns rendered files into an output plan for one schema, and describes plans for people.
struct OutputReport {
    /// The folders of the languages this run writes.
    let folders: [String: Settings.Folder]
    /// The folders of the other languages: their files are removed when `removesOtherLanguages`.
    let otherFolders: [String: Settings.Folder]
    let removesOtherLanguages: Bool
    /// Only files proven generated for this schema are overwritten or deleted.
    let proof: OwnershipProof

    init(settings: Settings, schemaName: String) {
        folders = settings.folders
        otherFolders = settings.otherFolders
        removesOtherLanguages = settings.removesOtherLanguages
        proof = OwnershipProof(schemaName: schemaName)
    }

    /// The folders this run writes into.
    var writtenFolders: [String] { folders.values.map(\.path).sorted() }

    /// The folders this run manages: its languages', and the removed languages'.
    var managedFolders: [String] {
        (folders.values.map(\.path) + (removesOtherLanguages ? otherFolders.values.map(\.path) : [])).sorted()
    }

    /// Compares `files` with what is in their languages' folders.
    func compare(_ files: [RenderedFile], in planner: inout OutputPlanner) {
        for file in files {
            guard let folder = folders[file.language] else { continue }
            planner.compare(OutputFile(path: folder.path(of: file.path), bytes: file.bytes))
        }
    }

    /// Plans writing the files `planner` compared. A file proven this schema's in a managed folder
    /// that this run no longer produces is deleted; another language's folder nested inside, and
    /// the folders packages' build tools write into (`typescript/dist`, by language), are left
    /// alone.
    func plan(_ planner: OutputPlanner, buildFolders: [String: [String]]) throws(OwnershipError) -> OutputPlan {
        let buildFolders = buildFolders.flatMap { language, paths in
            paths.compactMap { path in folders[language]?.path(of: path) }
        }
        return try planner.plan(
            folders: managedFolders,
            boundaries: folders.values.map(\.path) + otherFolders.values.map(\.path) + buildFolders)
    }

    /// The path as the user spelled its folder (`ios/Generated/OfficeLink.swift`).
    func display(_ path: String) -> String {
        let path = FolderPath.standardized(path)
        let containing = (folders.values.map { $0 } + otherFolders.values.map { $0 })
            .filter { path == $0.path || path.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }
        guard let folder = containing else { return path }
        return folder.spelled + path.dropFirst(folder.path.count)
    }

    /// Why each refused file may not be replaced, one line each.
    func describeRefusals(_ error: OwnershipError) -> [String] {
        error.refusals.map { refusal in
            let path = display(refusal.path)
            switch refusal.reason {
            case .unproven:
                return "\(path) was not written by schemegen for schema \(proof.schemaName) (no such generated header); not overwriting it"
            case .otherSchema(let name):
                return "\(path) was generated for schema \(name), not \(proof.schemaName); not overwriting it"
            case .notAFile(let kind):
                return "\(path) is \(kind), not a file; not replacing it"
            }
        }
    }

    /// The lines describing each change, with a short diff under a changed file.
    func describeStale(_ plan: OutputPlan) -> [String] {
        plan.leftovers.map { "interrupted: \(display($0)) (left by a schemegen run that did not finish)" }
            + plan.changes.flatMap { change -> [String] in
                switch change {
                case .create(let file):
                    return ["missing: \(display(file.path))"]
                case .update(let file, let previous):
                    let path = display(file.path)
                    let diff = LineDiff.unified(
                        old: String(decoding: previous, as: UTF8.self), new: file.contents,
                        oldLabel: "\(path) (on disk)", newLabel: "\(path) (generated)")
                    return ["stale: \(path)"] + diff.split(separator: "\n").map(String.init)
                case .delete(let path, _):
                    return ["no longer generated: \(display(path))"]
                }
            }
    }
}
