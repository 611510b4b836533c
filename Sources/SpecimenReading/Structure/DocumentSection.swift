import SpecimenModel

/// One top-level section (a chapter, a numbered part, an appendix): one page of the site.
public struct DocumentSection: Sendable, Hashable {
    public var title: String
    public var titleHTML: String?
    /// Unique within its system, safe as a folder name.
    public var slug: String
    public var startLine: Int
    public var endLine: Int
    /// Blocks after the section's own heading.
    public var blocks: [OutlineBlock]
}
