import Foundation

/// The site-wide pages: the home page, the cross-system compare pages, the sitemap and the
/// site assets.
extension SiteRenderer {
    /// The site-wide files, from every member in navigation order; the members' own files were
    /// emitted as they were rendered.
    func renderSite(_ members: [RenderedSystem], nav: SiteNavigation, emit: (OutputFile) throws -> Void) throws {
        let summaries = members.map(\.summary)
        var paths = members.flatMap(\.files.keys)
        func output(_ file: OutputFile) throws {
            paths.append(file.path)
            try emit(file)
        }
        try output(try page(
            "index.html", template: "pages.home", title: "Design systems", description: "Style guides for \(nav.entries.count) design systems.",
            breadcrumb: [], nav: nav, current: nil,
            body: HomeView(systems: summaries.map(\.card), systemCount: nav.entries.count, changes: homeChanges(summaries))))
        try comparePages(summaries, nav: nav, emit: output)
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
    }

    /// Cross-system pages: one per component kind, the systems side by side. Each page holds a
    /// column of every system, so it goes to `emit` as soon as it is rendered rather than all
    /// of them being collected first.
    func comparePages(_ systems: [SiteMember], nav: SiteNavigation, emit: (OutputFile) throws -> Void) throws {
        let kinds = ComponentKind.allCases.filter { kind in systems.contains { $0.compareColumns[kind.rawValue] != nil } }
        var rows: [CompareRowView] = []
        for kind in kinds {
            let slug = String(GalleryBuilder.templateName(kind).dropFirst("components.".count))
            let title = "All " + kind.traits.title.lowercased()
            let columns = systems.compactMap { $0.compareColumns[kind.rawValue] }
            try emit(try page(
                "compare/\(slug)/index.html", template: "pages.compare-kind", title: title, description: nil,
                breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: title, href: nil)],
                nav: nav, current: nil, body: CompareKindView(title: title, columns: columns)))
            rows.append(CompareRowView(
                title: kind.traits.title, href: "\(slug)/index.html",
                counts: systems.map { system in
                    let count = system.componentCounts[kind.rawValue] ?? 0
                    return count == 0 ? "–" : "\(count)"
                }))
        }
        try emit(try page(
            "compare/audit/index.html", template: "pages.audit-overview", title: "Contrast audit overview", description: nil,
            breadcrumb: [Crumb(title: "Home", href: "../../index.html"), Crumb(title: "Compare", href: "../index.html"), Crumb(title: "Contrast audit", href: nil)],
            nav: nav, current: nil, body: AuditOverviewView(rows: systems.compactMap(\.auditRow))))
        try emit(try page(
            "compare/index.html", template: "pages.compare", title: "Compare systems", description: "Every component kind across every system.",
            breadcrumb: [Crumb(title: "Home", href: "../index.html"), Crumb(title: "Compare", href: nil)],
            nav: nav, current: nil, body: CompareIndexView(systemNames: systems.map(\.nav.name), rows: rows)))
    }

    /// Every system's line from its Changes page (reused systems keep theirs in the build
    /// cache), then the systems only the base revision has.
    func homeChanges(_ members: [SiteMember]) -> HomeChangesView? {
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

    func sitemap(_ paths: [String], baseURL: String) throws -> OutputFile {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let entries = paths
            .filter { $0.hasSuffix("index.html") }
            .sorted()
            .map { SitemapView.Entry(loc: base + String($0.dropLast("index.html".count))) }
        let text = try templates.render(SitemapView(entries: entries), template: "sitemap")
        return OutputFile(path: "sitemap.xml", text: text)
    }

    func assets() throws -> [OutputFile] {
        try templates.assets.map { relative in
            OutputFile(path: relative, data: try fileIO.read(templates.root.appendingPathComponent(relative)))
        }
    }
}
