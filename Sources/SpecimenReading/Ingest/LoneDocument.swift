/// One document built alone as a site of one system, without a content folder of systems: the
/// `DESIGN.md` at a repository's root, or one named on the command line. Its folder is the
/// build's content folder (`BuildOptions.content`), which is not scanned: only this document
/// and the `specimen.yml` beside it are read.
public struct LoneDocument: Sendable, Hashable {
    /// The document's file name in the content folder.
    public var name: String
    /// The system's URL path (`ContentDiscovery.slug`).
    public var slug: String

    public init(name: String, slug: String) {
        self.name = name
        self.slug = slug
    }
}
