import Foundation

/// Walks output folders for the files a run owns and the staging folders interrupted runs left.
///
/// It never follows a symbolic link, never enters a dot-folder (`.git`, `.build`, ...), and never
/// enters another language's output folder, so what it finds is only what the run manages.
struct OutputScan {
    let proof: OwnershipProof
    let boundaries: Set<String>
    /// The files the run writes: their headers are not read, as the run keeps them either way.
    let produced: Set<String>
    /// The files this schema's run wrote earlier and no longer produces.
    private var ownedFiles: [String] = []
    /// Shared runtimes the run does not produce, by the output folder they were found under.
    private var runtimes: [(root: String, path: String)] = []
    /// The output folders that hold a file of another schema, which may use a runtime there.
    private var rootsOtherSchemasUse: Set<String> = []
    private(set) var leftovers: [String] = []

    init(proof: OwnershipProof, boundaries: Set<String>, produced: Set<String>) {
        self.proof = proof
        self.boundaries = boundaries
        self.produced = produced
    }

    /// The files the run deletes: its own it no longer produces, and each shared runtime it does
    /// not produce in an output folder where no other schema's file is left to use it. Any file
    /// of another schema in the folder keeps the runtime, even one of another language: a rule
    /// that may keep a runtime nobody uses, but never deletes one somebody does.
    var removableFiles: [String] {
        ownedFiles + runtimes.filter { !rootsOtherSchemasUse.contains($0.root) }.map(\.path)
    }

    /// Lists `folder` while walking into its subfolders, so a walk holds one open folder per
    /// level of depth (the output folders nest a few levels at most).
    ///
    /// Each output folder is opened again here rather than listed through the descriptor its
    /// `OutputLock` holds: for schema.json's four folders, the lock opening them with `opendir`
    /// saved 7 system calls but held four 32 KB listing buffers through the render, 8 page faults
    /// more; `fdopendir` on the lock's descriptors costs an `fstat` and two `fcntl`s a folder,
    /// 2 system calls more in all than opening again.
    mutating func walk(_ folder: String, from root: String) {
        FileSystem.forEachEntry(in: folder) { name, kind in
            let path = folder + "/" + name
            switch kind {
            case .folder where name == proof.stagingFolderName:
                leftovers.append(path)
            case .folder where name.hasPrefix(".") || (boundaries.contains(path) && path != root):
                return
            case .folder:
                walk(path, from: root)
            case .file where produced.contains(path):
                return
            case .file:
                guard let head = FileSystem.head(path, limit: OwnershipProof.headerSearchBytes) else { return }
                switch proof.owner(of: head) {
                case .thisSchema: ownedFiles.append(path)
                case .sharedRuntime: runtimes.append((root, path))
                case .otherSchema: rootsOtherSchemasUse.insert(root)
                case .earlierSchemegen, .unproven: return
                }
            case .missing, .symbolicLink, .other:
                return
            }
        }
    }
}
