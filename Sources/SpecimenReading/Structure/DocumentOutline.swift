import SpecimenModel

/// A document split into its title, front matter and top-level sections.
public struct DocumentOutline: Sendable, Hashable {
    public var title: String?
    public var subtitle: String?
    /// Blocks before the first section, shown on the system's overview.
    public var intro: [OutlineBlock]
    public var sections: [DocumentSection]
    /// The Markdown heading level that starts a section (1 for a book of `# Chapter` headings).
    public var sectionLevel: Int
}
