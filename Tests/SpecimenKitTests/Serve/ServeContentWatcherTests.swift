import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Watching the content and templates")
struct ServeContentWatcherTests {
    @Test("Edits, new files and deletions change the snapshot; editor scratch files do not")
    func snapshots() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let watcher = fixture.server.watcher
        let before = watcher.snapshot()
        #expect(before.files.keys.contains(fixture.content + "/mabel/DESIGN.md"))
        #expect(before.files.keys.contains(fixture.templates + "/pages/home.mustache"))

        try fixture.write("Content/mabel/.DESIGN.md.swp", "scratch")
        try fixture.write("Content/mabel/DESIGN.md~", "backup")
        #expect(watcher.snapshot() == before)

        try fixture.append("Content/mabel/DESIGN.md", "\nMore.\n")
        let edited = watcher.snapshot()
        #expect(edited != before)

        try fixture.write("Content/new.md", "# New\n")
        let added = watcher.snapshot()
        #expect(added != edited)
        try FileManager.default.removeItem(atPath: fixture.content + "/new.md")
        #expect(watcher.snapshot() == edited)

        // A site built into the templates folder, and a build's staging folder, are not input.
        try FileManager.default.createDirectory(atPath: fixture.templates + "/Public.specimen-staging", withIntermediateDirectories: true)
        try fixture.write("Templates/Public.specimen-staging/index.html", "staged")
        try FileManager.default.createDirectory(atPath: fixture.templates + "/Public", withIntermediateDirectories: true)
        try fixture.write("Templates/Public/" + SiteWriter.markerName, "")
        try fixture.write("Templates/Public/index.html", "built")
        #expect(watcher.snapshot() == edited)
    }

    @Test("nextChange waits for a change and returns once the folders are quiet")
    func debounce() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        // Saves 10 ms apart against a quiet time of a second: a loaded machine that stretches
        // the gaps tenfold still makes one burst.
        let watcher = ContentWatcher(folders: [fixture.content], interval: .milliseconds(30), settle: .seconds(1))
        let (_, settled) = try await change(watcher) {
            for index in 0..<3 {
                try await Task.sleep(for: .milliseconds(10))
                try fixture.append("Content/mabel/DESIGN.md", "\nburst \(index)\n")
            }
        }
        #expect(settled == watcher.snapshot(), "the returned snapshot includes the whole burst")
    }

    /// The snapshot before `edit` runs, and the next change `watcher` reports after it, or nil
    /// when none is reported within two minutes. The limit is far above the 30-100 ms the
    /// watchers here need: the watcher and this timeout share Swift's cooperative threads (one a
    /// core) with the rest of the suite, and on two busy cores both can wait many seconds for
    /// one; a timeout of 20 s was once reached that way, by a watcher that had not failed.
    private func change(
        _ watcher: ContentWatcher, _ edit: @escaping @Sendable () async throws -> Void
    ) async throws -> (before: ContentWatcher.Snapshot, after: ContentWatcher.Snapshot?) {
        let baseline = watcher.snapshot()
        let task = Task { try await watcher.nextChange(after: baseline) }
        try await edit()
        let settled = try await withThrowingTaskGroup(of: ContentWatcher.Snapshot?.self) { group in
            group.addTask { try await task.value }
            group.addTask {
                try await Task.sleep(for: .seconds(120))
                task.cancel()
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        return (baseline, settled)
    }

    #if os(Linux)
    /// Polls ten minutes apart: within the tests' two minutes, only a file event reports a change.
    private func eventsOnly(_ fixture: ServeFixture) -> ContentWatcher {
        ContentWatcher(folders: [fixture.content], interval: .seconds(600), settle: .milliseconds(50))
    }

    @Test("On Linux a save wakes the watcher at once, not at its next poll")
    func fileEventsWake() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let watcher = eventsOnly(fixture)
        let (before, settled) = try await change(watcher) {
            try await Task.sleep(for: .milliseconds(50))
            try fixture.append("Content/mabel/DESIGN.md", "\nSaved.\n")
        }
        #expect(settled != nil, "the save was not reported before the poll")
        #expect(settled == watcher.snapshot())
        #expect(settled != before)
    }

    @Test("On Linux a folder made while the watcher waits is watched before its first file")
    func newFoldersAreWatched() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let (_, settled) = try await change(eventsOnly(fixture)) {
            try await Task.sleep(for: .milliseconds(50))
            try FileManager.default.createDirectory(atPath: fixture.content + "/added", withIntermediateDirectories: false)
            // Long enough for the folder's own event to be handled before the file is written.
            try await Task.sleep(for: .milliseconds(300))
            try fixture.write("Content/added/DESIGN.md", "# Added\n")
        }
        #expect(settled?.files.keys.contains(fixture.content + "/added/DESIGN.md") == true)
    }
    #endif

    @Test("Without file events the watcher still reports a save, at its poll")
    func pollingAlone() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let watcher = ContentWatcher(folders: [fixture.content], interval: .milliseconds(30), settle: .milliseconds(30), events: false)
        let (before, settled) = try await change(watcher) {
            try fixture.append("Content/mabel/DESIGN.md", "\nSaved.\n")
        }
        #expect(settled == watcher.snapshot())
        #expect(settled != before)
    }
}
