/// What flows from stage to stage. Each stage reads what earlier stages left and adds its own
/// part; nothing flows backwards.
public struct BuildState: Sendable {
    public var options: BuildOptions
    public var systems: [DesignSystem] = []
    /// Every file of the site, by path, as Render wrote them into the staging folder.
    public var paths: [String] = []
    /// The site Render wrote, until Write swaps it into place.
    var staging: SiteWriter.Staging?
    public var written: SiteWriter.Result?
    public var diagnostics: [Diagnostic] = []
    /// Filled by the Compare stage when the build has `--base`.
    public var changes: SiteChanges?
    /// Systems the build cache supplied, by slug: not read this time.
    var cachedEntries: [String: BuildCache.Entry] = [:]
    /// The systems rendered afresh, with what the cache keeps of them.
    public var rendered: [SiteRenderer.RenderedSystem] = []
    var inputDigests: [String: [String: String]] = [:]
    var siteKey: String?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// The cached systems as the renderer takes them: their pages carried over from the
    /// previous site.
    public var reused: [SiteRenderer.RenderedSystem] {
        cachedEntries.keys.sorted().compactMap { slug in
            cachedEntries[slug].map { SiteRenderer.RenderedSystem(files: $0.files, summary: $0.member) }
        }
    }
}
