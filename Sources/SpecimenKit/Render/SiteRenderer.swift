import Foundation

/// Builds the view models of every page and renders them through the templates.
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
        // Systems render in parallel; each result lands in its own slot, so the site pages (and
        // every byte) are the same however the work is scheduled.
        let results = ResultSlots<RenderedSystem>(count: systems.count)
        DispatchQueue.concurrentPerform(iterations: systems.count) { index in
            results.set(index, Result { try renderSystem(systems[index], nav: nav, emit: emit) })
        }
        let rendered = try results.values.map { try $0.get() }
        let bySlug = Dictionary((rendered + reused).map { ($0.summary.nav.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let members = nav.entries.compactMap { bySlug[$0.slug] }
        let summaries = members.map(\.summary)

        // The site's own files; the systems' were emitted as they were rendered.
        var paths = members.flatMap(\.files.keys)
        func output(_ file: OutputFile) throws {
            paths.append(file.path)
            try emit(file)
        }
        for member in reused {
            for path in member.files.keys.sorted() { try emit(.carried(path)) }
        }
        try output(try page(
            "index.html", template: "pages.home", title: "Design systems", description: "Style guides for \(nav.entries.count) design systems.",
            breadcrumb: [], nav: nav, current: nil,
            body: HomeView(systems: summaries.map(\.card), systemCount: nav.entries.count, changes: homeChanges(summaries))))
        for file in try comparePages(summaries, nav: nav) { try output(file) }
        try output(try page(
            "404.html", template: "pages.not-found", title: "Page not found", description: nil,
            breadcrumb: [], nav: nav, current: nil, body: NotFoundView(systems: summaries.map(\.card))))
        if let baseURL {
            try output(try sitemap(paths, baseURL: baseURL))
        }
        for file in try assets() { try output(file) }
        let packaged = try fonts.package(summaries.map(\.fonts))
        for file in packaged.files { try output(file) }
        try output(OutputFile(path: "assets/fonts.css", text: try templates.render(FontsView(families: packaged.families), template: "styles.fonts")))
        return rendered
    }

    func galleryBuilder(_ system: DesignSystem, systemPrefix: String) -> GalleryBuilder {
        GalleryBuilder(
            system: system, linker: SourceLinker(outline: system.outline), templates: templates, systemPrefix: systemPrefix,
            backdrop: Backdrop(system: system), sampleHints: system.sidecar.samples)
    }

    /// A system's column on each cross-system page, rendered with the system so that a cached
    /// system's columns need no re-reading.
    private func compareColumns(_ system: DesignSystem, previews: [[GalleryVariantView]]) throws -> [String: String] {
        var builder = galleryBuilder(system, systemPrefix: "../../\(system.slug)/")
        builder.anchorPrefix = system.slug + "-"
        var columns: [String: String] = [:]
        for kind in ComponentKind.allCases {
            let own = system.components.enumerated().filter { $0.element.kind == kind }
            guard !own.isEmpty else { continue }
            var anchors = AnchorSlugger()
            var views: [GalleryComponentView] = []
            for (index, component) in own {
                var view = builder.view(component, variants: previews[index])
                view.anchor = anchors.anchor(for: view.anchor)
                views.append(view)
            }
            columns[kind.rawValue] = try templates.render(
                CompareSystemView(name: system.name, href: "../../\(system.slug)/components/index.html#kind-\(kind.rawValue)", components: views),
                template: "partials.compare-column")
        }
        return columns
    }

    /// Cross-system pages: one per component kind, the systems side by side.
    private func comparePages(_ systems: [SiteMember], nav: SiteNavigation) throws -> [OutputFile] {
        let kinds = ComponentKind.allCases.filter { kind in systems.contains { $0.compareColumns[kind.rawValue] != nil } }
        var files: [OutputFile] = []
        var rows: [CompareRowView] = []
        for kind in kinds {
            let slug = String(GalleryBuilder.templateName(kind).dropFirst("components.".count))
            let title = "All " + GalleryBuilder.displayName(kind).lowercased()
            let columns = systems.compactMap { $0.compareColumns[kind.rawValue] }
            files.append(try page(
                "compare/\(slug)/index.html", template: "pages.compare-kind", title: title, description: nil,
                breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: title, href: nil)],
                nav: nav, current: nil, body: CompareKindView(title: title, columns: columns)))
            rows.append(CompareRowView(
                title: GalleryBuilder.displayName(kind), href: "\(slug)/index.html",
                counts: systems.map { system in
                    let count = system.componentCounts[kind.rawValue] ?? 0
                    return count == 0 ? "–" : "\(count)"
                }))
        }
        files.append(try page(
            "compare/audit/index.html", template: "pages.audit-overview", title: "Contrast audit overview", description: nil,
            breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: "Contrast audit", href: nil)],
            nav: nav, current: nil, body: AuditOverviewView(rows: systems.compactMap(\.auditRow))))
        files.append(try page(
            "compare/index.html", template: "pages.compare", title: "Compare systems", description: "Every component kind across every system.",
            breadcrumb: [Crumb(title: "Home", href: "../index.html"), Crumb(title: "Compare", href: nil)],
            nav: nav, current: nil, body: CompareIndexView(systemNames: systems.map(\.nav.name), rows: rows)))
        return files
    }

    /// Every system's line from its Changes page (reused systems keep theirs in the build
    /// cache), then the systems only the base revision has.
    private func homeChanges(_ members: [SiteMember]) -> HomeChangesView? {
        guard let changes else { return nil }
        var rows = members.compactMap(\.changes)
        let present = Set(members.map(\.nav.slug))
        for slug in changes.before.keys.sorted() where !present.contains(slug) {
            guard let gone = changes.before[slug] else { continue }
            rows.append(SystemChangeRow(
                name: gone.name, href: nil, status: "removed", statusLabel: "Removed",
                summary: "only at \(changes.base), in \(changes.beforeRoot)\(gone.document.file)", regressed: false))
        }
        // What changed first, then what did not; site order within each.
        let priority = ["added": 0, "changed": 1, "removed": 2]
        rows = rows.enumerated().sorted { (priority[$0.element.status] ?? 3, $0.offset) < (priority[$1.element.status] ?? 3, $1.offset) }.map(\.element)
        return HomeChangesView(base: changes.base, rows: rows)
    }

    /// A system's line on the site home, from its Changes page.
    static func changeRow(_ view: ChangesView, system: DesignSystem) -> SystemChangeRow {
        let status = view.isAdded ? "added" : view.hasChanges ? "changed" : "unchanged"
        var summary = view.counts.map(\.label)
        if view.isAdded { summary.insert("new system", at: 0) }
        return SystemChangeRow(
            name: system.name, href: "\(system.slug)/changes/index.html", status: status,
            statusLabel: status.prefix(1).uppercased() + status.dropFirst(),
            summary: summary.isEmpty ? "no changes" : summary.joined(separator: " · "), regressed: view.regressed)
    }

    private func summary(of system: DesignSystem, previews: [[GalleryVariantView]], changes: SystemChangeRow?) throws -> SiteMember {
        let auditRow = system.audit.map { report in
            AuditOverviewRow(
                name: system.name, href: "../../\(system.slug)/audit/index.html", pairs: report.pairs.count,
                failingAA: report.failingPairs(at: .aa).count, failingAAA: report.failingPairs(at: .aaa).count,
                contradicted: report.contradictedClaims.count, claims: report.claims.count,
                visionRisks: report.colorVision.filter(\.isRisk).count,
                passesAA: report.failingPairs(at: .aa).isEmpty && report.contradictedClaims.isEmpty)
        }
        return SiteMember(
            nav: SiteMember.NavEntry(system), card: card(for: system, root: ""),
            compareColumns: try compareColumns(system, previews: previews),
            componentCounts: system.components.reduce(into: [:]) { $0[$1.kind.rawValue, default: 0] += 1 },
            auditRow: auditRow, fonts: FontPackager.Needs(system), changes: changes)
    }

    private func renderSystem(_ system: DesignSystem, nav: SiteNavigation, emit: (OutputFile) throws -> Void) throws -> RenderedSystem {
        var files: [String: String] = [:]
        func output(_ file: OutputFile) throws {
            files[file.path] = ContentHash.digest(file.data)
            try emit(file)
        }
        let sections = system.outline.sections
        let overviewPath = "\(system.slug)/index.html"

        var introSlugger = AnchorSlugger()
        let systemView = SystemView(
            name: system.name,
            subtitle: system.outline.subtitle,
            summary: system.sidecar.summary,
            sourceFile: system.source.displayPath,
            lineCount: system.document.lines.count,
            intro: blocks(system.outline.intro, slugger: &introSlugger),
            sections: sections.map { section in
                SectionLink(
                    title: section.title, href: "\(section.slug)/index.html",
                    topics: Self.topics(section.blocks))
            },
            sidebar: sidebar(system, root: "../", current: nil))
        try output(try page(
            overviewPath, template: "pages.system", title: system.name, description: system.summary,
            breadcrumb: [Crumb(title: "Home", href: "../index.html"), Crumb(title: system.name, href: nil)],
            nav: nav, current: system.slug, body: systemView))

        for exporter in Self.exporters {
            try output(OutputFile(path: "\(system.slug)/\(exporter.fileName)", text: exporter.export(system.exportedTokens, systemName: system.name, systemSlug: system.slug)))
        }
        if let audit = system.audit {
            try output(OutputFile(path: "\(system.slug)/audit.json", text: AuditJSONFormatter().format(AuditRun(reports: [audit], level: .aa))))
        }
        let linker = SourceLinker(outline: system.outline)
        var tokensView = TokenPageBuilder(system: system, linker: linker).build(sidebar: sidebar(system, root: "../../", current: "tokens"))
        tokensView.exports = Self.exporters.map { NavLink(title: $0.fileName, href: "../\($0.fileName)", current: false) }
        try output(try generatedPage(
            "tokens", title: "Tokens", of: system, nav: nav,
            description: "Colours, type, spacing, radii, borders and gradients of \(system.name).", body: tokensView))

        let gallery = galleryBuilder(system, systemPrefix: "../")
        let previews = try gallery.previews()
        let backdrop = gallery.backdrop
        let galleryView = GalleryView(
            systemName: system.name, sidebar: sidebar(system, root: "../../", current: "components"),
            kinds: gallery.kinds(previews: previews), count: system.components.count,
            backdropNote: Self.backdropNote(backdrop),
            backdropSource: backdrop.light.provenance.map(gallery.source), hasDark: backdrop.dark != nil,
            violationCount: system.ruleViolations.count, hasViolations: !system.ruleViolations.isEmpty)
        try output(try generatedPage(
            "components", title: "Components", of: system, nav: nav,
            description: "Live previews of every component \(system.name) describes.", body: galleryView))

        if let report = system.audit {
            let auditView = AuditPageBuilder(system: system, report: report, linker: linker)
                .build(sidebar: sidebar(system, root: "../../", current: "audit"))
            try output(try generatedPage(
                "audit", title: "Contrast audit", of: system, nav: nav,
                description: "WCAG 2.2 contrast of every pair \(system.name) uses, and the claims its document makes.", body: auditView))
        }

        var changeRow: SystemChangeRow?
        if let changes, let diff = changes.systems[system.slug] {
            let previous = changes.before[system.slug]
            let builder = ChangesPageBuilder(
                system: system, previous: previous, diff: diff, base: changes.base, beforeRoot: changes.beforeRoot,
                linker: linker, templates: templates, afterGallery: gallery,
                beforeGallery: previous.map { galleryBuilder($0, systemPrefix: "../") }, afterPreviews: previews)
            let view = try builder.build(sidebar: sidebar(system, root: "../../", current: Self.changesPage.slug))
            try output(try generatedPage(
                Self.changesPage.slug, title: Self.changesPage.title, of: system, nav: nav,
                description: "What changed in \(system.name) since \(changes.base).", body: view))
            changeRow = Self.changeRow(view, system: system)
        }

        for (index, section) in sections.enumerated() {
            let root = "../../"
            var slugger = AnchorSlugger()
            let blockViews = blocks(section.blocks, slugger: &slugger)
            let previous = index > 0
                ? NavLink(title: sections[index - 1].title, href: "../\(sections[index - 1].slug)/index.html", current: false)
                : NavLink(title: system.name, href: "../index.html", current: false)
            let next = index + 1 < sections.count
                ? NavLink(title: sections[index + 1].title, href: "../\(sections[index + 1].slug)/index.html", current: false)
                : nil
            let view = SectionView(
                systemName: system.name, title: section.title, titleHTML: section.titleHTML,
                blocks: blockViews, toc: Self.toc(blockViews), prev: previous, next: next,
                sidebar: sidebar(system, root: root, current: section.slug),
                sourceFile: system.source.displayPath, startLine: section.startLine, endLine: section.endLine)
            try output(try page(
                "\(system.slug)/\(section.slug)/index.html", template: "pages.section",
                title: "\(section.title) · \(system.name)", description: nil,
                breadcrumb: [
                    Crumb(title: "Home", href: root + "index.html"),
                    Crumb(title: system.name, href: "../index.html"),
                    Crumb(title: section.title, href: nil),
                ],
                nav: nav, current: system.slug, body: view))
        }
        return RenderedSystem(files: files, summary: try summary(of: system, previews: previews, changes: changeRow))
    }

    /// A page Specimen derives from a system (`tokens/`, `components/`, `audit/`), rendered
    /// through `pages.<slug>`.
    private func generatedPage<Body: Sendable & Encodable>(
        _ slug: String, title: String, of system: DesignSystem, nav: SiteNavigation, description: String, body: Body
    ) throws -> OutputFile {
        try page(
            "\(system.slug)/\(slug)/index.html", template: "pages.\(slug)", title: "\(title) · \(system.name)",
            description: description,
            breadcrumb: [
                Crumb(title: "Home", href: "../../index.html"),
                Crumb(title: system.name, href: "../index.html"),
                Crumb(title: title, href: nil),
            ],
            nav: nav, current: system.slug, body: body)
    }

    private func page<Body: Sendable & Encodable>(
        _ path: String, template: String, title: String, description: String?, breadcrumb: [Crumb],
        nav: SiteNavigation, current: String?, body: Body
    ) throws -> OutputFile {
        let depth = path.split(separator: "/").count - 1
        let root = String(repeating: "../", count: depth)
        let view = PageView(
            root: root, title: title, description: description,
            siteNav: nav.header(current: current).map {
                NavLink(title: $0.name, href: "\(root)\($0.slug)/index.html", current: $0.slug == current)
            } + [NavLink(title: "Compare", href: "\(root)compare/index.html", current: path.hasPrefix("compare/"))],
            breadcrumb: breadcrumb, body: body)
        return OutputFile(path: path, text: try templates.render(view, template: template))
    }

    private func card(for system: DesignSystem, root: String) -> SystemCard {
        SystemCard(
            name: system.name, summary: system.summary, href: "\(root)\(system.slug)/index.html",
            sectionCount: system.outline.sections.count, tokenCount: system.tokens.tokens.count,
            sourceFile: system.source.displayPath, strip: Self.strip(system.tokens))
    }

    static func backdropNote(_ backdrop: Backdrop) -> String {
        let names = backdrop.dark.map { dark in dark.name == backdrop.light.name ? backdrop.light.name : "\(backdrop.light.name) (light) and \(dark.name) (dark)" }
            ?? backdrop.light.name
        if backdrop.light.provenance == nil { return "The document names no background; previews sit on white, as a browser would draw them." }
        return backdrop.isHint
            ? "Previews sit on \(names), the background specimen.yml names; the audit measures on the same."
            : "Previews sit on the system's own background, \(names) (\(backdrop.light.reason)); the audit measures on the same."
    }

    /// Machine-readable token files published beside each system's pages.
    static let exporters: [any TokenExporter] = [
        DTCGExporter(), CSSTokenExporter(), SwiftTokenExporter(), TailwindThemeExporter(), TailwindCSSExporter(),
    ]

    static let stripLength = 12

    /// The first distinct light-mode colours, in document order.
    static func strip(_ tokens: ResolvedTokens) -> [StripColor] {
        var seen: Set<String> = []
        var strip: [StripColor] = []
        for token in tokens.tokens where token.mode != .dark && strip.count < stripLength {
            guard case .color(let color)? = tokens.value(of: token, mode: .light), seen.insert(color.hex).inserted else { continue }
            strip.append(StripColor(name: token.name, css: color.css))
        }
        return strip
    }

    /// Generated pages live beside the section pages, under names sections can never take.
    static let generatedPages: [(slug: String, title: String)] = [("tokens", "Tokens"), ("components", "Components"), ("audit", "Contrast audit")]
    /// Listed after them, only in a build with `--base`.
    static let changesPage = (slug: "changes", title: "Changes")

    private func sidebar(_ system: DesignSystem, root: String, current: String?) -> SidebarView {
        let toSystem = current == nil ? "" : "../"
        return SidebarView(
            systemName: system.name,
            overview: NavLink(title: "Overview", href: toSystem + "index.html", current: current == nil),
            generated: (Self.generatedPages + (changes == nil ? [] : [Self.changesPage])).map {
                NavLink(title: $0.title, href: "\(toSystem)\($0.slug)/index.html", current: $0.slug == current)
            },
            sections: system.outline.sections.map {
                NavLink(title: $0.title, href: "\(toSystem)\($0.slug)/index.html", current: $0.slug == current)
            })
    }

    /// Turns outline blocks into views, with headings at the levels `headingLevels` gives them.
    func blocks(_ blocks: [OutlineBlock], slugger: inout AnchorSlugger) -> [BlockView] {
        var levels = Self.headingLevels(blocks.compactMap { $0.heading?.level })[...]
        return blocks.compactMap { block in
            let anchor = "L\(block.line)"
            if let heading = block.heading {
                let level = levels.popFirst() ?? 2
                return BlockView(
                    heading: HeadingView(level: level, anchor: slugger.anchor(for: heading.text), text: heading.text, html: heading.inlineHTML),
                    html: nil, lineAnchor: anchor, scrollLabel: nil, kind: "heading")
            }
            guard let html = block.node.html, !html.isEmpty else { return nil }
            switch block.node.kind {
            case .table: return BlockView(heading: nil, html: html, lineAnchor: anchor, scrollLabel: "Table", kind: "table")
            case .codeBlock(let info):
                let language = info.split(separator: " ").first.map(String.init)
                let label = language.map { "Code sample (\($0))" } ?? "Code sample"
                return BlockView(heading: nil, html: html, lineAnchor: anchor, scrollLabel: label, kind: "code")
            case .thematicBreak: return BlockView(heading: nil, html: html, lineAnchor: anchor, scrollLabel: nil, kind: "rule")
            default: return BlockView(heading: nil, html: html, lineAnchor: anchor, scrollLabel: nil, kind: "prose")
            }
        }
    }

    /// The levels a page draws its headings at, from the levels the document wrote, in order.
    /// The page title is the `h1`, so the page's shallowest heading becomes `h2` whatever level
    /// the document gave it (a book's front matter may open at `###`), and no heading goes more
    /// than one level below the one before it (`##` then `####` is `h2` then `h3`), so the
    /// outline never skips a level. Relative depth is kept otherwise, down to `h6`.
    static func headingLevels(_ written: [Int]) -> [Int] {
        guard let shallowest = written.min() else { return [] }
        var previous = 1
        return written.map { level in
            let drawn = min(6, max(2, min(level - shallowest + 2, previous + 1)))
            previous = drawn
            return drawn
        }
    }

    /// A section's topics for the overview: the headings its page draws as `h2`.
    static func topics(_ blocks: [OutlineBlock]) -> [String] {
        let headings = blocks.compactMap(\.heading)
        return zip(headings, headingLevels(headings.map(\.level))).compactMap { $1 == 2 ? $0.text : nil }
    }

    static func toc(_ blocks: [BlockView]) -> [TocEntry] {
        var entries: [TocEntry] = []
        for heading in blocks.compactMap(\.heading) {
            let entry = TocEntry(title: heading.text, anchor: heading.anchor, children: [])
            if heading.level == 2 {
                entries.append(entry)
            } else if heading.level == 3, !entries.isEmpty {
                entries[entries.count - 1].children.append(entry)
            }
        }
        return entries
    }

    private func sitemap(_ paths: [String], baseURL: String) throws -> OutputFile {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let entries = paths
            .filter { $0.hasSuffix("index.html") }
            .sorted()
            .map { SitemapView.Entry(loc: base + String($0.dropLast("index.html".count))) }
        let text = try templates.render(SitemapView(entries: entries), template: "sitemap")
        return OutputFile(path: "sitemap.xml", text: text)
    }

    private func assets() throws -> [OutputFile] {
        try templates.assets.map { relative in
            OutputFile(path: relative, data: try fileIO.read(templates.root.appendingPathComponent(relative)))
        }
    }
}
