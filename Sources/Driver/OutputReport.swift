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
    /// The folders packages' build tools write into (`typescript/dist`), which no walk enters.
    let buildFolders: [URL]

    init(settings: Settings, schemaName: String, buildFolders: [String: [String]]) {
        folders = settings.folders
        otherFolders = settings.otherFolders
        removesOtherLanguages = settings.removesOtherLanguages
        proof = OwnershipProof(schemaName: schemaName)
        self.buildFolders = buildFolders.flatMap { language, paths in
            paths.compactMap { path in settings.folders[language].map { $0.url.appendingPathComponent(path) } }
        }
    }

    /// The folders this run writes into.
    var writtenFolders: [URL] { folders.values.map(\.url).sorted { $0.path < $1.path } }

    /// The folders this run manages: its languages', and the removed languages'.
    var managedFolders: [URL] {
        (folders.values.map(\.url) + (removesOtherLanguages ? otherFolders.values.map(\.url) : [])).sorted { $0.path < $1.path }
    }

    /// Plans writing `files` into their languages' folders. A file proven this schema's in a
    /// managed folder that this run no longer produces is deleted; another language's folder
    /// nested inside is left to that language.
    func plan(_ files: [RenderedFile]) throws(OwnershipError) -> OutputPlan {
        try OutputPlanner.plan(
            files.compactMap { file in
                folders[file.language].map {
                    OutputFile(url: $0.url.appendingPathComponent(file.path), contents: Self.bytes(of: file.contents))
                }
            },
            folders: managedFolders,
            boundaries: folders.values.map(\.url) + otherFolders.values.map(\.url) + buildFolders,
            proof: proof)
    }

    /// The UTF-8 bytes of `text`, copied in one block: `Data(text.utf8)` appends them one at a
    /// time (0.47M instructions for the eight files of schema.json, against a few thousand).
    private static func bytes(of text: String) -> Data {
        var text = text
        return text.withUTF8 { Data($0) }
    }

    /// The path as the user spelled its folder (`ios/Generated/OfficeLink.swift`).
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let containing = (folders.values.map { $0 } + otherFolders.values.map { $0 })
            .filter { path == $0.url.path || path.hasPrefix($0.url.path + "/") }
            .max { $0.url.path.count < $1.url.path.count }
        guard let folder = containing else { return path }
        return folder.spelled + path.dropFirst(folder.url.path.count)
    }

    /// Why each refused file may not be replaced, one line each.
    func describeRefusals(_ error: OwnershipError) -> [String] {
        error.refusals.map { refusal in
            let path = display(refusal.url)
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
                    return ["missing: \(display(file.url))"]
                case .update(let file, let previous):
                    let path = display(file.url)
                    let diff = LineDiff.unified(
                        old: String(decoding: previous, as: UTF8.self), new: String(decoding: file.contents, as: UTF8.self),
                        oldLabel: "\(path) (on disk)", newLabel: "\(path) (generated)")
                    return ["stale: \(path)"] + diff.split(separator: "\n").map(String.init)
                case .delete(let url, _):
                    return ["no longer generated: \(display(url))"]
                }
            }
    }
}
