import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// One system's pages: overview, sections, tokens, gallery, audit and changes, and what the
/// site-wide pages need from it.
extension SiteRenderer {
    /// A system's column on each cross-system page, rendered with the system so that a cached
    /// system's columns need no re-reading.
    package func compareColumns(_ system: AnalyzedSystem, previews: [[GalleryVariantView]], backdrop: Backdrop) throws -> [String: String] {
        var builder = galleryBuilder(system, systemPrefix: "../../\(system.slug)/", backdrop: backdrop)
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

    package func summary(of system: AnalyzedSystem, previews: [[GalleryVariantView]], backdrop: Backdrop, changes: SystemChangeRow?) throws -> SiteMember {
        let auditRow = system.audit.map { report in
            AuditOverviewRow(
                name: system.name, href: "../../\(system.slug)/audit/index.html", pairs: report.pairs.count,
                failingAA: report.failingPairs(at: .aa).count, failingAAA: report.failingPairs(at: .aaa).count,
                contradicted: report.contradictedClaims.count, claims: report.claims.count,
                visionRisks: report.colorVision.filter(\.isRisk).count,
                passesAA: report.failingPairs(at: .aa).isEmpty && report.contradictedClaims.isEmpty,
                measured: !report.pairs.isEmpty || !report.contradictedClaims.isEmpty)
        }
        // The system's text on the site-wide pages; its own pages add theirs (`renderSystems`).
        var fonts = FontPackager.Needs(system)
        fonts.characters = FontCharacters(system.name + (system.summary ?? "") + (changes.map { $0.name + $0.summary } ?? ""))
        return SiteMember(
            nav: SiteMember.NavEntry(system.system), card: card(for: system, root: ""),
            compareColumns: try compareColumns(system, previews: previews, backdrop: backdrop),
            componentCounts: system.components.reduce(into: [:]) { $0[$1.kind.rawValue, default: 0] += 1 },
            auditRow: auditRow, fonts: fonts, changes: changes)
    }

    /// The independent pieces of work a system's files split into, so that the pages of one long
    /// document are drawn on every core rather than on one while the others wait.
    package enum Part {
        case overview, exports, auditData, tokens, audit
        /// The gallery, the changes page and the site-wide summary, which all read the previews.
        case gallery
        case section(Int)

        package static func all(of system: AnalyzedSystem) -> [Part] {
            [.gallery, .overview, .exports, .auditData, .tokens, .audit] + system.outline.sections.indices.map { .section($0) }
        }
    }

    /// What one part produced: the digest of each file it emitted, and the gallery part's summary.
    package struct RenderedPart {
        package var files: [String: String] = [:]
        package var summary: SiteMember?
        /// The characters its pages draw, for the fonts' subsets.
        package var characters = FontCharacters()
    }

    /// Renders one part of `system`'s files, handing each to `emit` as it is drawn.
    package func render(_ part: Part, of system: AnalyzedSystem, nav: SiteNavigation, emit: (OutputFile) throws -> Void) throws -> RenderedPart {
        var rendered = RenderedPart()
        var found = Set<UInt32>()
        func output(_ file: OutputFile) throws {
            rendered.files[file.path] = ContentHash.digest(file.data)
            if file.path.hasSuffix(".html") { FontCharacters.collect(String(decoding: file.data, as: UTF8.self), into: &found) }
            try emit(file)
        }
        switch part {
        case .overview:
            var introSlugger = AnchorSlugger()
            let systemView = SystemView(
                name: system.name,
                subtitle: system.outline.subtitle,
                summary: system.sidecar.summary,
                sourceFile: system.source.displayPath,
                lineCount: system.document.lines.count,
                intro: blocks(system.outline.intro, slugger: &introSlugger),
                sections: system.outline.sections.map { section in
                    SectionLink(
                        title: section.title, href: "\(section.slug)/index.html",
                        topics: Self.topics(section.blocks))
                },
                sidebar: sidebar(system, root: "../", current: nil))
            try output(try page(
                "\(system.slug)/index.html", template: "pages.system", title: system.name, description: system.summary,
                breadcrumb: [Crumb(title: "Home", href: "../index.html"), Crumb(title: system.name, href: nil)],
                nav: nav, current: system.slug, banner: PageBanner(system.system), body: systemView))

        case .exports:
            let exports = ExportInput(system.exportedTokens)
            for exporter in Self.exporters {
                try output(OutputFile(path: "\(system.slug)/\(exporter.fileName)", text: exporter.export(exports, systemName: system.name, systemSlug: system.slug)))
            }

        case .auditData:
            if let audit = system.audit {
                try output(OutputFile(path: "\(system.slug)/audit.json", text: AuditJSONFormatter(compact: true).format(AuditRun(reports: [audit], level: .aa))))
            }

        case .tokens:
            var tokensView = TokenPageBuilder(system: system, linker: SourceLinker(outline: system.outline))
                .build(sidebar: sidebar(system, root: "../../", current: "tokens"))
            tokensView.exports = Self.exporters.map { NavLink(title: $0.fileName, href: "../\($0.fileName)", current: false) }
            try output(try generatedPage(
                "tokens", title: "Tokens", of: system, nav: nav,
                description: "Colours, type, spacing, radii, borders and gradients of \(system.name).", body: tokensView))

        case .audit:
            if let report = system.audit {
                let auditView = AuditPageBuilder(system: system, report: report, linker: SourceLinker(outline: system.outline))
                    .build(sidebar: sidebar(system, root: "../../", current: "audit"))
                try output(try generatedPage(
                    "audit", title: "Contrast audit", of: system, nav: nav,
                    description: "WCAG 2.2 contrast of every pair \(system.name) uses, and the claims its document makes.", body: auditView))
            }

        case .gallery:
            let gallery = galleryBuilder(system, systemPrefix: "../")
            let previews = try gallery.previews()
            let backdrop = gallery.backdrop
            var galleryView = GalleryView(
                systemName: system.name, sidebar: sidebar(system, root: "../../", current: "components"),
                kinds: gallery.kinds(previews: previews), componentCount: counted(system.components.count, "component"),
                backdropNote: Self.backdropNote(backdrop),
                backdropSource: backdrop.light.provenance.map(gallery.source), hasDark: backdrop.dark != nil,
                violationCount: system.ruleViolations.count, hasViolations: !system.ruleViolations.isEmpty)
            galleryView.described = gallery.described()
            galleryView.hasDescribed = !galleryView.described.isEmpty
            galleryView.describedCount = galleryView.described.count
            galleryView.describedVerb = galleryView.described.count == 1 ? "is" : "are"
            try output(try generatedPage(
                "components", title: "Components", of: system, nav: nav,
                description: "Live previews of every component \(system.name) describes.", body: galleryView))

            var changeRow: SystemChangeRow?
            if let changes, let diff = changes.systems[system.slug] {
                let previous = changes.before[system.slug]
                let builder = ChangesPageBuilder(
                    system: system, previous: previous, diff: diff, base: changes.base, beforeRoot: changes.beforeRoot,
                    linker: SourceLinker(outline: system.outline), templates: templates, afterGallery: gallery,
                    beforeGallery: previous.map { galleryBuilder($0, systemPrefix: "../") }, afterPreviews: previews)
                let view = try builder.build(sidebar: sidebar(system, root: "../../", current: Self.changesPage.slug))
                try output(try generatedPage(
                    Self.changesPage.slug, title: Self.changesPage.title, of: system, nav: nav,
                    description: "What changed in \(system.name) since \(changes.base).", body: view))
                changeRow = Self.changeRow(view, system: system)
            }
            rendered.summary = try summary(of: system, previews: previews, backdrop: backdrop, changes: changeRow)

        case .section(let index):
            let sections = system.outline.sections
            let section = sections[index]
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
                nav: nav, current: system.slug, banner: PageBanner(system.system), body: view))
        }
        rendered.characters = FontCharacters(scalars: found)
        return rendered
    }

    package func card(for system: AnalyzedSystem, root: String) -> SystemCard {
        SystemCard(
            name: system.name, summary: system.summary, href: "\(root)\(system.slug)/index.html",
            sectionCount: system.outline.sections.count, tokenCount: system.tokens.tokens.count,
            sourceFile: system.source.displayPath, strip: Self.strip(system.tokens))
    }

    package static func backdropNote(_ backdrop: Backdrop) -> String {
        let names = backdrop.dark.map { dark in dark.name == backdrop.light.name ? backdrop.light.name : "\(backdrop.light.name) (light) and \(dark.name) (dark)" }
            ?? backdrop.light.name
        if backdrop.light.provenance == nil { return "The document names no background; previews sit on white, as a browser would draw them." }
        return backdrop.isHint
            ? "Previews sit on \(names), the background specimen.yml names; the audit measures on the same."
            : "Previews sit on the system's own background, \(names) (\(backdrop.light.reason)); the audit measures on the same."
    }

    /// Machine-readable token files published beside each system's pages.
    package static let exporters: [any TokenExporter] = [
        DTCGExporter(), CSSTokenExporter(), SwiftTokenExporter(), TailwindThemeExporter(), TailwindCSSExporter(),
    ]

    package static let stripLength = 12

    /// The first distinct light-mode colours, in document order.
    package static func strip(_ tokens: ResolvedTokens) -> [StripColor] {
        var seen: Set<String> = []
        var strip: [StripColor] = []
        for token in tokens.tokens where token.mode != .dark && strip.count < stripLength {
            guard case .color(let color)? = tokens.value(of: token, mode: .light), seen.insert(color.hex).inserted else { continue }
            strip.append(StripColor(name: token.name, css: color.css))
        }
        return strip
    }

    /// Turns outline blocks into views, with headings at the levels `headingLevels` gives them.
    package func blocks(_ blocks: [OutlineBlock], slugger: inout AnchorSlugger) -> [BlockView] {
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
    package static func headingLevels(_ written: [Int]) -> [Int] {
        guard let shallowest = written.min() else { return [] }
        var previous = 1
        return written.map { level in
            let drawn = min(6, max(2, min(level - shallowest + 2, previous + 1)))
            previous = drawn
            return drawn
        }
    }

    /// A section's topics for the overview: the headings its page draws as `h2`.
    package static func topics(_ blocks: [OutlineBlock]) -> [String] {
        let headings = blocks.compactMap(\.heading)
        return zip(headings, headingLevels(headings.map(\.level))).compactMap { $1 == 2 ? $0.text : nil }
    }

    package static func toc(_ blocks: [BlockView]) -> [TocEntry] {
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
}
