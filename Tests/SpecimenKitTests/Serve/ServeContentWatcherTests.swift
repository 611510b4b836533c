import Foundation
import Testing
@testable import SpecimenKit

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
        let watcher = ContentWatcher(folders: [fixture.content], interval: .milliseconds(30))
        let baseline = watcher.snapshot()
        let task = Task { try await watcher.nextChange(after: baseline) }
        for index in 0..<3 {
            try await Task.sleep(for: .milliseconds(10))
            try fixture.append("Content/mabel/DESIGN.md", "\nburst \(index)\n")
        }
        let settled = try await withThrowingTaskGroup(of: ContentWatcher.Snapshot?.self) { group in
            group.addTask { try await task.value }
            group.addTask {
                try await Task.sleep(for: .seconds(10))
                task.cancel()
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        #expect(settled == watcher.snapshot(), "the returned snapshot includes the whole burst")
    }
}
