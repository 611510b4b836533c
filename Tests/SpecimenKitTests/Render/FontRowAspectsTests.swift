import Testing
@testable import SpecimenReading
import SpecimenSite

/// The gallery's Font row names the case and tracking drawn as well as the size, weight and
/// family: a row beside a sentence never shows an empty value as if the sentence were understood.
@Suite struct FontRowAspects {
    @Test func theFontRowNamesTheCaseAndTracking() throws {
        let memory = try TestSupport.memorySite(documents: ["tidewell/DESIGN.md": try TestSupport.fixture("components/type-clauses-in-bullets.md")])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/tidewell/components/index.html"))
        #expect(html.contains("<td>Heading row</td><td>Font</td><td>12pt semibold uppercase 0.06em tracking</td>"))
        #expect(!html.contains("<td>Font</td><td></td>"))
    }
}
