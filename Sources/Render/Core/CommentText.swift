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
    private let verbatim: VerbatimBytes

    public init(breaking breaks: [SequenceBreak]) {
        self.breaks = breaks
        self.verbatim = VerbatimBytes(except: [], breaks: breaks)
    }

    /// `text` as it may stand inside the comment.
    public func callAsFunction(_ text: String) -> String {
        if verbatim.covers(text) { return text }
        var writer = BreakingWriter(breaks: breaks, verbatim: verbatim)
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
