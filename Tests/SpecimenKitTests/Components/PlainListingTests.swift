import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/plain-listings.md`: components written as plain code listings
    /// (`Style:`, `States:`, `Components:`, a framed drawing), as state and property tables, as
    /// utility classes under variant headers, and as one labelled bullet each. Every reader emits
    /// statements; these pin what the one interpreter makes of them.
    @Suite struct PlainListings {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/plain-listings.md")) }

        func seed() throws -> ComponentSeed { try Self.seed.get() }

        @Test func inventory() throws {
            let seed = try seed()
            #expect(seed.inventory == [
                "Ticket Button button", "Trip Status Badge statusBadge", "Stop Row listRow", "Empty State emptyState",
                "Fare Chip pill", "Search Field textInput", "Route Button button",
                "Floating action button floatingActionButton", "Error state errorState",
            ], "\(seed.dump)")
        }

        @Test func styleListingIsTheComponentsOwn() throws {
            let seed = try seed()
            let button = try #require(seed.component("Ticket Button"))
            // `Style:` and `Usage:` group lines; they are not variants.
            #expect(button.variants.map(\.name) == ["base"])
            let base = try #require(button.variants[0][.default])
            #expect(base.fill?.hex == "#175582")
            #expect(base.textColor?.hex == "#F7FAFC")
            #expect(base.height == 48 && base.radius == 10)
            #expect(base.font?.size == 17)
            #expect(button.spec.samples.compactMap(\.value) == ["Buy Ticket", "Renew Pass"])
        }

        @Test func shoutedLinesUnderStatesAreVariantsFilledByTheirTokens() throws {
            let badge = try #require(try seed().component("Trip Status Badge"))
            #expect(badge.variants.map(\.name) == ["WAITING", "BOARDING"])
            #expect(badge.variants[0][.default]?.fill?.hex == "#8A6D00")
            #expect(badge.variants[1][.default]?.fill?.hex == "#1F6F43")
            // The shared style reaches each variant.
            #expect(badge.variants.allSatisfy { $0[.default]?.textColor?.hex == "#F7FAFC" && $0[.default]?.radius == 6 })
            #expect(badge.variants[0][.default]?.sampleText == "WAITING")
        }

        @Test func numberedLinesUnderComponentsAreParts() throws {
            let row = try #require(try seed().component("Stop Row"))
            #expect(row.parts.map(\.name) == ["Icon", "Stop name", "Minutes"])
            #expect(row.parts[0].properties.width == 32 && row.parts[0].properties.fullyRounded)
            #expect(row.parts[1].properties.font?.size == 16)
            #expect(row.parts[2].properties.font?.size == 15)
            // `Spacing:` is an aspect, not a variant.
            #expect(row.variants.map(\.name) == ["base"])
        }

        @Test func drawnTextStyledByItsNoteIsAPart() throws {
            let empty = try #require(try seed().component("Empty State"))
            #expect(empty.parts.map(\.name) == ["No Trips Today", "Check back at dawn"])
            #expect(empty.parts[0].properties.font?.size == 26)
            #expect(empty.parts[1].properties.font?.size == 15)
            #expect(empty.variants.map(\.name) == ["base"])
        }

        @Test func stateTableRowsAreStates() throws {
            let chip = try #require(try seed().component("Fare Chip"))
            #expect(chip.variants.map(\.name) == ["base"])
            let states = chip.variants[0]
            #expect(states[.default]?.fill?.hex == "#F7FAFC" && states[.default]?.textColor?.hex == "#14202B")
            #expect(states[.selected]?.fill?.hex == "#175582" && states[.selected]?.textColor?.hex == "#F7FAFC")
            #expect(states[.disabled]?.fill?.hex == "#E4E8EC" && states[.disabled]?.textColor?.hex == "#5D6B78")
            #expect(states[.selected]?.provenance["fill"]?.line == 82)
        }

        @Test func propertyValueTableRowsAreProperties() throws {
            let field = try #require(try seed().component("Search Field")?.variants.first?[.default])
            #expect(field.fill?.hex == "#F7FAFC" && field.textColor?.hex == "#14202B")
            #expect(field.borderWidth == 1 && field.borderColor?.hex == "#14202B")
            #expect(field.height == 44)
        }

        @Test func utilityClassesUnderVariantHeaders() throws {
            let route = try #require(try seed().component("Route Button"))
            #expect(route.variants.map(\.name) == ["Primary", "Ghost"])
            let primary = route.variants[0]
            #expect(primary[.default]?.fill?.hex == "#1B4F72" && primary[.default]?.textColor?.hex == "#FFFFFF")
            #expect(primary[.hover]?.fill?.hex == "#163F5B")
            #expect(primary[.pressed]?.fill?.hex == "#10324A")
            #expect(route.variants[1][.hover]?.fill?.hex == "#EEF3F7")
        }

        @Test func stateClassesAreNotPaletteEntries() throws {
            let tokens = try seed().tokens.tokens(of: .color).map(\.name)
            #expect(!tokens.contains { $0.lowercased().contains("hover") }, "\(tokens)")
        }

        @Test func widgetTreeIsCodeNotAListing() throws {
            // Flutter's `child:` lines are arguments of calls, not variants of a trip card.
            #expect(try seed().spec("Trip Card") == nil)
        }

        @Test func oneLabelledBulletDescribesAComponent() throws {
            let seed = try seed()
            let fab = try #require(seed.component("Floating action button")?.variants.first?[.default])
            #expect(fab.fill?.hex == "#D93A2B" && fab.height == 56 && fab.fullyRounded)
            let error = try #require(seed.component("Error state"))
            #expect(error.variants.first?[.default]?.textColor?.hex == "#D93A2B")
            #expect(error.spec.samples.compactMap(\.value) == ["Route unavailable"])
        }

        @Test func declarationsWithoutBracesKeepTheirStates() throws {
            // A style sheet written without braces: a line that declares nothing (its label has
            // a parenthesis, so it is no declaration) is not read as the component's own look.
            let document = MarkdownParser().parse("""
                # T

                ## Components

                ### Tool Button

                ```
                border: 1px solid #111111
                hover: background #222222
                hover on the first one (maps): background #333333
                ```
                """, file: "t.md")
            let states = try #require(ComponentSeed(document: document).component("Tool Button")?.variants.first)
            #expect(states[.default]?.fill == nil)
            #expect(states[.default]?.borderColor?.hex == "#111111")
            #expect(states[.hover]?.fill?.hex == "#222222")
        }

        @Test func aspectHeadersInOtherLanguagesAreNotVariants() throws {
            let document = MarkdownParser().parse("""
                # T

                ## 컴포넌트

                ### 검색 버튼 (Search Button)

                ```
                스타일:
                  - 배경: #1D4ED8
                구조:
                  - 높이: 44px
                ```
                """, file: "t.md")
            let button = try #require(ComponentSeed(document: document).resolved.first)
            #expect(button.variants.map(\.name) == ["base"])
            #expect(button.variants.first?[.default]?.fill?.hex == "#1D4ED8")
        }

        @Test func anotherComponentsQuotesAreNotSamples() throws {
            // "Route unavailable" is quoted in the error state's own bullet; the Route Button
            // only shares a word with it.
            let route = try #require(try seed().spec("Route Button"))
            #expect(!route.samples.contains { $0.value == "Route unavailable" })
        }

        @Test func leadingHSLTripleWithANoteIsAColour() throws {
            let tokens = try seed().tokens.tokens(of: .color)
            func hex(_ name: String) -> String? {
                guard case .color(let color)? = tokens.first(where: { $0.name == name })?.value else { return nil }
                return color.hex
            }
            #expect(hex("Deep Water") == "#175582")
            #expect(hex("Kelp") == "#318159")
        }
    }
}
