import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The site's list of systems, as every page's header and the home page show it.
///
/// It decides three things that must agree: the order (sidecar `order` first, then by slug, so
/// the home page never depends on listing order), how many systems the header names, and so
/// what a system's pages depend on from the rest of the site, which the build cache checks
/// before it reuses them.
package struct SiteNavigation: Sendable, Equatable {
    /// The header names every system while they fit; past that, only the current one (the
    /// home page lists them all). This also keeps each page's size independent of the number
    /// of systems, so large sites build in linear time.
    package static let headerLimit = 8

    package let entries: [SiteMember.NavEntry]
    /// How many systems the site has: `entries` may be only some of them (a batch of a large
    /// site, whose pages name no other system).
    package let systemCount: Int

    package init(_ entries: [SiteMember.NavEntry], systemCount: Int? = nil) {
        self.systemCount = max(systemCount ?? entries.count, entries.count)
        self.entries = entries.sorted { a, b in
            switch (a.order, b.order) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.slug < b.slug
            }
        }
    }

    /// The systems the header of `current`'s pages names.
    package func header(current: String?) -> [SiteMember.NavEntry] {
        systemCount <= Self.headerLimit ? entries : entries.filter { $0.slug == current }
    }

    /// What a system's pages depend on from the rest of the navigation: the whole list while
    /// the header shows it, else only that the header does not.
    package var cacheDependency: [SiteMember.NavEntry] {
        systemCount <= Self.headerLimit ? entries : []
    }
}
