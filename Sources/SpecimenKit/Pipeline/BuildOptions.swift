/// What `specimen build` was asked to do.
public struct BuildOptions: Sendable {
    public var content: String
    public var templates: String
    public var output: String
    /// Absolute URL the site will be served from; enables `sitemap.xml`.
    public var baseURL: String?

    public init(content: String = "Content", templates: String = "Templates", output: String = "Public", baseURL: String? = nil) {
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
    }
}
