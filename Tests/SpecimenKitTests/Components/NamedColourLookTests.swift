import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A variant's phrase that calls its colour by a name after a look's word (`solid Fern`,
/// `outline Slate Blue`) or before the fill's (`Slate Blue bg`): filled with it, or outlined in
/// it with its text. A name the document gives no value is kept as its words, not understood,
/// with its line: never dropped, never a colour of Specimen's.
@Suite struct NamedColourLookTests {
    static let document = """
    # Larkspur

    ## Colors
    - **Fern**: #3E6B48
    - **Chalk**: #F7F5F0

    ## Components

    ### Buttons
    - Squared, 4px corners
    - Primary: solid Fern
    - Secondary: outline Fern
    - Tertiary: solid Heather Grey
    - Quaternary: outline Midnight Plum
    - Danger: Brick Clay bg
    - Outline: outline buttons
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ name: String) throws -> ResolvedVariant {
        try TestSupport.variant("Buttons", name, in: system.get().components)
    }

    @Test func aDefinedColourAfterALooksWordFillsOrOutlines() throws {
        #expect(try Self.variant("Primary")[.default]?.fill?.hex == "#3E6B48")
        let secondary = try Self.variant("Secondary")
        #expect(secondary[.default]?.borderColor?.hex == "#3E6B48")
        #expect(secondary[.default]?.textColor?.hex == "#3E6B48")
        #expect(secondary[.default]?.fill?.hex != "#3E6B48")
    }

    @Test func aNameWithNoValueIsNotUnderstoodNeverDropped() throws {
        let tertiary = try Self.variant("Tertiary")
        #expect(tertiary[.default]?.fill == nil && tertiary[.default]?.unresolved.contains("fill") == true,
                "\(String(describing: tertiary[.default]))")
        #expect(tertiary[.default]?.unresolvedValues["fill"]?.provenance.line == 13)
        let quaternary = try Self.variant("Quaternary")
        #expect(quaternary[.default]?.unresolved.contains("borderColor") == true, "\(String(describing: quaternary[.default]?.unresolved))")
        #expect(quaternary[.default]?.unresolvedValues["borderColor"]?.text.contains("Midnight Plum") == true)
        let danger = try Self.variant("Danger")
        #expect(danger[.default]?.unresolved.contains("fill") == true)
    }

    /// A look's word before words that name no colour (`outline buttons`) states no colour.
    @Test func aLooksWordBeforeOtherWordsStatesNoColour() throws {
        let buttons = try #require(Self.system.get().components.first { $0.name == "Buttons" })
        let said = buttons.variants.flatMap { $0.states.values.flatMap { $0.unresolvedValues.values.map(\.text) } }
        #expect(!said.contains { $0.contains("outline buttons") }, "\(said)")
        #expect(buttons.variant(named: "Outline")?[.default]?.borderColor == nil)
    }
}
