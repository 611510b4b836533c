import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenAudit

extension ComponentTests {
    /// A type-scale row whose notes name a kind of component (`Titles inside recipe cards`,
    /// `Card headings`) reaches only the components of that section it names: the variant its
    /// notes name by its own words, else the variants named as that kind. A frame or surface
    /// listed among the cards, named as no card, has no card title to set.
    @Suite struct TypeRowReach {
        static func system(notes: String, looks: [String]) throws -> AnalyzedSystem {
            let blocks = looks.enumerated().map { index, name in
                "**\(name)**\n- Background: #\(["FFFFFF", "1E1E1E", "F2EEE8"][index % 3])\n- Radius: \(8 + 4 * index)px"
            }
            return try TestSupport.analysedSystem("""
            # Atelier

            ## Typography

            | Role | Size | Weight | Notes |
            |---|---|---|---|
            | Body | 16px | 400 | Running text |
            | Tile heading | 22px | 600 | \(notes) |

            ## Components

            ### Cards & Containers

            \(blocks.joined(separator: "\n\n"))
            """)
        }

        static func size(_ variant: String, in system: AnalyzedSystem) throws -> Double? {
            let component = try #require(system.components.first { $0.variants.contains { $0.name == variant } }, "\(system.components.map(\.name))")
            return component.variant(named: variant)?[.default]?.font?.size
        }

        @Test func aRowNamingOneKindOfCardReachesThatCardOnly() throws {
            let system = try Self.system(notes: "Titles inside recipe cards", looks: ["Gallery Frame", "Recipe Card", "Promo Card"])
            #expect(try Self.size("Recipe Card", in: system) == 22)
            #expect(try Self.size("Gallery Frame", in: system) == nil)
            #expect(try Self.size("Promo Card", in: system) == nil)
        }

        @Test func aRowNamingCardsAloneReachesEveryLook() throws {
            let system = try Self.system(notes: "Card title text", looks: ["Elevated", "Text", "Compact Card"])
            #expect(try Self.size("Elevated", in: system) == 22)
            #expect(try Self.size("Text", in: system) == 22, "a word for text names no look apart")
            #expect(try Self.size("Compact Card", in: system) == 22)
        }
    }
}
