/// How one target keeps schema text inside a comment: the delimiters its lexer would see in
/// comment text, each broken on scalars (never on `Character`s). Every backend's comment-text
/// function is one of these, so all comments go through the same loop:
///
/// - a control, line break, bidi control or noncharacter is written as visible `\u{XXXX}` text
///   (a line comment cannot be ended, no compiler rejects the file, no text is reordered);
/// - each delimiter is broken as its `SequenceBreak` says.
///
/// Line breaks that belong to a doc are handled before: `DocText` splits there.
public struct CommentText: Sendable {
    let breaks: [SequenceBreak]

    public init(breaking breaks: [SequenceBreak]) {
        self.breaks = breaks
    }

    /// `text` as it may stand inside the comment.
    public func callAsFunction(_ text: String) -> String {
        // Most schema text needs no escape and holds no delimiter: it stays as it is.
        if !text.unicodeScalars.contains(where: \.isEscapedInComments), BreakingWriter.keeps(text, breaks: breaks) {
            return text
        }
        var writer = BreakingWriter(breaks: breaks)
        for scalar in text.unicodeScalars {
            if scalar.isEscapedInComments {
                writer.append(escape: scalar.visibleEscape)
            } else {
                writer.append(scalar)
            }
        }
        return writer.text
    }
}
