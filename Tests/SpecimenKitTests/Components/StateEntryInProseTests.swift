import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `Fixtures/frontmatter/state-entries-in-prose.md`: front-matter `-focused` entries, read as
/// their fields' focus states, whose border only the prose gives: in a bullet under the field
/// that names the entry's key (`Focus state `text-entry-focused`: …`), and in the entry's own
/// caption (`**`search-field-focused`** — Focus state. The border turns …`).
@Suite struct StateEntryInProseTests {
    static let system = Result { try TestSupport.analysedSystem(TestSupport.fixture("frontmatter/state-entries-in-prose.md"), folder: "lantern") }

    func focus(_ name: String) throws -> ResolvedProperties {
        let variant = try TestSupport.variant(name, in: try Self.system.get().components)
        return try #require(variant[.focus], "\(name) has no focus state")
    }

    @Test func aBulletNamingTheEntrysKeyGivesThatStateItsBorder() throws {
        // The key's `text` is no text colour: the bullet is the focus state's border.
        let look = try focus("text-entry")
        #expect(look.borderColor?.hex == "#0E6E8C")
        #expect(look.textColor?.hex == "#20242B")
        #expect(try TestSupport.variant("text-entry", in: try Self.system.get().components)[.default]?.borderColor?.hex == "#C9CDD3")
    }

    @Test func theEntrysOwnCaptionGivesThatStateItsBorder() throws {
        // A ring after the border, in a later sentence, changes neither its colour nor its width.
        let look = try focus("search-field")
        #expect(look.borderColor?.hex == "#0E6E8C")
        #expect(look.borderWidth != 2)
    }

    @Test func theFrontMattersStatedBorderWins() throws {
        #expect(try focus("note-field").borderColor?.hex == "#0E6E8C")
    }

    @Test func theAuditMeasuresTheFocusRing() throws {
        let pairs = try #require(try Self.system.get().audit).pairs
        for name in ["text-entry", "search-field"] {
            let ring = try #require(pairs.first { $0.context.component == name && $0.context.state == .focus && $0.context.element == "focus ring" },
                                    "\(pairs.filter { $0.context.component == name }.map(\.id))")
            #expect(ring.foreground.hex == "#0E6E8C")
        }
    }
}
