import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The content folder as the server sees it: every system read once, and read again when its
/// document or sidecar changes.
///
/// Each request scans the folder (a listing, no reading) and compares each system's files'
/// stamps (size and modification time, taken before the bytes are read, as the build cache
/// does) with those it was read at, so a save is seen by the next request without a watcher.
/// A system is read on a thread of its own, never on the concurrency pool the server answers
/// on, so a long document being read holds up only the requests that need it.
package actor ContentLibrary {
    /// The folder as given (`Content`).
    package nonisolated let content: String
    package nonisolated let fileIO: FileIO

    /// One system's reading: the analysed system, or the error that stopped it (a front matter
    /// that never closes), with the stamps of the files it was read from.
    package struct Reading: Sendable {
        package var source: SystemSource
        package var stamps: [FileStamp?]
        package var result: Result<AnalyzedSystem, AgentError>
        /// What reading, resolving and linting the system reported, relative to the content folder.
        package var diagnostics: [Diagnostic]
    }

    /// The systems found by one scan, in content order, and what the scan itself reported (a
    /// symlink out of the folder, a folder with two documents).
    package struct Snapshot: Sendable {
        package var readings: [Reading]
        package var problems: [Diagnostic]

        package func reading(_ slug: String) -> Reading? { readings.first { $0.source.slug == slug } }
        package var slugs: [String] { readings.map(\.source.slug) }
    }

    private struct Key: Hashable {
        var source: SystemSource
        var stamps: [FileStamp?]
    }

    private var readings: [String: Reading] = [:]
    private var pending: [Key: Task<Reading, Never>] = [:]
    /// How many times a document has been read, by slug: what tests check a change against.
    package private(set) var readCount: [String: Int] = [:]

    package init(content: String, fileIO: FileIO = .local) {
        self.content = content
        self.fileIO = fileIO
    }

    /// The folder with every symlink resolved: what every path an agent names must lie in.
    package nonisolated var root: String? { fileIO.resolve(content) }

    /// Every system, each read afresh if its files changed since it was last read.
    package func snapshot() async throws -> Snapshot {
        let scan: (sources: [SystemSource], diagnostics: [Diagnostic])
        do {
            scan = try ContentScanner(fileIO: fileIO).scan(content)
        } catch let error as SpecimenError {
            throw AgentError(error)
        }
        var tasks: [Task<Reading, Never>] = []
        for source in scan.sources { tasks.append(reading(source)) }
        var result: [Reading] = []
        for task in tasks { result.append(await task.value) }
        // A system no longer in the folder is forgotten.
        let present = Set(scan.sources.map(\.slug))
        readings = readings.filter { present.contains($0.key) }
        return Snapshot(readings: result, problems: scan.diagnostics.filter { $0.severity >= .warning })
    }

    /// One system by slug, read afresh if it changed; an unknown slug is an error that lists
    /// the known ones.
    package func system(_ slug: String, argument: String = "system") async throws -> AnalyzedSystem {
        let scan: (sources: [SystemSource], diagnostics: [Diagnostic])
        do {
            scan = try ContentScanner(fileIO: fileIO).scan(content)
        } catch let error as SpecimenError {
            throw AgentError(error)
        }
        guard let source = scan.sources.first(where: { $0.slug == slug }) else {
            let known = scan.sources.map(\.slug).sorted().joined(separator: ", ")
            throw AgentError("no system '\(slug)' in \(content); the systems are: \(known)", argument: argument)
        }
        return try await reading(source).value.result.get()
    }

    /// Starts reading every system in the background, so the first requests find them read.
    package func warmUp() async {
        guard let scan = try? ContentScanner(fileIO: fileIO).scan(content) else { return }
        for source in scan.sources { _ = reading(source) }
    }

    /// The system's reading if its files are as they were, else a new reading (shared with any
    /// request already waiting for the same files).
    private func reading(_ source: SystemSource) -> Task<Reading, Never> {
        let stamps = source.stampedInputs.map(fileIO.stamp)
        if let known = readings[source.slug], known.source == source, known.stamps == stamps {
            return Task { known }
        }
        let key = Key(source: source, stamps: stamps)
        if let running = pending[key] { return running }
        let content = content
        let fileIO = fileIO
        let task = Task<Reading, Never> {
            let reading = await OwnThread.run { Self.read(source, stamps: stamps, content: content, fileIO: fileIO) }
            self.finish(reading, key: key)
            return reading
        }
        pending[key] = task
        return task
    }

    private func finish(_ reading: Reading, key: Key) {
        pending[key] = nil
        readCount[reading.source.slug, default: 0] += 1
        // A reading of files saved over since never replaces one of the files as they are now.
        let current = reading.source.stampedInputs.map(fileIO.stamp)
        if let known = readings[reading.source.slug], known.source == reading.source, known.stamps == current, reading.stamps != current {
            return
        }
        readings[reading.source.slug] = reading
    }

    /// Reads, resolves, audits and lints one system: the stages `specimen audit` runs.
    private static func read(_ source: SystemSource, stamps: [FileStamp?], content: String, fileIO: FileIO) -> Reading {
        do {
            let analysis = try Analysis(fileIO: fileIO).analyze(sources: [source], content: content)
            guard let system = analysis.systems.first else {
                return Reading(source: source, stamps: stamps, result: .failure(AgentError("the document was not read", file: source.displayPath)), diagnostics: analysis.diagnostics)
            }
            return Reading(source: source, stamps: stamps, result: .success(system), diagnostics: analysis.diagnostics)
        } catch let error as SpecimenError {
            return Reading(source: source, stamps: stamps, result: .failure(AgentError(error)), diagnostics: [])
        } catch {
            return Reading(source: source, stamps: stamps, result: .failure(AgentError("cannot read the system: \(error)", file: source.displayPath)), diagnostics: [])
        }
    }
}
