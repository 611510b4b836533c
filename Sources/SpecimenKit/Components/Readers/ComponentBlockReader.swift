/// One Markdown syntax for describing a component inside its section. `read` returns false
/// when the block is not written in this syntax, so the next reader gets a chance.
protocol ComponentBlockReader {
    func read(_ block: MarkdownNode, into builder: inout SpecBuilder) -> Bool
}
