import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Finding the systems and reading their documents.
extension SiteBuilder {
    /// Finds the systems under the content folder, in content order.
    package var scan: BuildStage {
        BuildStage("Scan") { [fileIO] state in
            let scan = try Analysis(fileIO: fileIO).scan(content: state.options.content, document: state.options.document)
            state.diagnostics += scan.diagnostics
            state.sources = scan.sources
            if let only = state.options.only, let chosen = scan.sources.first(where: { $0.slug == only }) {
                state.sources = [chosen]
                return "\(only) of \(counted(scan.sources.count, "system")) in \(state.options.content)"
            }
            if let document = state.options.document { return "1 system: \(state.options.contentPath) as \(document.slug)/" }
            return "\(counted(scan.sources.count, "system")) in \(state.options.content)"
        }
    }

    /// Documents given by path rather than found under a content folder (`specimen lint FILE…`).
    package func scan(documents: [String]) -> BuildStage {
        BuildStage("Scan") { [fileIO] state in
            state.sources = try Analysis(fileIO: fileIO).sources(documents: documents)
            return "\(counted(state.sources.count, "document")) given"
        }
    }

    /// Reads every document the plan does not reuse. One unreadable or malformed document fails
    /// the build: publishing a site with a system silently missing is worse than publishing
    /// nothing new.
    package var ingest: BuildStage {
        BuildStage(systems: "Ingest", prepare: { state in
            // A site larger than the header lists is read a batch at a time, so whether reused
            // pages still show the right navigation is settled before any batch: it depends
            // only on the number of systems there.
            if state.sources.count > SiteNavigation.headerLimit {
                _ = state.plan.confirm(read: [], systemCount: state.sources.count)
            }
        }, run: { [fileIO] state in
            let reader = DocumentReader(fileIO: fileIO)
            let sources = state.batchSources
            var read: [String: (system: IngestedSystem, diagnostics: [Diagnostic])] = [:]
            // Documents are read on every core; the first that fails, in content order, ends the build.
            func readAll(_ sources: [SystemSource]) throws {
                let results = sources.concurrentMap { source in Result { try reader.read(source) } }
                for (source, result) in zip(sources, results) {
                    let (system, diagnostics) = try result.get()
                    read[source.slug] = (system, diagnostics)
                    // ICU's rules compile on first use: off Render's path if started now.
                    SwiftTokenExporter.prefetchNamespace(systemName: system.name)
                }
            }
            try readAll(sources.filter { !state.plan.reuses($0.slug) })
            let withdrawn = state.plan.confirm(read: read.values.map { SiteMember.NavEntry($0.system) }, systemCount: state.sources.count)
            try readAll(sources.filter { withdrawn.contains($0.slug) })
            // In content order, as a clean build lists them.
            for source in sources {
                if let (system, diagnostics) = read[source.slug] {
                    state.ingested.append(system)
                    state.diagnostics += diagnostics
                } else {
                    state.diagnostics += state.plan.diagnostics(of: source.slug)
                }
            }
            let bytes = state.ingested.reduce(0) { $0 + $1.document.lines.reduce(0) { $0 + $1.utf8.count + 1 } }
            let sections = state.ingested.reduce(0) { $0 + $1.outline.sections.count }
            let again = sources.filter { state.plan.withdrawn.contains($0.slug) }.count
            return BuildStage.Note(counts: [state.ingested.count, sections, bytes, sources.count - state.ingested.count, again]) { count in
                "\(counted(count[0], "document")) read, \(counted(count[1], "section")), \(count[2] / 1024) KB"
                    + (count[3] > 0 ? ", \(count[3]) reused" : "")
                    + (count[4] == 0 ? "" : ", \(count[4]) planned for reuse read again (the site navigation changed)")
            }
        })
    }
}
