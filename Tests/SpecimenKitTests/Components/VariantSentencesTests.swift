import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/variant-sentences.md`: a family of looks written in one place stays a
    /// family. Two bullets that name one kind with a bracketed note (`Button (primary)`, `Button
    /// (outline)`) are two variants; a sentence of a component's own line that opens with a
    /// variant's name (`Secondary pills are …`, `Danger is …`) is that variant's; and a length in
    /// brackets after the corners' words is their radius, not the border's width.
    @Suite struct VariantSentences {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/variant-sentences.md")) }

        static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
            try TestSupport.variant(component, name, in: system.get().components)
        }

        @Test func bracketedNotesOfOneKindAreTwoVariants() throws {
            let primary = try #require(try Self.variant("Button", "primary")[.default])
            #expect(primary.fill?.hex == "#1F6F4A" && primary.textColor?.hex == "#F4EFE6")
            #expect(primary.borderColor == nil, "the outline's border is the outline's")
            let outline = try #require(try Self.variant("Button", "outline")[.default])
            #expect(outline.textColor?.hex == "#1F6F4A", "never the primary's Sand label")
            #expect(outline.borderColor?.hex == "#1F6F4A")
            #expect(outline.fill?.hex != "#1F6F4A")
        }

        @Test func sentencesNamingVariantsDescribeThoseVariants() throws {
            let primary = try #require(try Self.variant("Pills", "Primary")[.default])
            #expect(primary.fill?.hex == "#1F6F4A" && primary.textColor?.hex == "#F4EFE6")
            #expect(primary.borderColor == nil)
            let secondary = try #require(try Self.variant("Pills", "Secondary")[.default])
            #expect(secondary.textColor?.hex == "#2C6FB7" && secondary.borderColor?.hex == "#2C6FB7")
            #expect(secondary.fill?.hex != "#1F6F4A", "the primary's fill is not the outlined pill's")
            #expect(secondary.borderColor?.alpha != 0, "`transparent fill` is the fill's, never the border's")
        }

        @Test func theLeadOfALineWithVariantSentencesIsAVariantOfItsOwn() throws {
            let tags = try #require(try Self.system.get().components.first { $0.name == "Tags" })
            #expect(tags.variants.map(\.name) == ["default", "Danger"])
            let lead = try #require(try Self.variant("Tags", "default")[.default])
            #expect(lead.fill?.hex == "#1F6F4A" && lead.radius == 4)
            let danger = try #require(try Self.variant("Tags", "Danger")[.default])
            #expect(danger.fill?.hex == "#B8432F" && danger.textColor?.hex == "#F4EFE6")
            #expect(danger.radius == 4, "the shared corners stay the family's")
        }

        @Test func aRangeInBracketsAfterCornersIsTheRadius() throws {
            let panel = try #require(try Self.variant("Panels")[.default])
            #expect(panel.radius == 10)
            #expect(panel.borderWidth != 10, "the corners' length is no border width")
            #expect(panel.borderColor?.hex == "#C9D2D9")
        }
    }

    /// `Fixtures/components/front-matter-prose-variant-sentences.md`: under a front matter, whose
    /// list of components is the document's, a sentence of a component's bullet naming a variant
    /// the front matter does not define is listed as described, with that sentence and its line;
    /// one it defines (`chip-alert`) is not listed again.
    @Suite struct FrontMatterVariantSentences {
        @Test func aVariantOnlyTheProseNamesIsListedWithItsSentence() throws {
            let system = try TestSupport.analysedSystem(try TestSupport.fixture("components/front-matter-prose-variant-sentences.md"))
            let described = system.describedComponents
            #expect(described.map(\.name) == ["Ghost chip"])
            #expect(described.first?.provenance.line == 26, "the line the sentence starts on, not the bullet's first")
            #expect(described.first?.words.map(\.text) == ["Ghost is a clear chip with a 1px harbour border."])
            let chip = try #require(system.components.first { $0.spec.name == "chip" }?.variants.first?[.default])
            #expect(chip.fill?.hex == "#23395B", "the bullet's other sentences still add to the front matter's chip")
        }
    }

    /// `Fixtures/components/picture-asides.md`: the stroke and fill in brackets after a picture's
    /// name (`line illustration (ink stroke, 1.5px, no fill)`) are the picture's, never the
    /// component's border or fill; a component whose lines say nothing else is listed with its
    /// words, and its quoted message is not lent to another component.
    @Suite struct PictureAsides {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/picture-asides.md")) }

        @Test func aPicturesStrokeIsNotTheComponentsBorder() throws {
            let system = try Self.system.get()
            #expect(!system.components.contains { $0.name == "Empty states" }, "no box drawn with the illustration's stroke as its border")
            let described = try #require(system.describedComponents.first { $0.name == "Empty states" })
            #expect(described.words.contains { $0.text.contains("Slate Ink stroke, 1.5px, no fill") })
        }

        @Test func theComponentsOwnBorderStaysBesideAPicturesAside() throws {
            let card = try #require(try TestSupport.variant("Cards", in: Self.system.get().components)[.default])
            #expect(card.fill?.hex == "#F4EFE6" && card.borderColor?.hex == "#C9D2D9" && card.borderWidth == 1 && card.radius == 12)
        }

        @Test func anIconsColourInAStateIsTheIconsNotTheStatesFill() throws {
            let bar = try #require(try Self.system.get().components.first { $0.name == "Tab bar" })
            #expect(bar.variants.allSatisfy { variant in variant.states.values.allSatisfy { $0.fill?.hex != "#20262E" } },
                    "no tab filled with the active icon's colour")
            let icon = try #require(bar.parts.first { $0.name == "Active Icon" })
            #expect(icon.properties.textColor?.hex == "#20262E" && icon.line == 29)
            #expect(bar.parts.first { $0.name == "Inactive Icon" }?.properties.textColor?.hex == "#C9D2D9")
        }

        @Test func aDescribedComponentsMessageIsNotLentToAnother() throws {
            let badge = try #require(try TestSupport.variant("Route badges", in: Self.system.get().components)[.default])
            #expect(badge.fill?.hex == "#20262E")
            #expect(badge.sampleText != "No routes yet. Add your first route to begin.", "the empty state's message is not the badge's copy")
        }
    }
}
