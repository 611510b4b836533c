import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// `Fixtures/frontmatter/notes-naming-other-entries.md`: prose sentences that name another
/// front-matter entry (a joined sibling by the word its key adds, children by their keys, a
/// component compared with) or a part the prose itself draws. None is a part of this one left
/// undrawn: every "Not drawn, as written" note must be true, and said once.
@Suite struct NotesNamingOtherEntriesTests {
    static let system = Result { try TestSupport.analysedSystem(TestSupport.fixture("frontmatter/notes-naming-other-entries.md"), folder: "quarry") }

    func component(_ name: String) throws -> ResolvedComponent {
        let components = try Self.system.get().components
        return try #require(components.first { $0.spec.name == name }, "\(components.map(\.spec.name))")
    }

    /// What the gallery lists under the preview as not drawn.
    func listed(_ name: String) throws -> [String] {
        let found = try component(name)
        return (found.spec.notDrawn + GalleryBuilder.partsNotDrawn(found)).map(\.text)
    }

    @Test func aLineLabelledWithASiblingsWordIsNoPart() throws {
        #expect(try listed("tile").isEmpty)
        #expect(try listed("tile-quiet").isEmpty)
    }

    @Test func componentsDrawnInsideByTheirKeysAreNoPartLeftOut() throws {
        #expect(try listed("band-hero").isEmpty)
        let children = try component("band-hero").spec.parts.compactMap(\.child)
        #expect(children.contains("button-go") && children.contains("button-stop"))
    }

    @Test func aCounterpartIsComparedWithNotHeld() throws {
        #expect(try component("button-night").spec.parts.isEmpty)
        #expect(try listed("button-night").isEmpty)
        let pairs = try #require(try Self.system.get().audit).pairs.filter { $0.context.component == "button-night" }
        #expect(!pairs.isEmpty && pairs.allSatisfy { !$0.id.contains("button-day") }, "\(pairs.map(\.id))")
    }

    @Test func aPartTheProseDrawsIsListedOnceAtMost() throws {
        let closing = try listed("footer-base").filter { $0.hasPrefix("Closing row") }
        #expect(closing.count <= 1, "\(closing)")
        #expect(try component("footer-base").spec.parts.contains { $0.name == "Closing row" && $0.properties.textColor != nil })
    }

    @Test func whatNoDrawnPartCarriesIsStillListed() throws {
        // The perks list is drawn in its type style, but no tick icon is.
        #expect(try listed("card-plan").contains { $0.contains("amber tick icons") })
        // A size borrowed from another entry names no child: the lens glyph is still not drawn.
        #expect(try listed("field-search").contains { $0.contains("lens glyph") })
    }
}
