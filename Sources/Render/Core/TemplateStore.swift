import Foundation

/// The template files, keyed by their path under `Templates/` ("swift/Module.swift.mustache").
///
/// `bundled` is the copy compiled into the executable at build time; `init(directory:)` reads
/// a folder instead, for `--templates DIR`.
public struct TemplateStore: Sendable {
    public static let fileExtension = ".mustache"
    private let files: [String: String]
    private let parsed = TemplateCache()

    public init(files: [String: String]) {
        self.files = files
    }

    /// The templates compiled into this build from the package's `Templates/` folder.
    public static let bundled = TemplateStore(files: embeddedTemplateFiles)

    /// Reads every file below `directory`. Throws Foundation's error when the folder is unreadable.
    public init(directory: URL) throws {
        let root = directory.standardizedFileURL
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        self.init(files: files)
    }

    /// Renders `<folder>/<name>.mustache` with `context`; partials are looked up in the same folder.
    public func render(folder: String, name: String, context: TemplateValue) throws(TemplateError) -> String {
        let template = try template(folder: folder, name: name, includedFrom: nil, line: 0)
        return try TemplateRenderer(store: self, folder: folder).render(template, context: context)
    }

    func template(folder: String, name: String, includedFrom: String?, line: Int) throws(TemplateError) -> Template {
        let path = "\(folder)/\(name)\(Self.fileExtension)"
        guard let source = files[path] else {
            throw TemplateError("no template '\(path)'", template: includedFrom ?? path, line: line)
        }
        return try parsed.template(at: path) { () throws(TemplateError) in try Template(name: path, source: source) }
    }
}
