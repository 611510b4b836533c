import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

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

    package struct FontsView: Sendable, Encodable {
        package var families: [FontPackager.Family]
    }

    /// The pages of one system, by the digest of each file, and what the site-wide pages need
    /// from it. A system the build cache supplies arrives as one of these, its files carried
    /// over from the previous site.
    public struct RenderedSystem: Sendable {
        /// Path → `ContentHash` digest of every file the system produced.
        public var files: [String: String]
        public var summary: SiteMember
        /// What the site-wide pages draw from the system (`SiteMember.pagesDigest`).
        package var pagesDigest: String?
        /// Reads the compare columns `summary` does not hold: a reused system's stay on disk
        /// unless a compare page is drawn. Nil when `summary` holds them.
        package var readColumns: (@Sendable () throws -> [String: String])?

        package init(files: [String: String], summary: SiteMember, pagesDigest: String?, readColumns: (@Sendable () throws -> [String: String])? = nil) {
            self.files = files
            self.summary = summary
            self.pagesDigest = pagesDigest
            self.readColumns = readColumns
        }

        /// A system drawn in this build: its summary holds its columns.
        package init(files: [String: String], summary: SiteMember) {
            self.init(files: files, summary: summary, pagesDigest: summary.pagesDigest(columns: ContentHash.digest(SiteMember.encodeColumns(summary.compareColumns))))
        }
    }

    /// The site-wide pages one build drew (home, 404, the compare pages) and what they were
    /// drawn from. A later build whose systems give the same `inputs` carries the pages over
    /// from the previous site instead of drawing them again (and reading every system's
    /// compare columns to draw them): a sixth of a 10x rebuild that changed no summary.
    public struct SitePages: Sendable, Equatable {
        /// The digest of every system's `pagesDigest`, in navigation order.
        public var inputs: String
        /// Path → digest of each page.
        public var files: [String: String]
    }

    /// Renders the whole site into memory: what tests and the in-memory writer take.
    public func render(_ systems: [AnalyzedSystem], reused: [RenderedSystem] = []) throws -> (files: [OutputFile], rendered: [RenderedSystem]) {
        let collected = CollectedFiles()
        let rendered = try render(systems, reused: reused, into: collected.add)
        return (collected.files.sorted { $0.path < $1.path }, rendered)
    }

    /// Renders `systems` and assembles the site-wide pages from them and from `reused`, systems
    /// the build cache already holds. Each file goes to `emit` as soon as it is rendered, and is
    /// not kept (`emit` may be called from several threads at once). Returns the freshly
    /// rendered systems.
    public func render(
        _ systems: [AnalyzedSystem], reused: [RenderedSystem] = [], into emit: @escaping @Sendable (OutputFile) throws -> Void
    ) throws -> [RenderedSystem] {
        let nav = SiteNavigation(systems.map { SiteMember.NavEntry($0.system) } + reused.map(\.summary.nav))
        let rendered = try renderSystems(systems, nav: nav, into: emit)
        try renderSite(rendered, reused: reused, into: emit)
        return rendered
    }

    /// The pages of `systems`, each system's emitted as it is drawn. `nav` is the site's
    /// navigation; for a site larger than the header shows, it need only hold these systems.
    package func renderSystems(
        _ systems: [AnalyzedSystem], nav: SiteNavigation, into emit: @escaping @Sendable (OutputFile) throws -> Void
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
            var characters = FontCharacters()
            for result in results {
                let part = try result.get()
                files.merge(part.files) { first, _ in first }
                summary = summary ?? part.summary
                characters.formUnion(part.characters)
            }
            guard var summary else { throw SpecimenError("internal error: a system rendered without its gallery") }
            summary.fonts.characters.formUnion(characters)
            return RenderedSystem(files: files, summary: summary)
        }
    }

    /// The site-wide pages, from the systems rendered this build and those the build cache
    /// carries over (whose files are emitted as carried). The pages of `previous` are carried
    /// over as well when the systems give the inputs they were drawn from. Returns what this
    /// build's pages were drawn from, for the next build; nil when they cannot be carried over.
    @discardableResult
    public func renderSite(
        _ rendered: [RenderedSystem], reused: [RenderedSystem], previous: SitePages? = nil,
        into emit: @escaping @Sendable (OutputFile) throws -> Void
    ) throws -> SitePages? {
        let nav = SiteNavigation(rendered.map(\.summary.nav) + reused.map(\.summary.nav))
        let bySlug = Dictionary((rendered + reused).map { ($0.summary.nav.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let members = nav.entries.compactMap { bySlug[$0.slug] }
        let inputs = pagesInputs(members)
        let carried = previous.flatMap { $0.inputs == inputs ? $0 : nil }
        var summaries = members.map(\.summary)
        if carried == nil {
            // A reused system's columns are read only now that a compare page is to be drawn.
            let columns = members.concurrentMap { member in Result { try member.readColumns?() } }
            for (index, read) in columns.enumerated() {
                if let read = try read.get() { summaries[index].compareColumns = read }
            }
        }
        let drawnFrom = summaries
        // The site-wide pages and the carried files in one pool: at scale the carried files are
        // most of a rebuild's files, and the compare pages most of a large site's last stretch.
        enum Work { case site(SitePart), carried(String) }
        let parts = carried == nil ? siteParts(drawnFrom) : siteParts(drawnFrom).filter { !$0.isPage }
        let carriedFiles = (carried?.files.keys.sorted() ?? []) + reused.flatMap { $0.files.keys.sorted() }
        let work = parts.map(Work.site) + carriedFiles.map(Work.carried)
        let results = work.concurrentMap { item in
            Result { () throws -> SiteFiles in
                switch item {
                case .site(let part): return try render(part, drawnFrom, nav: nav, emit: emit)
                case .carried(let path): try emit(.carried(path)); return SiteFiles()
                }
            }
        }
        var pages = carried?.files ?? [:]
        var paths = members.flatMap(\.files.keys) + pages.keys
        for result in results {
            let files = try result.get()
            paths += files.paths
            pages.merge(files.pages) { first, _ in first }
        }
        if let baseURL { try emit(try sitemap(paths, baseURL: baseURL)) }
        return inputs.map { SitePages(inputs: $0, files: pages) }
    }

    /// Everything the site-wide pages are drawn from besides the templates, the base URL and
    /// the installed fonts (which a build cache is keyed by): every system's summary, in
    /// navigation order. Nil with `--base`, whose home page also lists the systems only the
    /// base revision has, or when a summary did not encode.
    package func pagesInputs(_ members: [RenderedSystem]) -> String? {
        guard changes == nil else { return nil }
        var text = ""
        for member in members {
            guard let digest = member.pagesDigest else { return nil }
            text += "\(member.summary.nav.slug) \(digest)\n"
        }
        return ContentHash.digest(Data(text.utf8))
    }

    /// A system's gallery builder; pass the backdrop when it is known, since finding the page
    /// background reads the whole document.
    package func galleryBuilder(_ system: AnalyzedSystem, systemPrefix: String, backdrop: Backdrop? = nil) -> GalleryBuilder {
        GalleryBuilder(
            system: system, linker: SourceLinker(outline: system.outline), templates: templates, systemPrefix: systemPrefix,
            backdrop: backdrop ?? Backdrop(system: system.system), sampleHints: system.sidecar.samples)
    }
}
