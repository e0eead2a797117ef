import IR

/// A URL's host and path as docs/grammar.md's "App limits and hosts" finds them, on the URL as
/// written into a URI (still percent-encoded), and the app limits checked on them.
struct URLAnatomy {
    let host: ArraySlice<UInt8>
    let path: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        var start = bytes.firstIndex(of: UInt8(ascii: ":")).map { $0 + 1 } ?? 0
        var host = bytes[start..<start]
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
            let authority = start + 2
            let end = bytes[authority...].firstIndex { Array("/?#".utf8).contains($0) } ?? bytes.count
            let hostStart = bytes[authority..<end].lastIndex(of: UInt8(ascii: "@")).map { $0 + 1 } ?? authority
            let hostEnd: Int
            if hostStart < end, bytes[hostStart] == UInt8(ascii: "[") {
                hostEnd = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: "]")).map { $0 + 1 } ?? end
            } else {
                hostEnd = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
            }
            host = bytes[hostStart..<hostEnd]
            start = end
        }
        self.host = host
        path = bytes[start..<(bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count)]
    }

    static func sameHost(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        URIBytes.equalIgnoringCase(URLAnatomy(first).host, URLAnatomy(second).host)
    }

    /// Why `url` breaks `app`'s limits, or nil: its decoded path is longer than `maxPathLength`
    /// characters (bytes that do not continue a UTF-8 sequence), or its decoded file name holds
    /// a character of `fileNameExcludes`.
    static func limitProblem(_ url: [UInt8], app: IRApp) -> String? {
        let path = URIBytes.percentDecoded(Array(URLAnatomy(url).path))
        if let limit = app.maxPathLength {
            let characters = path.count { $0 & 0xC0 != 0x80 }
            if characters > limit { return "has a path of \(characters) characters; \(app.name) opens at most \(limit)" }
        }
        if let excludes = app.fileNameExcludes {
            // Decoding first, then cutting at the last `/`, would let `%2F` cut the name; the
            // grammar cuts the name as written, then decodes it.
            let written = URLAnatomy(url).path
            let name = URIBytes.percentDecoded(Array(written[((written.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? written.startIndex)...]))
            if let found = name.first(where: { excludes.utf8.contains($0) }) {
                return "has a file name with '\(Character(Unicode.Scalar(found)))', which \(app.name) does not open"
            }
        }
        return nil
    }
}
