import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A bold caption inside a component's section that names a kind of another family
/// (`**Floating Action Button (Compose):**` under a tab bar) opens a component of its own: the
/// parent keeps its own look, and the child takes nothing of the parent's. A caption naming a
/// kind of the section's own family (`**Icon Button:**`, `**Meadow Tag:**` under buttons), a
/// part (`**Badge:**`) or a state (`**Error State:**` under a field) stays the section's.
@Suite struct CaptionedSubComponentTests {
    static let document = """
    # Fernway

    ## Components

    ### Tab Bar

    **Details:**
    - Height: 64px
    - Background: #FDFDFC
    - Border top: 1px solid #D8DCD5
    - Inactive color: #5E665A

    **Floating Action Button (Compose):**
    - Size: 52px diameter
    - Background: #2F5D50
    - Icon: white pencil, 22px

    ### Buttons

    **Solid Button:**
    - Background: #2F5D50
    - Text: #FFFFFF

    **Icon Button:**
    - Background: #E7ECE8
    - Size: 40px

    **Meadow Tag:**
    - Background: #DCE8D5
    - Text: #2F5D50

    ### Note Field

    - Background: #FFFFFF
    - Border: 1px solid #C9CFC4

    **Error State:**
    - Border: 1px solid #A33B2B

    ### Cards

    - Background: #FFFFFF
    - Radius: 12px

    **Badge:**
    - Background: #2F5D50
    - Text: #FFFFFF
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func theChildIsAComponentOfItsOwn() throws {
        let components = try Self.system.get().components
        let fab = try #require(components.first { $0.name.hasPrefix("Floating Action Button") }, "\(components.map(\.name))")
        let look = try #require(fab.variants.first?.states[.default])
        #expect(look.fill?.hex == "#2F5D50")
        #expect(look.borderColor == nil)
        #expect(look.textColor?.hex != "#5E665A")
    }

    @Test func theParentKeepsItsOwnLook() throws {
        let look = try #require(try TestSupport.variant("Tab Bar", in: Self.system.get().components).states[.default])
        #expect(look.fill?.hex == "#FDFDFC")
        #expect(look.borderColor?.hex == "#D8DCD5")
    }

    @Test func aCaptionOfTheSectionsFamilyOrAPartStaysTheSections() throws {
        let names = try Self.system.get().components.map(\.name)
        #expect(!names.contains("Icon Button") && !names.contains("Meadow Tag"))
        #expect(!names.contains("Badge"))
        #expect(!names.contains("Error State"))
        #expect(names.contains("Buttons") && names.contains("Cards"))
    }

    @Test func aStateCaptionIsTheSectionsState() throws {
        let field = try TestSupport.variant("Note Field", in: Self.system.get().components)
        #expect(field.states[.error]?.borderColor?.hex == "#A33B2B")
    }
}
