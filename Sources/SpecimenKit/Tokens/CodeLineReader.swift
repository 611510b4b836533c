/// Reads one syntax of token definition from the lines of a code block. Returns nil when the
/// line is not in its syntax; readers run in order and the first that answers takes the line.
public protocol CodeLineReader: Sendable {
    func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings?
}

/// One line of a code block with its 1-based line number in the document.
public struct CodeLine: Sendable {
    public var text: String
    public var number: Int

    /// The text before a `//` comment, and the comment itself. URLs (`https://`) are not comments.
    public var codeAndComment: (code: String, comment: String?) {
        guard let range = text.range(of: "//"), !text[..<range.lowerBound].hasSuffix(":") else { return (text, nil) }
        let comment = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return (String(text[..<range.lowerBound]), comment.isEmpty ? nil : comment)
    }
}
