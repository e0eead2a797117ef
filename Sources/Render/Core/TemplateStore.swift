import Foundation

/// The templates, by their path under `Templates/` ("swift/Module.swift.mustache").
///
/// `bundled` is the copy compiled into the executable at build time; `init(directory:)` reads a
/// folder instead, for `--templates DIR`, and compiles each template the first time it is used.
/// Either way a template is found by its index among the sorted paths, which is also what a
/// compiled partial holds.
public struct TemplateStore: Sendable {
    public static let fileExtension = Template.fileExtension
    private let paths: TemplatePaths
    /// The template at an index of `paths`.
    private let compile: @Sendable (Int) throws(TemplateError) -> Template
    private let compiled: TemplateCache

    public init(files: [String: String]) {
        let paths = TemplatePaths(files.keys)
        self.init(paths: paths) { index throws(TemplateError) in
            let path = paths.sorted[index]
            return try Template(name: path, source: files[path] ?? "", in: paths)
        }
    }

    private init(paths: TemplatePaths, compile: @escaping @Sendable (Int) throws(TemplateError) -> Template) {
        self.paths = paths
        self.compile = compile
        compiled = TemplateCache(count: paths.sorted.count)
    }

    /// The templates compiled into this build from the package's `Templates/` folder.
    public static let bundled = TemplateStore(paths: embeddedTemplatePaths) { index in embeddedTemplate(index) }

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

    /// Renders `<folder>/<name>.mustache` with `context`; its partials are the templates beside it.
    public func render(folder: String, name: String, context: TemplateValue) throws(TemplateError) -> RenderedText {
        let path = folder + "/" + name + Self.fileExtension
        guard let index = paths.index(of: path) else {
            throw TemplateError("no template '\(path)'", template: path, line: 0)
        }
        return try TemplateRenderer.render(try template(at: index), context: context, store: self)
    }

    /// The template at `index` of the sorted paths, compiled the first time it is asked for.
    func template(at index: Int) throws(TemplateError) -> Template {
        try compiled.template(at: index) { () throws(TemplateError) in try compile(index) }
    }
}
