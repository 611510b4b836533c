import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A family of looks written as class rules on one line each (`.chip-success { bg: …, text: … }`)
    /// beside the component's own rule.
    @Suite struct OneLineRules {
        static let document = """
        # Tidewater

        ## Colors

        - **Mint 100**: #DFF5EA
        - **Mint 800**: #1F5C43
        - **Sun 100**: #FFF4D6
        - **Sun 800**: #7A5200

        ## Components

        ### Chips

        ```css
        .chip {
          padding: 2px 10px
          border-radius: 999px
          font-size: 12px
        }

        .chip-success { bg: mint-100, text: mint-800 }
        .chip-warning { background: #FFF4D6; color: #7A5200; font-family: Inter, sans-serif }
        ```

        ### Cards

        ```css
        .card { padding: 16px; border-radius: 12px; background: #FFFFFF }
        .card-header { font-size: 18px; color: #1F5C43 }
        ```
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func component(_ name: String) throws -> ResolvedComponent {
            try #require(try system.get().components.first { $0.name == name })
        }

        @Test func aRuleOnOneLineHoldsItsDeclarations() throws {
            let chips = try Self.component("Chips")
            let success = try #require(chips.variant(named: "Success")?.states[.default])
            #expect(success.fill?.hex == "#DFF5EA")
            #expect(success.textColor?.hex == "#1F5C43")
            let warning = try #require(chips.variant(named: "Warning")?.states[.default])
            #expect(warning.fill?.hex == "#FFF4D6")
            #expect(warning.textColor?.hex == "#7A5200")
            // The comma inside a font stack is no declaration's end.
            #expect(warning.font?.family == "Inter")
        }

        @Test func aFamilyOfLooksKeepsTheComponentsRule() throws {
            let chips = try Self.component("Chips")
            for name in ["Success", "Warning"] {
                let look = try #require(chips.variant(named: name)?.states[.default])
                #expect(look.radius == 999)
                #expect(look.paddingHorizontal == 10)
                #expect(look.font?.size == 12)
            }
        }

        @Test func aSubElementIsStillAPart() throws {
            let cards = try Self.component("Cards")
            #expect(cards.parts.contains { $0.name == "header" })
            #expect(cards.variants.allSatisfy { $0.states[.default]?.fill?.hex == "#FFFFFF" && $0.states[.default]?.radius == 12 })
        }
    }
}
