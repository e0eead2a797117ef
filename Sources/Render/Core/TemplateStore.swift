import Foundation

/// The templates, keyed by their path under `Templates/` ("swift/Module.swift.mustache").
///
/// `bundled` is the copy compiled into the executable, parsed at build time; `init(directory:)`
/// reads a folder instead, for `--templates DIR`, and parses each template the first time it is used.
public struct TemplateStore: Sendable {
    public static let fileExtension = ".mustache"
    /// The template at a path, or nil when there is none.
    private let load: @Sendable (String) throws(TemplateError) -> Template?
    private let parsed = TemplateCache()

    public init(files: [String: String]) {
        load = { path throws(TemplateError) in
            guard let source = files[path] else { return nil }
            return try Template(name: path, source: source)
        }
    }

    private init(parsedAtBuildTime template: @escaping @Sendable (String) -> Template?) {
        load = { path in template(path) }
    }

    /// The templates compiled into this build from the package's `Templates/` folder.
    public static let bundled = TemplateStore(parsedAtBuildTime: embeddedTemplate(at:))

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
        guard let template = try parsed.template(at: path, load: { () throws(TemplateError) in try load(path) }) else {
            throw TemplateError("no template '\(path)'", template: includedFrom ?? path, line: line)
        }
        return template
    }
}
