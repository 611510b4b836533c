import SpecimenModel

/// A stretch of a document about one component: a heading that names it (or a plain line
/// standing in for a heading) and the blocks under it.
package struct ComponentSection {
    package var title: String
    package var line: Int
    package var level: Int
    package var blocks: [MarkdownNode]
    package var headings: [String]
    /// The level of each of `headings`.
    package var headingLevels: [Int] = []
    /// Whether the heading states values after its title (`### Inputs: white bg, 8px radius`),
    /// read as a line of the section (`PlainLineHeading.carriedValues`).
    package var headingStates = false
}
