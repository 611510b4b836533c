import Foundation

/// What the site-wide pages (home, 404, navigation, cross-system pages, fonts) need from one
/// system. The build cache keeps it, so a system whose inputs did not change is not read again.
public struct SiteMember: Sendable, Codable {
    /// A system as the site navigation lists it, and the keys it is ordered by.
    public struct NavEntry: Sendable, Codable, Hashable {
        public var slug: String
        public var name: String
        public var order: Int?

        init(_ system: DesignSystem) {
            slug = system.slug
            name = system.name
            order = system.sidecar.order
        }
    }

    public var nav: NavEntry
    var card: SystemCard
    /// The system's column on each cross-system page, by component kind, as rendered HTML.
    var compareColumns: [String: String]
    var componentCounts: [String: Int]
    var auditRow: AuditOverviewRow?
    var fonts: FontPackager.Needs
    /// The system's line in the site home's list of changes, when the build has `--base`.
    var changes: SystemChangeRow? = nil
}
