import Foundation

/// Finding the systems and reading their documents.
extension SiteBuilder {
    /// Finds the systems under the content folder, in content order.
    var scan: BuildStage {
        BuildStage("Scan") { [fileIO] state in
            let scan = try ContentScanner(fileIO: fileIO).scan(state.options.content)
            state.diagnostics += scan.diagnostics
            if let failure = scan.diagnostics.first(where: { $0.severity == .error }) {
                throw SpecimenError(failure.message, file: state.options.content.appendingPathComponent(failure.file), line: failure.line)
            }
            state.sources = scan.sources
            return "\(scan.sources.count) systems in \(state.options.content)"
        }
    }

    /// Documents given by path rather than found under a content folder (`specimen lint
    /// FILE…`): each is a system of its own, without a sidecar, named as given. A path that is
    /// not a readable Markdown document fails, as an unreadable document in a content folder
    /// does.
    func scan(documents: [String]) -> BuildStage {
        BuildStage("Scan") { [fileIO] state in
            var taken: Set<String> = []
            for path in documents {
                guard fileIO.kind(path) != nil else { throw SpecimenError("no such file", file: path) }
                guard !fileIO.isDirectoryFollowingLinks(path) else {
                    throw SpecimenError("is a folder; lint a folder of systems with --content", file: path)
                }
                let name = (path as NSString).lastPathComponent
                let base = Slug.make(ContentScanner.stripExtension(name), fallback: "document")
                var slug = base
                var counter = 2
                while !taken.insert(slug).inserted {
                    slug = "\(base)-\(counter)"
                    counter += 1
                }
                state.sources.append(SystemSource(
                    slug: slug, documentPath: path, displayPath: path, sidecarPath: nil,
                    folder: (path as NSString).deletingLastPathComponent))
            }
            return "\(state.sources.count) documents given"
        }
    }

    /// Reads every document the plan does not reuse. One unreadable or malformed document fails
    /// the build: publishing a site with a system silently missing is worse than publishing
    /// nothing new.
    var ingest: BuildStage {
        BuildStage("Ingest") { [fileIO] state in
            let reader = DocumentReader(fileIO: fileIO)
            var read: [String: (system: DesignSystem, diagnostics: [Diagnostic])] = [:]
            for source in state.sources where !state.plan.reuses(source.slug) {
                read[source.slug] = try reader.read(source)
            }
            let withdrawn = state.plan.confirm(read: read.values.map { SiteMember.NavEntry($0.system) })
            for source in state.sources where withdrawn.contains(source.slug) {
                read[source.slug] = try reader.read(source)
            }
            // In content order, as a clean build lists them.
            for source in state.sources {
                if let (system, diagnostics) = read[source.slug] {
                    state.systems.append(system)
                    state.diagnostics += diagnostics
                } else {
                    state.diagnostics += state.plan.diagnostics(of: source.slug)
                }
            }
            let bytes = state.systems.reduce(0) { $0 + $1.document.lines.reduce(0) { $0 + $1.utf8.count + 1 } }
            let sections = state.systems.reduce(0) { $0 + $1.outline.sections.count }
            let skipped = state.sources.count - state.systems.count
            let notes = (skipped > 0 ? ", \(skipped) reused" : "")
                + (withdrawn.isEmpty ? "" : ", \(withdrawn.count) planned for reuse read again (the site navigation changed)")
            return "\(state.systems.count) documents read, \(sections) sections, \(bytes / 1024) KB\(notes)"
        }
    }
}
