/// A stretch of a document about one component: a heading that names it (or a plain line
/// standing in for a heading) and the blocks under it.
struct ComponentSection {
    var title: String
    var line: Int
    var level: Int
    var blocks: [MarkdownNode]
    var headings: [String]
}
