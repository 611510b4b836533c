import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The Plan stage decides reuse before any document is read; Ingest reads the rest and the plan
/// withdraws its reuse when the site navigation the reused pages show has changed.
@Suite struct BuildPlanTests {
    func content() throws -> InMemoryFileSystem {
        try TestSupport.memorySite(documents: [
            "harbor/DESIGN.md": try TestSupport.fixture("tokens/harbor.md"),
            "acme/DESIGN.md": try TestSupport.fixture("components/acme-tables.md"),
            "setext.md": try TestSupport.fixture("structure/setext.md"),
        ])
    }

    func build(_ memory: InMemoryFileSystem, incremental: Bool = true) throws -> (state: BuildState, lines: [String]) {
        var options = TestSupport.memoryOptions
        options.incremental = incremental
        var lines: [String] = []
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "test")
            .build(options) { lines.append($0) }
        return (state, lines)
    }

    func line(_ stage: String, in lines: [String]) -> String? {
        lines.first { $0.contains("] \(stage.padding(toLength: 10, withPad: " ", startingAt: 0)) ") }
    }

    @Test func planReusesWhatDidNotChangeAndIngestReadsTheRest() throws {
        let memory = try content()
        let first = try build(memory)
        #expect(line("Plan", in: first.lines)?.contains("no cache matches this site: all 3 systems built afresh") == true)
        #expect(first.lines.first?.hasPrefix("[1/12] Scan ") == true)

        let text = try #require(memory.text("/Content/harbor/DESIGN.md"))
        memory.add("/Content/harbor/DESIGN.md", Data(text.replacingOccurrences(of: "rgb(51, 102, 255)", with: "rgb(40, 90, 200)").utf8))
        let second = try build(memory)
        #expect(Set(second.state.plan.reused.keys) == ["acme", "setext"])
        #expect(line("Plan", in: second.lines)?.contains("2 of 3 systems unchanged, to reuse") == true)
        #expect(line("Ingest", in: second.lines)?.contains("1 document read") == true, "one document, in the singular")
        #expect(line("Ingest", in: second.lines)?.contains("2 reused") == true)
        #expect(second.state.systems.map(\.slug) == ["harbor"])
    }

    @Test func aNewNameWithdrawsThePlannedReuse() throws {
        let memory = try content()
        _ = try build(memory)
        memory.add("/Content/harbor/specimen.yml", Data("name: Harbour\n".utf8))
        let renamed = try build(memory)
        // Planned before the new name was read; every page names it in its header.
        #expect(line("Plan", in: renamed.lines)?.contains("2 of 3 systems unchanged, to reuse") == true)
        #expect(line("Ingest", in: renamed.lines)?.contains("3 documents read") == true)
        #expect(line("Ingest", in: renamed.lines)?.contains("2 planned for reuse read again") == true)
        #expect(renamed.state.plan.reused.isEmpty)
        #expect(renamed.state.reused.isEmpty)
    }

    @Test func cleanPlansNothingButStillRecordsTheInputs() throws {
        let memory = try content()
        _ = try build(memory)
        let clean = try build(memory, incremental: false)
        #expect(line("Plan", in: clean.lines)?.contains("--clean: all 3 systems built afresh") == true)
        #expect(clean.state.plan.reused.isEmpty)
        #expect(line("Record", in: clean.lines)?.contains("3 systems recorded") == true)
        // What Ingest read, digested, is recorded: the next build reuses every system.
        let next = try build(memory)
        #expect(line("Plan", in: next.lines)?.contains("3 of 3 systems unchanged, to reuse") == true)
    }

    /// The analysis commands (`tokens`, `audit`, `lint`) keep no cache: no Plan stage, and
    /// Ingest reads every system.
    @Test func analysisHasNoPlan() throws {
        let memory = try content()
        var lines: [String] = []
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions) { lines.append($0) }
        #expect(lines.map { $0.split(separator: " ")[1] } == ["Scan", "Ingest", "Extract", "Resolve", "Components", "Audit", "Lint"])
        #expect(state.systems.count == 3)
        #expect(state.plan.siteKey == nil)
    }
}
