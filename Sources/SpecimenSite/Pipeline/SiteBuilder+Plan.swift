import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Deciding, from the build cache, what the previous build can supply.
extension SiteBuilder {
    /// Reuses a system, without reading or rendering it, when its inputs, the site key and its
    /// pages in the previous site are as the cache recorded them (`BuildCache.reusable`);
    /// Ingest then confirms that the site navigation the reused pages show is unchanged
    /// (`BuildPlan.confirm`). `--clean` reuses nothing and digests nothing here: Ingest digests
    /// the bytes it reads, which are what Record keeps, so that the cache names the version the
    /// pages were drawn from even if a document is saved between the two reads.
    package var plan: BuildStage {
        BuildStage("Plan") { [fileIO, memo] state in
            // The key waits for the font list and the templates, on a thread of its own: the inputs
            // are digested meanwhile, and a --clean build needs the key only in Record.
            let options = state.options
            // The templates folder is read once, here, for the key and for Render's library.
            let templates = Pending { try TemplateFiles.read(options.templates, fileIO: fileIO) }
            state.templateFiles = templates
            let key = Pending { try siteKey(options, templates: templates.value()) }
            var plan = BuildPlan(siteKey: key)
            var inputDigests: [String: [String: String]] = [:]
            var cache: BuildCache?
            if options.incremental {
                // The cache decodes (on every core) while the documents' stamps are taken and the
                // key is made; it is checked against the key after.
                let stored = memo == nil ? Pending { BuildCache.load(options.output, fileIO: fileIO) } : nil
                let paths = state.sources.flatMap(\.stampedInputs)
                let stamps = Dictionary(paths.map { ($0, fileIO.stamp($0)) }, uniquingKeysWith: { first, _ in first })
                if let memo {
                    cache = memo.cache(for: options.output, site: try key.value(), fileIO: fileIO)
                } else if let stored, let found = try? stored.value(), found.site == (try key.value()) {
                    // The key (and with it the font list) is waited for only when there is a cache
                    // to check: a first build reads its documents while the fonts are listed.
                    cache = found
                }
                // A file whose stamp is as recorded has its recorded digest; any other is read.
                // Without a cache nothing can be reused, and nothing needs digesting.
                if let cache {
                    for source in state.sources {
                        let entry = cache.systems[source.slug]
                        var digests: [String: String] = [:]
                        for path in source.stampedInputs {
                            if let entry, let recorded = entry.inputStamps[path], stamps[path] == recorded, let digest = entry.inputs[path] {
                                digests[path] = digest
                            } else {
                                digests[path] = ContentHash.digest(try fileIO.read(path))
                            }
                        }
                        inputDigests[source.slug] = digests
                    }
                }
            }
            let output = options.output
            if let cache {
                plan.navigation = SiteNavigation(cache.nav).cacheDependency
                plan.pages = cache.reusablePages(output: output, fileIO: fileIO)
                plan.readColumns = { slug, recorded in try BuildCache.Columns.read(recorded, of: slug, output: output, fileIO: fileIO) }
            }
            // Systems are checked on every core: each check stats the system's pages in the previous
            // site, and after a reboot each stat waits for the disk.
            let reusable = state.sources.concurrentMap { [cache, inputDigests] source -> BuildCache.Entry? in
                guard let cache, let digests = inputDigests[source.slug] else { return nil }
                return cache.reusable(
                    source, documentDigest: digests[source.documentPath]!, sidecarDigest: source.sidecarPath.flatMap { digests[$0] },
                    output: output, fileIO: fileIO)
            }
            for (source, entry) in zip(state.sources, reusable) {
                if let entry { plan.reused[source.slug] = entry }
            }
            if plan.reused.count < state.sources.count { Self.prepareVocabulary() }
            state.plan = plan
            let count = state.sources.count
            let all = count == 1 ? "the system" : "all \(count) systems"
            if !state.options.incremental { return "--clean: \(all) built afresh" }
            guard cache != nil else { return "no cache matches this site: \(all) built afresh" }
            return "\(plan.reused.count) of \(counted(count, "system")) unchanged, to reuse"
        }
    }

    /// Everything besides a system's own files that its pages depend on.
    package func siteKey(_ options: BuildOptions, templates: TemplateFiles) throws -> String {
        var key = "format \(BuildCache.format)\ntool \(toolFingerprint)\nbase \(options.baseURL ?? "")\n"
        if let changes = try baseKey(options) { key += changes + "\n" }
        for file in templates.files {
            key += "template \(file.path) \(file.digest)\n"
        }
        for face in fontCatalog.faces {
            key += "font \(face.family) \(face.weight) \(face.italic) \(face.path)\n"
        }
        return ContentHash.digest(Data(key.utf8))
    }
}
