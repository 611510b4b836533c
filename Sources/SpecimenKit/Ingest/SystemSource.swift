/// One design system found under the content folder, before it is read.
public struct SystemSource: Sendable, Hashable {
    /// The folder name under Content/ (or the file name of a lone document): the system's URL path.
    public var slug: String
    /// Absolute path of the Markdown document.
    public var documentPath: String
    /// The document's path relative to the content folder, as shown in diagnostics.
    public var displayPath: String
    /// Absolute path of `specimen.yml`, when the system has one.
    public var sidecarPath: String?
    /// The folder that holds the document and its assets; sidecar paths may not leave it.
    public var folder: String

    public init(slug: String, documentPath: String, displayPath: String, sidecarPath: String?, folder: String) {
        self.slug = slug
        self.documentPath = documentPath
        self.displayPath = displayPath
        self.sidecarPath = sidecarPath
        self.folder = folder
    }
}
