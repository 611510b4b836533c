/// What flows from stage to stage. Each stage reads what earlier stages left and adds its own
/// part; nothing flows backwards.
public struct BuildState: Sendable {
    public var options: BuildOptions
    /// The systems Scan found, in content order.
    public var sources: [SystemSource] = []
    /// What Plan decided to reuse from the previous build; empty without a cache.
    var plan = BuildPlan()
    public var systems: [DesignSystem] = []
    /// Every file of the site, by path, as Render wrote them into the staging folder.
    public var paths: [String] = []
    /// The site Render wrote, until Write swaps it into place.
    var staging: SiteWriter.Staging?
    public var written: SiteWriter.Result?
    public var diagnostics: [Diagnostic] = []
    /// Filled by the Compare stage when the build has `--base`.
    public var changes: SiteChanges?
    /// The systems rendered afresh, with what the cache keeps of them.
    public var rendered: [SiteRenderer.RenderedSystem] = []

    public init(options: BuildOptions) {
        self.options = options
    }

    /// The reused systems as the renderer takes them: their pages carried over from the
    /// previous site.
    public var reused: [SiteRenderer.RenderedSystem] {
        plan.reused.keys.sorted().compactMap { slug in
            plan.reused[slug].map { SiteRenderer.RenderedSystem(files: $0.files, summary: $0.member) }
        }
    }
}
