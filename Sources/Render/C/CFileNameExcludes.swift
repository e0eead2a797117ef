import IR

/// The apps' `fileNameExcludes` as the C source's table `excluded_file_name_bytes`
/// (`Templates/c/App.c.mustache`): one `bool[256]` row per distinct excludes string, so a parser or
/// builder tests a file name's byte with one load instead of building the set on every call. Row 0
/// excludes nothing, for the apps that list no excludes.
struct CFileNameExcludes {
    /// Each row's initializer list, such as `['"'] = true, ['*'] = true`; row 0's is `false`.
    let rows: [String]
    /// Each distinct excludes string's row, as `row(of:)` spells it.
    private let rowOfExcludes: [String: String]

    init(_ apps: [IRApp]) {
        var rows = ["false"]
        var rowOfExcludes: [String: String] = [:]
        for excludes in apps.compactMap(\.fileNameExcludes) where rowOfExcludes[excludes] == nil {
            rowOfExcludes[excludes] = Self.row(rows.count)
            rows.append(Self.initializers(excludes))
        }
        self.rows = rows
        self.rowOfExcludes = rowOfExcludes
    }

    /// The row an app's `file_name_excludes` points at.
    func row(of app: IRApp) -> String {
        app.fileNameExcludes.flatMap { rowOfExcludes[$0] } ?? Self.row(0)
    }

    private static func row(_ index: Int) -> String {
        "excluded_file_name_bytes[\(index)]"
    }

    /// `[c] = true` for each distinct byte, in byte order. The checker allows printable ASCII only,
    /// so a character literal holds each; any other byte is written as a number all the same.
    /// The bytes are marked in a table rather than gathered in a `Set<UInt8>`, a type no other
    /// part of a run uses, which the runtime looks up at first use (9K instructions).
    private static func initializers(_ excludes: String) -> String {
        var isExcluded = [Bool](repeating: false, count: 256)
        for byte in excludes.utf8 { isExcluded[Int(byte)] = true }
        return (0...255).filter { isExcluded[$0] }.map { byte in String(index(UInt8(byte)), after: "[", before: "] = true") }
            .concatenated(separator: ", ")
    }

    /// A byte as an array index: a character literal for printable ASCII, else a number. Spelled
    /// from the bytes: a `Character` interpolated into a string cost about 1K instructions more.
    static func index(_ byte: UInt8) -> String {
        let quote = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        return switch byte {
        case quote, backslash: String(decoding: [quote, backslash, byte, quote], as: UTF8.self)
        case 0x21...0x7E: String(decoding: [quote, byte, quote], as: UTF8.self)
        default: String(byte)
        }
    }
}
