import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What a build takes from the previous one, decided by the Plan stage from the build cache
/// before any document is read. Plan is the only stage that reads the cache (Record writes
/// it): Ingest reads what the plan does not reuse, Render carries the reused systems' pages
/// over without knowing where they came from, and Write withdraws the previous record before
/// it replaces the site the record describes.
package struct BuildPlan: Sendable {
    /// Everything besides a system's own files that its pages depend on (`SiteBuilder.siteKey`);
    /// nil when the build keeps no cache (`specimen tokens`, `audit`, `lint`). Still being made
    /// while the first stages run.
    package var siteKey: Pending<String>?
    /// Systems whose pages the previous site supplies, by slug: neither read nor rendered.
    package var reused: [String: BuildCache.Entry] = [:]
    /// The navigation the reused pages show (`SiteNavigation.cacheDependency`).
    package var navigation: [SiteMember.NavEntry] = []
    /// Systems planned for reuse and then read after all, because the navigation changed.
    package var withdrawn: Set<String> = []
    /// The previous site's site-wide pages, as recorded; Render carries them over if the
    /// systems' summaries give the inputs they were drawn from.
    package var pages: SiteRenderer.SitePages?
    /// Reads a reused system's compare columns, kept beside the previous site.
    package var readColumns: @Sendable (_ slug: String, _ recorded: StampedDigest) throws -> [String: String] = { slug, _ in
        throw SpecimenError("internal error: no compare columns kept for \(slug)")
    }

    package func reuses(_ slug: String) -> Bool { reused[slug] != nil }

    /// Deletes the previous build's record beside `output`: it describes the site about to be
    /// replaced, and a build stopped between the swap and Record must not reuse it.
    package func withdrawRecord(of output: String, fileIO: FileIO) throws {
        let path = BuildCache.path(for: output)
        if fileIO.exists(path) { try fileIO.remove(path) }
    }

    /// What a reused system's files drew when it was built, to be reported again.
    package func diagnostics(of slug: String) -> [Diagnostic] { reused[slug]?.diagnostics ?? [] }

    /// Reused pages name every system in their header while it lists them all, so they stay
    /// valid only if that list is unchanged, which only reading the other systems tells. When
    /// it changed, every reuse is withdrawn; returns the slugs withdrawn, to be read after all.
    /// `systemCount` is the site's: in a site larger than the header lists, `read` may be one
    /// batch, and the dependency is empty whatever the systems are called.
    package mutating func confirm(read: [SiteMember.NavEntry], systemCount: Int) -> Set<String> {
        guard !reused.isEmpty,
              SiteNavigation(read + reused.values.map(\.member.nav), systemCount: systemCount).cacheDependency != navigation else { return [] }
        let slugs = Set(reused.keys)
        reused = [:]
        withdrawn.formUnion(slugs)
        return slugs
    }
}
