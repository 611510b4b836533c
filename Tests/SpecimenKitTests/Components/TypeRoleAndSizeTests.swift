import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/type-roles-and-sizes.md`: a type scale whose rows name roles
    /// (`Menu item / Button label`, `Link`) beside components that state their own type on one
    /// `Font:` line (`15px / weight 600 / letter-spacing 0.2px`), and component sizes written
    /// apart from the component: a `#### Sizes` table under the component's heading, whose
    /// looks are style-sheet classes under another subheading, and a sizes table alone.
    @Suite struct TypeRolesAndSizes {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/type-roles-and-sizes.md")) }

        func component(_ name: String) throws -> ResolvedComponent {
            let seed = try Self.seed.get()
            return try #require(seed.component(name), "components: \(seed.inventory)")
        }

        func font(_ component: String, _ variant: String) throws -> ResolvedFont {
            try #require(try self.component(component).variant(named: variant)?[.default]?.font)
        }

        @Test func ownTrackingOnTheFontLineWinsOverTheRoleRow() throws {
            let main = try font("Buttons", "Main — Navy Capsule")
            #expect(main.size == 15 && main.weight == "semibold")
            #expect(main.letterSpacing == 0.2)
            // The line height the component does not state is the role row's.
            #expect(main.lineHeightPixels == 15)
        }

        @Test func ownSizeAndTrackingWithAColonWin() throws {
            let notice = try font("Buttons", "Notice — Small Capsule")
            #expect(notice.size == 12)
            #expect(notice.letterSpacing == 0.1)
        }

        @Test func ownLineHeightAndAnInBetweenWeightWin() throws {
            let quiet = try font("Buttons", "Quiet — Ghost Capsule")
            #expect(quiet.lineHeightPixels == 22)
            #expect(quiet.weight == "420")
            #expect(quiet.letterSpacing == -0.3)
        }

        @Test func aVariantStatingNoTypeTakesTheRoleRow() throws {
            let plain = try font("Buttons", "Plain")
            #expect(plain.size == 15 && plain.letterSpacing == -0.3 && plain.lineHeightPixels == 15)
        }

        @Test func aRunningTextRowDoesNotFeedACard() throws {
            let cards = try component("Cards")
            for variant in cards.variants {
                let font = variant[.default]?.font
                #expect(font?.size != 17 && font?.letterSpacing != 0.4, "\(variant.name)")
            }
        }

        @Test func anInBetweenWeightIsDrawn() throws {
            let quiet = try #require(try component("Buttons").variant(named: "Quiet — Ghost Capsule")?[.default])
            let style = ComponentStyle.declarations(quiet)
            #expect(style.contains("--c-weight: 420"), "\(style)")
        }

        @Test func aSizesTableUnderTheComponentsHeadingSizesItsLooks() throws {
            let seed = try Self.seed.get()
            let fields = seed.resolved.filter { $0.kind == .textInput }
            #expect(fields.count == 2, "components: \(seed.inventory)")
            for field in fields {
                let look = try #require(field.variants.first?[.default])
                // The Medium row, not the first: the size named the default.
                #expect(look.radius == 6 && look.fill?.hex == "#FAF7F2", "\(field.name)")
                // `Padding (H)` is the sides' padding only.
                #expect(look.paddingHorizontal == 14 && look.paddingVertical == nil, "\(field.name)")
                #expect(look.font?.size == 14, "\(field.name)")
                #expect(look.provenance["height"]?.line != nil)
                // Every size, in the table's words, with its line.
                #expect(field.spec.rules.map(\.text) == [
                    "Compact: Height 30px, Padding (H) 10px, Font Size 12px, Radius 4px",
                    "Medium: Height 38px, Padding (H) 14px, Font Size 14px, Radius 6px",
                    "Roomy: Height 46px, Padding (H) 18px, Font Size 16px, Radius 8px",
                ])
                #expect(field.spec.rules.first?.provenance.line == 52)
            }
            let heights = fields.compactMap { $0.variants.first?[.default]?.height }.sorted()
            // A look that states its own height keeps it.
            #expect(heights == [38, 40])
        }

        @Test func sizesAloneAreTheComponentsSizeVariants() throws {
            let tag = try component("Tag")
            #expect(tag.variants.map(\.name) == ["Small", "Large"])
            #expect(tag.variant(named: "Small")?[.default]?.height == 20)
            #expect(tag.variant(named: "Large")?[.default]?.font?.size == 13)
        }

        @Test func aSizesHeadingIsNoComponentOfItsOwn() throws {
            let seed = try Self.seed.get()
            #expect(!seed.specs.contains { ["Sizes", "Size variants", "Size Variants"].contains($0.name) }, "\(seed.inventory)")
        }

        @Test func aListOfSizesOnOneLineDrawsTheMediumAndListsEach() throws {
            let seed = try Self.seed.get()
            let chips = try #require(seed.resolved.first { $0.name == "Chips" }, "components: \(seed.inventory)")
            let look = try #require(chips.variants.first?[.default])
            #expect(look.height == 30 && look.font?.size == 13)
            #expect(look.fill?.hex == "#FAF7F2")
            #expect(chips.spec.rules.map(\.text) == ["small 24px tall, 11px text", "medium 30px tall, 13px text", "large 36px tall, 15px text"])
            #expect(chips.spec.rules.allSatisfy { $0.provenance.line == 82 })
        }

        @Test func aColoursNumbersAreNoWeight() throws {
            let seed = try Self.seed.get()
            let badges = try #require(seed.resolved.first { $0.name == "Badges" }, "components: \(seed.inventory)")
            let look = try #require(badges.variants.first?[.default])
            #expect(look.textColor != nil)
            #expect(look.font?.weight == nil)
        }
    }
}
