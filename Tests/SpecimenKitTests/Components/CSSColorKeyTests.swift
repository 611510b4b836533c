import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/css-color-keys.md`: component blocks written with CSS's property
    /// names, where `Color:` is the text colour whether or not a `Background:` stands beside
    /// it, and variants written as one bullet of prose each, with their hover in the same bullet.
    @Suite struct CSSColorKeys {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/css-color-keys.md")) }

        func variant(_ component: String, _ name: String) throws -> ResolvedVariant {
            let seed = try Self.seed.get()
            let found = try #require(seed.component(component), "\(seed.dump)")
            return try #require(found.variants.first { $0.name.hasPrefix(name) }, "\(seed.dump)")
        }

        @Test func colorBesideABackgroundIsTheText() throws {
            let solid = try variant("Buttons", "Solid")
            #expect(solid[.default]?.fill?.hex == "#2457C5")
            #expect(solid[.default]?.textColor?.hex == "#FFFFFF")
            // `rgba(0, 0, 0, 0)` beside it: the fill stays clear and the colour is the text's.
            let quiet = try variant("Buttons", "Quiet")
            #expect(quiet[.default]?.fill?.alpha == 0)
            #expect(quiet[.default]?.textColor?.hex == "#6B6760")
        }

        @Test func colorAloneIsTheTextNotAFill() throws {
            let seed = try Self.seed.get()
            let links = try #require(seed.component("Links"), "\(seed.dump)")
            for variant in links.variants {
                #expect(variant[.default]?.fill == nil || variant[.default]?.fill?.alpha == 0, "\(variant.name): \(seed.dump)")
            }
            #expect(links.variants.first { $0.name.hasPrefix("Story") }?[.default]?.textColor?.hex == "#1C1B19")
            #expect(links.variants.first { $0.name.hasPrefix("Footer") }?[.default]?.textColor?.hex == "#6B6760")
        }

        @Test func eachProseBulletIsItsOwnVariant() throws {
            let seed = try Self.seed.get()
            let tags = try #require(seed.component("Tags"), "\(seed.dump)")
            #expect(tags.variants.map(\.name) == ["Amber Tag", "Clay Tag", "Mist Tag"])
            let amber = try variant("Tags", "Amber Tag")
            #expect(amber[.default]?.fill?.hex == "#F2C14E")
            // "Hover: … with Soot text" is the hover's text, never the default's.
            #expect(amber[.default]?.textColor?.hex == "#FFFFFF")
            #expect(amber[.hover]?.textColor?.hex == "#1C1B19")
            let clay = try variant("Tags", "Clay Tag")
            #expect(clay[.default]?.fill?.hex == "#E9E4DA")
            #expect(clay[.hover]?.fill?.hex == "#DDD6C8")
            #expect(clay[.hover]?.textColor?.hex == "#2457C5")
            let mist = try variant("Tags", "Mist Tag")
            #expect(mist[.default]?.borderColor?.hex == "#C9C4BA")
            #expect(mist[.hover] == nil || mist[.hover]?.textColor?.hex != "#1C1B19")
        }
    }
}
