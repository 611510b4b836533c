import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A section under `## Components` whose heading names no kind (`### Form controls`) but whose
/// bullets qualify a property by one (`- Field height: 44px`) describes that kind: the field is
/// drawn as a field, and its `Label:` bullet styles the caption beside it, not the text inside.
@Suite struct KindFromBulletLabelsTests {
    static let document = """
    # Osier

    ## Components

    ### Form controls
    - **Field height**: `44px`
    - **Border**: `1px solid #A8A29E`
    - **Corner radius**: `6px`
    - **Label**: Semibold, 12px, uppercase

    ### Ledger Grid
    - **Header background**: `#F5F5F4`
    - **Row height**: `40px`

    ### Announcements
    - **Banner background**: `#FEF3C7`
    - **Toast background**: `#1C1917`
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aBulletQualifiedByAKindNamesTheSectionsKind() throws {
        let components = try Self.system.get().components
        let controls = try #require(components.first { $0.name == "Form controls" }, "\(components.map(\.name))")
        #expect(controls.kind == .textInput)
        let field = try #require(controls.variants.first?[.default])
        #expect(field.height == 44)
        #expect(field.borderColor?.hex == "#A8A29E")
        #expect(field.font?.size == nil, "the label's type is the caption's, not the field's")
        let label = try #require(controls.parts.first { $0.name == "Label" }, "\(controls.parts.map(\.name))")
        #expect(label.properties.font?.size == 12)
    }

    /// Bullets qualified by two different kinds say nothing of the section's one kind, and a
    /// word that also names a part (a grid's header row) is no kind here.
    @Test func bulletsQualifiedByDifferentKindsOrPartsNameNone() throws {
        let components = try Self.system.get().components
        let announcements = try #require(components.first { $0.name == "Announcements" })
        #expect(announcements.kind == .other)
        let grid = try #require(components.first { $0.name == "Ledger Grid" }, "\(components.map(\.name))")
        #expect(grid.kind != .header)
    }
}
