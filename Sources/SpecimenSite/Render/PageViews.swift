import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// View models handed to the templates. They hold display-ready strings only; the templates
/// decide all markup, and Mustache escapes every value except the fields named `html`, which
/// carry cmark-gfm's sanitised output.

package struct NavLink: Sendable, Encodable {
    package var title: String
    package var href: String
    package var current: Bool
}

package struct Crumb: Sendable, Encodable {
    package var title: String
    package var href: String?
}

package struct TocEntry: Sendable, Encodable {
    package var title: String
    package var anchor: String
    package var children: [TocEntry]
}

package struct HeadingView: Sendable, Encodable {
    package var level: Int
    package var anchor: String
    package var text: String
    package var html: String?
}

package struct BlockView: Sendable, Encodable {
    package var heading: HeadingView?
    package var html: String?
    /// `L<line>`: the source line the block starts at, so provenance links can land on it.
    /// Not called `anchor`: inside `{{#heading}}` Mustache would find the heading's own.
    package var lineAnchor: String
    /// Tables and code blocks scroll sideways on narrow screens, so they are focusable regions.
    package var scrollLabel: String?
    package var kind: String
}

package struct SidebarView: Sendable, Encodable {
    package var systemName: String
    package var overview: NavLink
    /// Pages Specimen derives from the document: tokens, components, audit.
    package var generated: [NavLink]
    package var sections: [NavLink]
    /// The groups of sections before and after those listed, in a long document.
    package var earlier: NavLink?
    package var later: NavLink?
}

package struct PageView<Body: Sendable & Encodable>: Sendable, Encodable {
    /// Relative path from this page to the site root ("", "../", "../../").
    package var root: String
    package var title: String
    package var description: String?
    package var siteNav: [NavLink]
    package var breadcrumb: [Crumb]
    package var body: Body
    /// Above a system's pages when its DESIGN.md YAML could not be read (`PageBanner`).
    package var banner: PageBanner?
}

package struct SystemCard: Sendable, Codable {
    package var name: String
    package var summary: String?
    package var href: String
    package var sectionCount: Int
    package var tokenCount: Int
    package var sourceFile: String
    /// A few of the system's colours, as a strip on its card.
    package var strip: [StripColor]
}

package struct StripColor: Sendable, Codable {
    package var name: String
    package var css: String
}

package struct HomeView: Sendable, Encodable {
    package var systems: [SystemCard]
    package var systemCount: Int
    /// Systems added, removed and changed since `--base`, when the build has it.
    package var changes: HomeChangesView? = nil
}

package struct SectionLink: Sendable, Encodable {
    package var title: String
    package var href: String
    package var topics: [String]
}

package struct SystemView: Sendable, Encodable {
    package var name: String
    package var subtitle: String?
    package var summary: String?
    package var sourceFile: String
    package var lineCount: Int
    package var intro: [BlockView]
    package var sections: [SectionLink]
    package var sidebar: SidebarView
}

package struct SectionView: Sendable, Encodable {
    package var systemName: String
    package var title: String
    package var titleHTML: String?
    package var blocks: [BlockView]
    package var toc: [TocEntry]
    package var prev: NavLink?
    package var next: NavLink?
    package var sidebar: SidebarView
    package var sourceFile: String
    package var startLine: Int
    package var endLine: Int
}

package struct NotFoundView: Sendable, Encodable {
    package var systems: [SystemCard]
}

package struct SitemapView: Sendable, Encodable {
    package struct Entry: Sendable, Encodable { package var loc: String }
    package var entries: [Entry]
}
