/// Where lines end in a source file: at LF, at CR, and at CRLF (one break, not two), so a file
/// saved with Windows or classic Mac OS line ends gets the line numbers an editor shows.
/// JSON allows line breaks only between tokens, never inside a string, so these three are all a
/// loader can meet (NEL, U+2028 and U+2029 inside a string are characters of that string).
enum LineBreaks {
    /// The length of the line break starting at `index` (2 for CRLF), or 0 when there is none.
    static func length<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Int) -> Int where Bytes.Index == Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        default: return 0
        }
    }

    /// The line and column of the byte at `offset`, counting columns after a leading byte order
    /// mark the way the parser does. For errors only: it scans from the start.
    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = bytes.starts(with: JSONParser.byteOrderMark) ? JSONParser.byteOrderMark.count : 0
        var index = lineStart
        while index < offset {
            let length = length(in: bytes, at: index)
            if length > 0 {
                index += length
                line += 1
                lineStart = index
            } else {
                index += 1
            }
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}
