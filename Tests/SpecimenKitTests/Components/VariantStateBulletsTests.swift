import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A state's bullet nested under a variant's, or a caption or label naming a variant and then a
/// state, is that variant's state alone (`Fixtures/components/state-bullets-of-a-variant.md`).
@Suite struct VariantStateBulletsTests {
    static let states = Result { try TestSupport.analysedSystem(TestSupport.fixture("components/state-bullets-of-a-variant.md"), folder: "lantern") }

    @Test func aStateBulletNestedUnderAVariantsBulletIsThatVariantsState() throws {
        let components = try Self.states.get().components
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(buttons.variants.map(\.name) == ["Ember Button", "Kelp Button"], "\(buttons.variants.map(\.name))")
        let ember = try TestSupport.variant("Buttons", "Ember Button", in: components)
        #expect(ember[.hover]?.fill?.hex == "#9C3F1A")
        #expect(ember[.pressed]?.fill?.hex == "#1B2430")
        let kelp = try TestSupport.variant("Buttons", "Kelp Button", in: components)
        #expect(kelp[.hover]?.fill?.hex != "#9C3F1A")
    }

    @Test func aCaptionNamingAVariantAndAStateIsThatVariantsState() throws {
        let components = try Self.states.get().components
        let cards = try #require(components.first { $0.name == "Cards" })
        #expect(!cards.variants.contains { $0.name.contains("Hover") }, "\(cards.variants.map(\.name))")
        let tide = try TestSupport.variant("Cards", "Tide", in: components)
        #expect(tide[.hover]?.shadow?.blur?.value == 24, "\(String(describing: tide[.hover]?.shadow))")
        let harbor = try TestSupport.variant("Cards", "Harbor", in: components)
        #expect(harbor[.hover]?.shadow?.blur?.value != 24)
    }

    @Test func aLabelNamingAVariantAndAStateIsThatVariantsStateAlone() throws {
        let components = try Self.states.get().components
        let pills = try #require(components.first { $0.name == "Pills" })
        #expect(!pills.variants.contains { $0.name.contains("Hover") }, "\(pills.variants.map(\.name))")
        let ember = try TestSupport.variant("Pills", "Ember Pill", in: components)
        #expect(ember[.hover]?.fill?.hex == "#9C3F1A")
        let kelp = try TestSupport.variant("Pills", "Kelp Pill", in: components)
        #expect(kelp[.hover]?.fill?.hex != "#9C3F1A")
    }
}
