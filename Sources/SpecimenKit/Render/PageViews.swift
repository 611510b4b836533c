/// View models handed to the templates. They hold display-ready strings only; the templates
/// decide all markup, and Mustache escapes every value except the fields named `html`, which
/// carry cmark-gfm's sanitised output.

struct NavLink: Sendable, Encodable {
    var title: String
    var href: String
    var current: Bool
}

struct Crumb: Sendable, Encodable {
    var title: String
    var href: String?
}

struct TocEntry: Sendable, Encodable {
    var title: String
    var anchor: String
    var children: [TocEntry]
}

struct HeadingView: Sendable, Encodable {
    var level: Int
    var anchor: String
    var text: String
    var html: String?
}

struct BlockView: Sendable, Encodable {
    var heading: HeadingView?
    var html: String?
    /// `L<line>`: the source line the block starts at, so provenance links can land on it.
    /// Not called `anchor`: inside `{{#heading}}` Mustache would find the heading's own.
    var lineAnchor: String
    /// Tables and code blocks scroll sideways on narrow screens, so they are focusable regions.
    var scrollLabel: String?
    var kind: String
}

struct SidebarView: Sendable, Encodable {
    var systemName: String
    var overview: NavLink
    /// Pages Specimen derives from the document: tokens, components, audit.
    var generated: [NavLink]
    var sections: [NavLink]
    /// The groups of sections before and after those listed, in a long document.
    var earlier: NavLink?
    var later: NavLink?
}

struct PageView<Body: Sendable & Encodable>: Sendable, Encodable {
    /// Relative path from this page to the site root ("", "../", "../../").
    var root: String
    var title: String
    var description: String?
    var siteNav: [NavLink]
    var breadcrumb: [Crumb]
    /// Above a system's pages when its DESIGN.md YAML could not be read (`PageBanner`).
    var banner: PageBanner?
    var body: Body
}

struct SystemCard: Sendable, Codable {
    var name: String
    var summary: String?
    var href: String
    var sectionCount: Int
    var tokenCount: Int
    var sourceFile: String
    /// A few of the system's colours, as a strip on its card.
    var strip: [StripColor]
}

struct StripColor: Sendable, Codable {
    var name: String
    var css: String
}

struct HomeView: Sendable, Encodable {
    var systems: [SystemCard]
    var systemCount: Int
    /// Systems added, removed and changed since `--base`, when the build has it.
    var changes: HomeChangesView? = nil
}

struct SectionLink: Sendable, Encodable {
    var title: String
    var href: String
    var topics: [String]
}

struct SystemView: Sendable, Encodable {
    var name: String
    var subtitle: String?
    var summary: String?
    var sourceFile: String
    var lineCount: Int
    var intro: [BlockView]
    var sections: [SectionLink]
    var sidebar: SidebarView
}

struct SectionView: Sendable, Encodable {
    var systemName: String
    var title: String
    var titleHTML: String?
    var blocks: [BlockView]
    var toc: [TocEntry]
    var prev: NavLink?
    var next: NavLink?
    var sidebar: SidebarView
    var sourceFile: String
    var startLine: Int
    var endLine: Int
}

struct NotFoundView: Sendable, Encodable {
    var systems: [SystemCard]
}

struct SitemapView: Sendable, Encodable {
    struct Entry: Sendable, Encodable { var loc: String }
    var entries: [Entry]
}
