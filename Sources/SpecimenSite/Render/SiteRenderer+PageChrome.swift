import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What every page shares: the layout around the body, the header navigation, the breadcrumb
/// and the system sidebar.
extension SiteRenderer {
    /// A page Specimen derives from a system (`tokens/`, `components/`, `audit/`), rendered
    /// through `pages.<slug>`.
    package func generatedPage<Body: Sendable & Encodable>(
        _ slug: String, title: String, of system: AnalyzedSystem, nav: SiteNavigation, description: String, body: Body
    ) throws -> OutputFile {
        try page(
            "\(system.slug)/\(slug)/index.html", template: "pages.\(slug)", title: "\(title) · \(system.name)",
            description: description,
            breadcrumb: [
                Crumb(title: "Home", href: "../../index.html"),
                Crumb(title: system.name, href: "../index.html"),
                Crumb(title: title, href: nil),
            ],
            nav: nav, current: system.slug, banner: PageBanner(system.system), body: body)
    }

    package func page<Body: Sendable & Encodable>(
        _ path: String, template: String, title: String, description: String?, breadcrumb: [Crumb],
        nav: SiteNavigation, current: String?, banner: PageBanner? = nil, body: Body
    ) throws -> OutputFile {
        let depth = path.split(separator: "/").count - 1
        let root = String(repeating: "../", count: depth)
        let view = PageView(
            root: root, title: title, description: description,
            siteNav: nav.header(current: current).map {
                NavLink(title: $0.name, href: "\(root)\($0.slug)/index.html", current: $0.slug == current)
            } + [NavLink(title: "Compare", href: "\(root)compare/index.html", current: path.hasPrefix("compare/"))],
            breadcrumb: breadcrumb, body: body, banner: banner)
        return OutputFile(path: path, text: try templates.render(view, template: template))
    }

    /// Generated pages live beside the section pages, under names sections can never take.
    package static let generatedPages: [(slug: String, title: String)] = [("tokens", "Tokens"), ("components", "Components"), ("audit", "Contrast audit")]
    /// Listed after them, only in a build with `--base`.
    package static let changesPage = (slug: "changes", title: "Changes")

    /// A sidebar lists every section while a document has at most `sidebarLimit`. Past that it
    /// lists the `sidebarGroup` sections around the page, with links to the groups before and
    /// after (the overview lists them all): every page naming every section would make a
    /// document of n sections n² bytes of navigation.
    package static let sidebarLimit = 100
    package static let sidebarGroup = 50

    package func sidebar(_ system: AnalyzedSystem, root: String, current: String?) -> SidebarView {
        let toSystem = current == nil ? "" : "../"
        let sections = system.outline.sections
        func link(_ index: Int) -> NavLink {
            NavLink(title: sections[index].title, href: "\(toSystem)\(sections[index].slug)/index.html", current: sections[index].slug == current)
        }
        var shown = sections.indices
        var earlier: NavLink?
        var later: NavLink?
        if sections.count > Self.sidebarLimit {
            let position = current.flatMap { slug in sections.firstIndex { $0.slug == slug } } ?? 0
            let start = position / Self.sidebarGroup * Self.sidebarGroup
            shown = start..<min(start + Self.sidebarGroup, sections.count)
            func group(_ first: Int) -> NavLink {
                let last = min(first + Self.sidebarGroup, sections.count)
                return NavLink(title: "Sections \(first + 1)–\(last) of \(sections.count)", href: link(first).href, current: false)
            }
            if start > 0 { earlier = group(start - Self.sidebarGroup) }
            if shown.upperBound < sections.count { later = group(shown.upperBound) }
        }
        return SidebarView(
            systemName: system.name,
            overview: NavLink(title: "Overview", href: toSystem + "index.html", current: current == nil),
            generated: (Self.generatedPages + (changes == nil ? [] : [Self.changesPage])).map {
                NavLink(title: $0.title, href: "\(toSystem)\($0.slug)/index.html", current: $0.slug == current)
            },
            sections: shown.map(link), earlier: earlier, later: later)
    }
}
