import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A page background chosen by what a colour is, not by a name that only mentions the
/// background (`Fixtures/audit/page-named-as-a-modifier.md`): a colour laid over the background
/// or an overlay for it is never the page.
@Suite struct PageNamedAsAModifierTests {
    @Test func aNameThatRelatesToTheBackgroundIsNotThePage() throws {
        let system = try TestSupport.analysedSystem(TestSupport.fixture("audit/page-named-as-a-modifier.md"), folder: "quarry")
        let page = try #require(system.audit?.backgrounds.first)
        #expect(page.name == "Chalk", "\(page.name): \(page.reason)")
        #expect(!PageBackground.namesItABackground(["over", "background"]))
        #expect(!PageBackground.namesItABackground(["background", "overlay"]))
        #expect(PageBackground.namesItABackground(["batch", "background"]))
        #expect(PageBackground.namesItABackground(["background", "secondary"]))
        // A name and a note that both say background, the note naming no page, say it once.
        let batch = try #require(system.tokens.tokens.first { $0.name == "Batch Background" })
        let chalk = try #require(system.tokens.tokens.first { $0.name == "Chalk" })
        #expect(PageBackground.score(batch) < PageBackground.score(chalk))
    }
}
