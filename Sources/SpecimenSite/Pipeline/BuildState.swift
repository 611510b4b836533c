import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What flows from stage to stage. Each stage reads what earlier stages left and adds its own
/// part; nothing flows backwards.
public struct BuildState: Sendable {
    public var options: BuildOptions
    /// The systems Scan found, in content order.
    public var sources: [SystemSource] = []
    /// Which of `sources` the `.systems` stages are running over; nil while they run over all.
    package var batch: Range<Int>?
    /// The sources of the running batch (`BuildPipeline.batchSize`), or all of them.
    package var batchSources: ArraySlice<SystemSource> { batch.map { sources[$0] } ?? sources[...] }
    /// What Plan decided to reuse from the previous build; empty without a cache.
    package var plan = BuildPlan()
    /// The running batch as each reading stage leaves it for the next, which takes it and
    /// leaves its own: Ingest the documents as read, Extract what they state, Resolve the
    /// tokens with the sidecars. Components makes `systems` of them.
    package var ingested: [IngestedSystem] = []
    package var extracted: [ExtractedSystem] = []
    package var resolved: [ResolvedSystem] = []
    /// The systems read this build, once Components has made them; Audit and Lint add their
    /// findings. A build of more systems than one batch holds lets each batch's go once it is
    /// rendered, and keeps none here: `rendered` has what the site pages need of them.
    public var systems: [AnalyzedSystem] = []
    /// Every file of the site, by path, as Render wrote them into the staging folder.
    public var paths: [String] = []
    /// The site Render wrote, until Write swaps it into place.
    package var staging: SiteWriter.Staging?
    /// Every file of the templates folder, read by Plan for the site key and for Render.
    package var templateFiles: Pending<TemplateFiles>?
    /// Render's templates and fonts, loaded once, beside the first batch's reading.
    package var renderer: Pending<SiteRenderer>?
    public var written: SiteWriter.Result?
    public var diagnostics: [Diagnostic] = []
    /// Filled by the Compare stage when the build has `--base`.
    public var changes: SiteChanges?
    /// The systems rendered afresh, with what the cache keeps of them.
    public var rendered: [SiteRenderer.RenderedSystem] = []
    /// What each system rendered afresh was built from and produced, by slug, for Record.
    package var built: [String: BuiltSystem] = [:]
    /// The site-wide pages Render drew or carried over, for Record.
    package var sitePages: SiteRenderer.SitePages?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// A system read and rendered afresh: what it was built from and what it produced, as
    /// Render leaves it once the system's read copy is let go. Record turns it into the build
    /// cache's entry; no other stage needs to know the cache.
    package struct BuiltSystem: Sendable {
        package var source: SystemSource
        /// Digests and stamps of the document and sidecar as they were read.
        package var inputDigests: [String: String]
        package var inputStamps: [String: FileStamp]
        /// The font files and licences its pages ship, digested by Record.
        package var fontFiles: [String]
        package var rendered: SiteRenderer.RenderedSystem
        /// The diagnostics about it, as they stood when it was rendered.
        package var diagnostics: [Diagnostic]
    }

    /// The reused systems as the renderer takes them: their pages carried over from the
    /// previous site.
    public var reused: [SiteRenderer.RenderedSystem] {
        let read = plan.readColumns
        return plan.reused.keys.sorted().compactMap { slug -> SiteRenderer.RenderedSystem? in
            guard let entry = plan.reused[slug] else { return nil }
            var system = SiteRenderer.RenderedSystem(files: entry.files, summary: entry.member, pagesDigest: entry.pages)
            if let recorded = entry.columns { system.readColumns = { try read(slug, recorded) } }
            return system
        }
    }
}
