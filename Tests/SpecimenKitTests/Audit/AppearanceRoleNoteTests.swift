import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A colour whose note gives one role per appearance (`Secondary text (dark) / disabled
/// (light)`) is read in each appearance for its own role only: on the light page it is disabled
/// text, which WCAG 1.4.3 asks nothing of, and is not measured as text there. A system audited
/// in one appearance names none in its rows, since its page may be dark.
@Suite struct AppearanceRoleNoteTests {
    static let document = """
    # Quarry

    ## Colours

    | Name | Hex | Use |
    |------|-----|-----|
    | Paper | `#FFFFFF` | Page background |
    | Ink | `#131618` | Body text |
    | Fog | `#C0C4C8` | Secondary text (dark) / disabled (light) |
    | Slate | `#8A9097` | Caption text (light) / border (dark) |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    func textPair(_ name: String) throws -> ContrastPair? {
        try #require(try Self.system.get().audit).pairs.first { $0.origin == .textToken && $0.foreground.name == name }
    }

    @Test func aRoleMarkedForTheOtherAppearanceIsNotReadInThisOne() throws {
        #expect(try textPair("Ink") != nil)
        #expect(try textPair("Fog") == nil)
        #expect(try textPair("Slate")?.ratioText == "3.22")
    }

    @Test func theNoteKeepsThisAppearancesRolesOnly() {
        let note = "Secondary text (dark) / disabled (light)"
        #expect(TextTokenPairCollector.rolesOfAppearance(note, mode: .light) == "disabled (light)")
        #expect(TextTokenPairCollector.rolesOfAppearance(note, mode: .dark) == "Secondary text (dark)")
        #expect(TextTokenPairCollector.rolesOfAppearance("Links / buttons", mode: .light) == "Links / buttons")
    }

    @Test func oneAppearanceIsNotNamedInARowsPlace() throws {
        let pair = try #require(try textPair("Ink"))
        #expect(pair.context.summary(namingAppearance: false) == "text")
        #expect(pair.context.summary == "text · light")
    }
}
