import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The site-wide pages: the home page, the cross-system compare pages, the sitemap and the
/// site assets.
extension SiteRenderer {
    /// The site-wide pages, each a job of its own: a compare page holds a column of every system,
    /// and at scale drawing them one after another was a long stretch on one core.
    package enum SitePart: Sendable {
        case home, notFound, assets, fonts
        case compare(ComponentKind)
        case auditOverview, compareIndex

        /// Whether the part is a page a later build may carry over (`SitePages`). The assets
        /// are copies, and the fonts depend on the font files' bytes, which no digest of the
        /// systems sees: both are made in every build.
        package var isPage: Bool {
            switch self {
            case .assets, .fonts: false
            default: true
            }
        }
    }

    /// The parts of the site-wide pages, compare pages first (the largest).
    package func siteParts(_ systems: [SiteMember]) -> [SitePart] {
        Self.compareKinds(systems).map(SitePart.compare) + [.home, .auditOverview, .compareIndex, .notFound, .assets, .fonts]
    }

    /// What one site-wide part emitted: every path, and the digest of each page a later build
    /// may carry over (`SitePart.isPage`); the assets and fonts, remade every build, go undigested.
    package struct SiteFiles {
        package var paths: [String] = []
        package var pages: [String: String] = [:]
    }

    /// Renders one site-wide part from every member's summary in navigation order, handing
    /// each file to `emit`.
    package func render(_ part: SitePart, _ systems: [SiteMember], nav: SiteNavigation, emit: (OutputFile) throws -> Void) throws -> SiteFiles {
        var files = SiteFiles()
        func output(_ file: OutputFile) throws {
            files.paths.append(file.path)
            if part.isPage { files.pages[file.path] = ContentHash.digest(file.data) }
            try emit(file)
        }
        switch part {
        case .home:
            try output(try page(
                "index.html", template: "pages.home", title: "Design systems", description: "Style guides for \(nav.entries.count) design systems.",
                breadcrumb: [], nav: nav, current: nil,
                body: HomeView(systems: systems.map(\.card), systemCount: nav.entries.count, changes: homeChanges(systems))))
        case .compare(let kind):
            let title = "All " + kind.traits.title.lowercased()
            try output(try page(
                "compare/\(Self.compareSlug(kind))/index.html", template: "pages.compare-kind", title: title, description: nil,
                breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: title, href: nil)],
                nav: nav, current: nil, body: CompareKindView(title: title, columns: systems.compactMap { $0.compareColumns[kind.rawValue] })))
        case .auditOverview:
            try output(try page(
                "compare/audit/index.html", template: "pages.audit-overview", title: "Contrast audit overview", description: nil,
                breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: "Contrast audit", href: nil)],
                nav: nav, current: nil, body: AuditOverviewView(rows: systems.compactMap(\.auditRow))))
        case .compareIndex:
            let rows = Self.compareKinds(systems).map { kind in
                CompareRowView(
                    title: kind.traits.title, href: "\(Self.compareSlug(kind))/index.html",
                    counts: systems.map { system in
                        let count = system.componentCounts[kind.rawValue] ?? 0
                        return count == 0 ? "–" : "\(count)"
                    })
            }
            try output(try page(
                "compare/index.html", template: "pages.compare", title: "Compare systems", description: "Every component kind across every system.",
                breadcrumb: [Crumb(title: "Home", href: "../index.html"), Crumb(title: "Compare", href: nil)],
                nav: nav, current: nil, body: CompareIndexView(systemNames: systems.map(\.nav.name), rows: rows)))
        case .notFound:
            try output(try page(
                "404.html", template: "pages.not-found", title: "Page not found", description: nil,
                breadcrumb: [], nav: nav, current: nil, body: NotFoundView(systems: systems.map(\.card))))
        case .assets:
            for file in try assets() { try output(file) }
        case .fonts:
            // The templates' own text and the home page's list of changes are drawn in the
            // shipped fonts too; every system's pages are in its needs.
            var characters = templates.characters
            for row in homeChanges(systems)?.rows ?? [] { characters.formUnion(FontCharacters(row.name + row.summary)) }
            let packaged = try fonts.package(systems.map(\.fonts), characters: characters)
            for file in packaged.files { try output(file) }
            try output(OutputFile(path: "assets/fonts.css", text: try templates.render(FontsView(families: packaged.families), template: "styles.fonts")))
        }
        return files
    }

    /// The component kinds some system has a compare column for, in the kinds' order.
    package static func compareKinds(_ systems: [SiteMember]) -> [ComponentKind] {
        ComponentKind.allCases.filter { kind in systems.contains { $0.compareColumns[kind.rawValue] != nil } }
    }

    package static func compareSlug(_ kind: ComponentKind) -> String {
        String(GalleryBuilder.templateName(kind).dropFirst("components.".count))
    }

    /// Every system's line from its Changes page (reused systems keep theirs in the build
    /// cache), then the systems only the base revision has.
    package func homeChanges(_ members: [SiteMember]) -> HomeChangesView? {
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
    package static func changeRow(_ view: ChangesView, system: AnalyzedSystem) -> SystemChangeRow {
        let status = view.isAdded ? "added" : view.hasChanges ? "changed" : "unchanged"
        var summary = view.counts.map(\.label)
        if view.isAdded { summary.insert("new system", at: 0) }
        return SystemChangeRow(
            name: system.name, href: "\(system.slug)/changes/index.html", status: status,
            statusLabel: status.prefix(1).uppercased() + status.dropFirst(),
            summary: summary.isEmpty ? "no changes" : summary.joined(separator: " · "), regressed: view.regressed)
    }

    package func sitemap(_ paths: [String], baseURL: String) throws -> OutputFile {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let entries = paths
            .filter { $0.hasSuffix("index.html") }
            .sorted()
            .map { SitemapView.Entry(loc: base + String($0.dropLast("index.html".count))) }
        let text = try templates.render(SitemapView(entries: entries), template: "sitemap")
        return OutputFile(path: "sitemap.xml", text: text)
    }

    package func assets() throws -> [OutputFile] {
        // The bytes read with the templates, which the site key digested.
        templates.assetFiles.map { file in
            OutputFile(path: file.path, data: file.data)
        }
    }
}
