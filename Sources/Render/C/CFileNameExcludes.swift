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
        app.fileNameExcludes.flatMap { rowOfExcludes[$0] } ?? "excluded_file_name_bytes[0]"
    }

    /// `excluded_file_name_bytes[<index>]`, spelled in one piece (an interpolation cost 2K instructions).
    private static func row(_ index: Int) -> String {
        "excluded_file_name_bytes[" + String(index) + "]"
    }

    /// `[c] = true` for each distinct byte, in byte order. The checker allows printable ASCII only,
    /// so a character literal holds each; any other byte is written as a number all the same.
    /// The bytes are marked in a table rather than gathered in a `Set<UInt8>`, a type no other
    /// part of a run uses, which the runtime looks up at first use (9K instructions), and the row
    /// is written into one byte array: a string for each entry, then their list and its joining,
    /// cost over 1K instructions an entry.
    private static func initializers(_ excludes: String) -> String {
        var isExcluded = [Bool](repeating: false, count: 256)
        for byte in excludes.utf8 { isExcluded[Int(byte)] = true }
        var row: [UInt8] = []
        row.reserveCapacity(16 * excludes.utf8.count)
        for byte in 0...255 where isExcluded[byte] {
            if !row.isEmpty { row.append(contentsOf: ", ".utf8) }
            row.append(UInt8(ascii: "["))
            appendIndex(UInt8(byte), to: &row)
            row.append(contentsOf: "] = true".utf8)
        }
        return String(decoding: row, as: UTF8.self)
    }

    /// A byte as an array index: a character literal for printable ASCII, else a number.
    static func index(_ byte: UInt8) -> String {
        var index: [UInt8] = []
        appendIndex(byte, to: &index)
        return String(decoding: index, as: UTF8.self)
    }

    /// Appends `index(byte)`'s bytes, spelled from the byte: a `Character` interpolated into a
    /// string cost about 1K instructions more.
    private static func appendIndex(_ byte: UInt8, to bytes: inout [UInt8]) {
        let quote = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case 0x21...0x7E:
            bytes.append(quote)
            if byte == quote || byte == backslash { bytes.append(backslash) }
            bytes.append(byte)
            bytes.append(quote)
        default: bytes.append(contentsOf: String(byte).utf8)
        }
    }
}
