import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Section pages")
struct SectionPageTests {
    @Test("Headings start at h2 under the page title and never skip a level", arguments: [
        ([2, 3, 3, 2], [2, 3, 3, 2]),
        ([3, 3, 4], [2, 2, 3]),
        ([3, 5, 4, 3], [2, 3, 3, 2]),
        ([4, 2, 3], [2, 2, 3]),
        ([1, 2, 3, 4, 5, 6, 7], [2, 3, 4, 5, 6, 6, 6]),
    ])
    func levels(written: [Int], drawn: [Int]) {
        #expect(SiteRenderer.headingLevels(written) == drawn)
    }

    /// The levels of the `<hN>` elements of a page, in order.
    static func headingLevels(_ html: String) -> [Int] {
        html.matches(of: /<h([1-6])[ >]/).compactMap { Int($0.output.1) }
    }

    @Test("A section whose sub-headings start deep gets h2 first")
    func deepSection() throws {
        let document = """
            # Acme

            ## One

            ### Alpha

            Text.

            ## Front matter

            #### About

            Text.

            ###### Fine print

            More.

            #### Thanks

            End.

            ## Two

            ### Gamma

            Text.
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/acme/front-matter/index.html"))
        #expect(Self.headingLevels(html) == [1, 2, 3, 2])
        let overview = try #require(memory.text("/Public/acme/index.html"))
        #expect(overview.contains("<span>About</span><span>Thanks</span>"))
    }

    @Test("No page of the shipped seeds skips a heading level")
    func seeds() throws {
        let site = try TestSupport.seedSite.get()
        let inspector = SiteInspector(root: site.output)
        for page in inspector.pages {
            let levels = Self.headingLevels(inspector.text(page))
            guard !levels.isEmpty else { continue }
            #expect(levels.first == 1, "\(page)")
            let skips = zip(levels, levels.dropFirst()).filter { $1 > $0 + 1 }
            #expect(skips.isEmpty, "\(page): \(skips)")
        }
    }
}
