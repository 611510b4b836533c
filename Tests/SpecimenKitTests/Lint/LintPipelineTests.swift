import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    /// Lint findings travel the build's diagnostic path: printed, on the token page, and
    /// failing `--strict`.
    @Suite("In the build") struct LintPipelineTests {
        func built(_ fixture: String, strict: Bool = false) throws -> (InMemoryFileSystem, Result<BuildState, Error>) {
            let memory = try TestSupport.memorySite(documents: [LintFixtures.document: try TestSupport.fixture("frontmatter/\(fixture)")])
            var options = TestSupport.memoryOptions
            options.strict = strict
            let result = Result { try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(options) }
            return (memory, result)
        }

        @Test func findingsBecomeDiagnosticsWithTheirSeverity() throws {
            let (_, result) = try built("lint-broken-ref-fires.md")
            let state = try result.get()
            let diagnostic = try #require(state.diagnostics.first { $0.message.hasPrefix("[broken-ref]") })
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.file == LintFixtures.document)
            #expect(diagnostic.line == 34)
            #expect(diagnostic.formatted.hasPrefix("sorrel/DESIGN.md:34: error: [broken-ref] components.badge.backgroundColor:"))
            // Said once: the component reader leaves broken references to the lint.
            #expect(state.diagnostics.filter { $0.line == 34 }.count == 1)
        }

        @Test func infoIsANote() throws {
            let (_, result) = try built("lint-missing-sections-fires.md")
            let notes = try result.get().diagnostics.filter { $0.message.hasPrefix("[missing-sections]") }
            #expect(notes.count == 2 && notes.allSatisfy { $0.severity == .note })
        }

        @Test func theTokenPagePanelShowsThem() throws {
            let (memory, result) = try built("lint-orphaned-tokens-fires.md")
            _ = try result.get()
            let page = try #require(memory.text("/Public/sorrel/tokens/index.html"))
            #expect(page.contains("[orphaned-tokens] colors.spare is defined but no component refers to it"))
            #expect(page.contains("sorrel/DESIGN.md:10"))
        }

        @Test func strictFailsOnALintErrorAndNamesIt() throws {
            let (_, result) = try built("lint-duplicate-section-fires.md", strict: true)
            #expect {
                try result.get()
            } throws: { error in
                let error = error as? SpecimenError
                return error?.reason.contains("[duplicate-section]") == true && error?.line == 44
            }
        }

        @Test func strictPassesAQuietDocument() throws {
            let (memory, result) = try built("lint-section-order-quiet.md", strict: true)
            let state = try result.get()
            #expect(state.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(state.diagnostics.map(\.formatted))")
            #expect(memory.text("/Public/sorrel/tokens/index.html") != nil)
        }

        @Test("Documents given by path are linted as named")
        func documentsByPath() throws {
            let path = TestSupport.fixturesFolder + "/frontmatter/lint-unknown-key-fires.md"
            let state = try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: [])).analyze(documents: [path])
            #expect(state.systems.flatMap(\.lintFindings).map(ExpectedFinding.init) == [
                ExpectedFinding("token-summary", .info, "", 1),
                ExpectedFinding("unknown-key", .warning, "typograpy", 20),
                ExpectedFinding("token-like-ignored", .warning, "typograpy", 20),
            ])
            #expect(state.systems.first?.lintFindings.first?.file == path)
            #expect(throws: SpecimenError.self) {
                try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: [])).analyze(documents: [path + ".missing"])
            }
        }
    }
}
