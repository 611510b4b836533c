import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Fixtures/components/css-rule-restating-variant.md`: a style sheet rule written under a
    /// bulleted variant restates that variant (`.btn-primary` under **Primary Action**): its
    /// padding is the variant's, and no second variant is made from the selector.
    @Suite struct CSSRuleRestatement {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/css-rule-restating-variant.md")) }

        @Test func aRuleRestatingTheVariantAboveIsThatVariant() throws {
            let seed = try Self.seed.get()
            let buttons = try #require(seed.component("Buttons"), "\(seed.dump)")
            #expect(buttons.variants.map(\.name).filter { $0.lowercased().contains("btn") || $0 == "primary" }.isEmpty, "\(seed.dump)")
            let primary = try #require(buttons.variants.first { $0.name.hasPrefix("Primary Action") }, "\(seed.dump)")
            #expect(primary[.default]?.fill?.hex == "#1F7A74")
            #expect(primary[.default]?.paddingVertical == 10 && primary[.default]?.paddingHorizontal == 22, "\(seed.dump)")
            #expect(buttons.variants.contains { $0.name.hasPrefix("Quiet Link") })
        }

        @Test func aSelectorAbbreviationIsTheComponentsName() {
            #expect(StatementSpecReader.abbreviates("btn", "button"))
            #expect(StatementSpecReader.abbreviates("nav", "navigation"))
            #expect(!StatementSpecReader.abbreviates("primary", "button"))
            #expect(!StatementSpecReader.abbreviates("b", "button"))
        }
    }
}
