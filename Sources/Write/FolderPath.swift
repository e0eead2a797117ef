import Foundation

/// Absolute, standardized paths of output folders and files, worked out on the path's bytes.
public enum FolderPath {
    /// What `URL(fileURLWithPath: path).standardizedFileURL.path` gives: `path` made absolute
    /// against `currentDirectory`, without `.` and empty components, each `..` removing the
    /// component before it (lexically: symbolic links are not resolved, as Foundation does not
    /// resolve them either). Foundation's URL parsing took 0.1M instructions a path; splitting
    /// the path into `Substring`s costs as much on first use, so this is a loop over bytes.
    public static func standardized(_ path: String, in currentDirectory: String) -> String {
        if isStandardized(path) { return path }
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8.first == slash ? path.utf8 : (currentDirectory + "/" + path).utf8)
        var result: [UInt8] = []
        var componentStarts: [Int] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != slash { end += 1 }
            let length = end - start
            if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                if let previous = componentStarts.popLast() { result.removeLast(result.count - previous) }
            } else if length > 0 && !(length == 1 && bytes[start] == dot) {
                componentStarts.append(result.count)
                result.append(slash)
                result.append(contentsOf: bytes[start..<end])
            }
            start = end + 1
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }

    /// Whether `path` is its own standardized form: absolute, and no component empty, `.` or `..`.
    /// The writer standardizes paths that are so already (the settings standardize each output
    /// folder once), and this scan is a tenth of building the path anew (5.5K instructions).
    static func isStandardized(_ path: String) -> Bool {
        var utf8 = path.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "/") else { return false }
        // The length of the current component, and whether it is all dots so far.
        var length = 0
        var dots = true
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots && length <= 2) { return false }
                length = 0
                dots = true
            } else {
                length += 1
                dots = dots && byte == UInt8(ascii: ".")
            }
        }
        return path.utf8.count == 1 || !(length == 0 || (dots && length <= 2))
    }

    /// `path` standardized against the current directory, which is asked for (a `getcwd` call)
    /// only when `path` is relative: the writer's paths are absolute already.
    public static func standardized(_ path: String) -> String {
        standardized(path, in: path.utf8.first == UInt8(ascii: "/") ? "" : currentDirectory)
    }

    /// The process's current directory (`getcwd`); empty when it cannot be told (removed, or
    /// unreadable), as `FileManager.currentDirectoryPath` is. Not `FileManager`: its shared
    /// instance's first use touched pages of the binary a `generate` run needs for nothing else
    /// (see the driver's `FileBytes`).
    public static var currentDirectory: String {
        var capacity = 1024
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let path = buffer.withUnsafeMutableBufferPointer { buffer in
                getcwd(buffer.baseAddress, capacity).map { String(cString: $0) }
            }
            if let path { return path }
            guard errno == ERANGE else { return "" }
            capacity *= 2
        }
    }
}
