import Foundation

/// Builds the view models of every page and renders them through the templates. By concern:
/// `+PageChrome` (layout, header, sidebar), `+SystemPages` (one system's pages) and
/// `+SitePages` (home, compare pages, sitemap, assets).
public struct SiteRenderer: Sendable {
    public var templates: TemplateLibrary
    public var baseURL: String?
    public var fileIO: FileIO
    public var fonts: FontPackager
    /// What `--base` compares with: adds a Changes page to each system, and a list of changes
    /// to the site home. Nil without `--base`: no Changes page, and no link to one.
    public var changes: SiteChanges?

    public init(templates: TemplateLibrary, baseURL: String?, fileIO: FileIO, fonts: FontPackager) {
        self.templates = templates
        self.baseURL = baseURL
        self.fileIO = fileIO
        self.fonts = fonts
    }

    struct FontsView: Sendable, Encodable {
        var families: [FontPackager.Family]
    }

    /// The pages of one system, by the digest of each file, and what the site-wide pages need
    /// from it. A system the build cache supplies arrives as one of these, its files carried
    /// over from the previous site.
    public struct RenderedSystem: Sendable {
        /// Path → `ContentHash` digest of every file the system produced.
        public var files: [String: String]
        public var summary: SiteMember
    }

    /// Renders the whole site into memory: what tests and the in-memory writer take.
    public func render(_ systems: [DesignSystem], reused: [RenderedSystem] = []) throws -> (files: [OutputFile], rendered: [RenderedSystem]) {
        let collected = CollectedFiles()
        let rendered = try render(systems, reused: reused, into: collected.add)
        return (collected.files.sorted { $0.path < $1.path }, rendered)
    }

    /// Renders `systems` and assembles the site-wide pages from them and from `reused`, systems
    /// the build cache already holds. Each file goes to `emit` as soon as it is rendered, and is
    /// not kept (`emit` may be called from several threads at once). Returns the freshly
    /// rendered systems.
    public func render(
        _ systems: [DesignSystem], reused: [RenderedSystem] = [], into emit: @escaping @Sendable (OutputFile) throws -> Void
    ) throws -> [RenderedSystem] {
        let nav = SiteNavigation(systems.map { SiteMember.NavEntry($0) } + reused.map(\.summary.nav))
        let rendered = try renderSystems(systems, nav: nav, into: emit)
        try renderSite(rendered, reused: reused, into: emit)
        return rendered
    }

    /// The pages of `systems`, each system's emitted as it is drawn. `nav` is the site's
    /// navigation; for a site larger than the header shows, it need only hold these systems.
    func renderSystems(
        _ systems: [DesignSystem], nav: SiteNavigation, into emit: @escaping @Sendable (OutputFile) throws -> Void
    ) throws -> [RenderedSystem] {
        // Every part of every system in one pool; each result lands in its own slot, so the site
        // pages (and every byte) are the same however the work is scheduled.
        let parts = systems.map(Part.all(of:))
        let results = Array(zip(systems, parts)).concurrentMapParts(\.1.count) { job, index in
            Result { try render(job.1[index], of: job.0, nav: nav, emit: emit) }
        }
        return try results.map { results in
            var files: [String: String] = [:]
            var summary: SiteMember?
            for result in results {
                let part = try result.get()
                files.merge(part.files) { first, _ in first }
                summary = summary ?? part.summary
            }
            guard let summary else { throw SpecimenError("internal error: a system rendered without its gallery") }
            return RenderedSystem(files: files, summary: summary)
        }
    }

    /// The site-wide pages, from the systems rendered this build and those the build cache
    /// carries over (whose files are emitted as carried).
    public func renderSite(_ rendered: [RenderedSystem], reused: [RenderedSystem], into emit: @escaping @Sendable (OutputFile) throws -> Void) throws {
        let nav = SiteNavigation(rendered.map(\.summary.nav) + reused.map(\.summary.nav))
        let bySlug = Dictionary((rendered + reused).map { ($0.summary.nav.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let members = nav.entries.compactMap { bySlug[$0.slug] }
        let summaries = members.map(\.summary)
        // The site-wide pages and the carried files in one pool: at scale the carried files are
        // most of a rebuild's files, and the compare pages most of a large site's last stretch.
        enum Work { case site(SitePart), carried(String) }
        let work = siteParts(summaries).map(Work.site) + reused.flatMap { $0.files.keys.sorted() }.map(Work.carried)
        let results = work.concurrentMap { item in
            Result { () throws -> [String] in
                switch item {
                case .site(let part): return try render(part, summaries, nav: nav, emit: emit)
                case .carried(let path): try emit(.carried(path)); return []
                }
            }
        }
        var paths = members.flatMap(\.files.keys)
        for result in results { paths += try result.get() }
        if let baseURL { try emit(try sitemap(paths, baseURL: baseURL)) }
    }

    /// A system's gallery builder; pass the backdrop when it is known, since finding the page
    /// background reads the whole document.
    func galleryBuilder(_ system: DesignSystem, systemPrefix: String, backdrop: Backdrop? = nil) -> GalleryBuilder {
        GalleryBuilder(
            system: system, linker: SourceLinker(outline: system.outline), templates: templates, systemPrefix: systemPrefix,
            backdrop: backdrop ?? Backdrop(system: system), sampleHints: system.sidecar.samples)
    }
}
