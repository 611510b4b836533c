import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/mode-alternatives.md`: a component's colour given for each
    /// appearance on one line, with the appearance in brackets after one or both colours
    /// (`#FFFFFF (light) or #23262D (dark panels)`, `#1E2127（ダーク） / #F4F2EC（ライト）`).
    @Suite struct ModeAlternatives {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/mode-alternatives.md")) }

        func fills(_ name: String) throws -> (light: String?, dark: String?) {
            let seed = try Self.seed.get()
            let spec = try #require(seed.specs.first { $0.name == name }, "components: \(seed.inventory)")
            func fill(_ mode: TokenMode?) -> String? {
                ComponentResolver(tokens: seed.tokens, mode: mode).resolve(spec).component.variants.first?[.default]?.fill?.hex
            }
            return (fill(nil), fill(.dark))
        }

        @Test func bothMarkedInWords() throws {
            let cards = try fills("Cards")
            #expect(cards.light == "#FFFFFF" && cards.dark == "#23262D")
        }

        @Test func bothMarkedInFullWidthBracketsDarkFirst() throws {
            let inputs = try fills("Inputs")
            #expect(inputs.light == "#F4F2EC" && inputs.dark == "#1E2127")
        }

        @Test func oneMarkedTheOtherIsTheOtherAppearance() throws {
            let badges = try fills("Badges")
            #expect(badges.light == "#E4EFE9" && badges.dark == "#1F3A2E")
        }
    }
}
