import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Record: the build cache written beside the site, from what Render built. With Plan, the
/// only stage that knows the cache.
extension SiteBuilder {
    /// The cache entry of a freshly built system: the digests of what it was built from and of
    /// what it produced, and the diagnostics its files drew. nil when a font it ships can no
    /// longer be read: the system is then simply built again next time.
    package func cacheEntry(_ built: BuildState.BuiltSystem) -> BuildCache.Entry? {
        var inputs = built.inputDigests
        for path in built.fontFiles {
            guard let data = try? fileIO.read(path) else { return nil }
            inputs[path] = ContentHash.digest(data)
        }
        return BuildCache.Entry(
            document: built.source.documentPath, sidecar: built.source.sidecarPath, inputs: inputs, inputStamps: built.inputStamps,
            files: built.rendered.files,
            member: built.rendered.summary, diagnostics: built.diagnostics, pages: built.rendered.pagesDigest)
    }


    /// Writes the build cache beside the site Write put in place, for the next build to reuse
    /// what did not change.
    package var record: BuildStage {
        BuildStage("Record") { [fileIO, memo] state in
            guard let site = try state.plan.siteKey?.value() else { return "no cache" }
            // A reused system's files were linked into the new site, so its stamps still hold;
            // a fresh system's files are stamped as Write left them.
            let fresh = state.built.compactMapValues { built in
                cacheEntry(built).map { BuildCache.stamped($0, output: state.options.output, fileIO: fileIO) }
            }
            let systems = state.plan.reused.merging(fresh) { _, fresh in fresh }
            let nav = SiteNavigation(state.rendered.map(\.summary.nav) + state.plan.reused.values.map(\.member.nav))
            let pages = state.sitePages.map { drawn in
                var pages = BuildCache.Pages(drawn)
                pages.stamps = BuildCache.stamps(pages.files.keys, output: state.options.output, fileIO: fileIO)
                return pages
            }
            // A cache that cannot be written costs the next build its speed, nothing else.
            do {
                let cache = try BuildCache(format: BuildCache.format, site: site, nav: nav.entries, systems: systems, pages: pages)
                    .save(state.options.output, fileIO: fileIO)
                memo?.keep(cache, for: state.options.output, fileIO: fileIO)
            } catch {
                return "cache not written: \(error)"
            }
            return "\(counted(systems.count, "system")) recorded"
        }
    }
}
