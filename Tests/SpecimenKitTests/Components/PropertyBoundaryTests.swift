import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Each property a line states takes its own words only: a second bold label after a
    /// sentence opens a property of its own, as does each CSS declaration quoted in a line, a
    /// range is one value and the length after it the next, and words that are no value ("white
    /// space", "same shape", "square") never become one.
    @Suite struct PropertyBoundaries {
        static let document = """
        # Quarry

        ## Colors

        - **Basalt:** `#22313f` — ink
        - **Lichen:** `#6a8f4e` — accent
        - **Mist:** `#dfe6ec` — hairlines
        - **Chalk:** `#fafaf7` — surfaces

        ## Components

        ### Tiles
        - **Corners:** 10px radius.
        - **Background:** Chalk.
        - **Border:** Optional hairline (#dfe6ec). **Inner Padding:** 18px. Never stack a tile on a tile.

        ### Lists
        - **Background:** Chalk.
        - **No Rules:** Avoid horizontal lines. Use 24px of white space or a shift from Chalk to Mist between rows.

        ### Chips
        Shape: `border-radius: 9999px`, `padding: 3px 10px`, Inter 500 12px

        - **Background:** Lichen.
        - **Text:** Basalt.
        - **Family/label tags:** same shape, 11px.

        ### Buttons

        **Main Button:**

        * Background: Lichen
        * Border radius: `10-14px`
        * Padding: `10-14px` (vertical) × `20-28px` (horizontal)

        **Plain Button:**

        * Background: transparent
        * Border: `1px solid #22313f`
        * Same sizing as main

        ### Badges

        **Round Badge:**

        * Size: `40-44px` square
        * Border radius: `12px`
        * Background: Basalt

        ### Fields

        **Text Field:**

        * Border: `1px solid #dfe6ec`
        * Padding: `10-12px 14px`
        * Background: Chalk

        **Inline Field:**

        * Border: `1px solid #dfe6ec`
        * Padding: 0px 12px (horizontal only)

        **Compact Field:**

        * Border: `1px solid #dfe6ec`
        * Padding: `12px (horizontal)`, `4px (vertical)`
        """

        static let system = Result { try TestSupport.analysedSystem(document) }

        @Test func aSecondBoldLabelOpensItsOwnProperty() throws {
            let tile = try #require(TestSupport.variant("Tiles", in: Self.system.get().components)[.default])
            // "Inner Padding: 18px" pads the tile; the border keeps its hairline colour.
            #expect(tile.paddingVertical == 18 && tile.paddingHorizontal == 18)
            #expect(tile.borderWidth != 18)
            #expect(tile.borderColor?.hex == "#DFE6EC")
        }

        @Test func whiteSpaceNamesNoColourAndADeniedPartIsNoPart() throws {
            let system = try Self.system.get()
            let lists = try #require(system.components.first { $0.name == "Lists" })
            #expect(lists.parts.isEmpty, "\(lists.parts.map(\.name))")
            // The rule's words are listed as written, with their line.
            #expect(lists.spec.notDrawn.contains { $0.text.hasPrefix("No Rules:") && $0.provenance.line == 19 }, "\(lists.spec.notDrawn)")
            let list = try #require(lists.variants.first?[.default])
            #expect(list.fill?.hex == "#FAFAF7")
            #expect(list.borderColor == nil)
        }

        @Test func eachDeclarationOfALineIsItsOwnProperty() throws {
            let chip = try #require(TestSupport.variant("Chips", in: Self.system.get().components)[.default])
            // The padding declaration pads; it never becomes the corners.
            #expect(chip.fullyRounded)
            #expect(chip.cornerRadii == nil)
            #expect(chip.paddingVertical == 3 && chip.paddingHorizontal == 10)
            #expect(chip.font?.size == 12 && chip.font?.weight == "medium")
        }

        @Test func aSlashedNameOfThingsIsNoFontFamily() throws {
            let chips = try #require(try Self.system.get().components.first { $0.name == "Chips" })
            for variant in chips.variants {
                #expect(variant[.default]?.font?.family?.lowercased() != "same shape", "\(variant.name)")
            }
        }

        @Test func aRangeIsOneValueAndTheNextValueStaysItsOwn() throws {
            let main = try #require(TestSupport.variant("Buttons", in: Self.system.get().components)[.default])
            #expect(main.radius == 10)
            #expect(main.paddingVertical == 10)
            #expect(main.paddingHorizontal == 20)
            // "Same sizing as main": the sibling's padding, read from its ranges.
            let plain = try #require(TestSupport.variant("Buttons", "Plain", in: Self.system.get().components)[.default])
            #expect(plain.paddingVertical == 10 && plain.paddingHorizontal == 20)
            let field = try #require(TestSupport.variant("Fields", in: Self.system.get().components)[.default])
            #expect(field.paddingVertical == 10)
            #expect(field.paddingHorizontal == 14)
            // A side in brackets names its own length; a note naming one side after a shorthand
            // leaves the shorthand's two.
            let inline = try #require(TestSupport.variant("Fields", "Inline", in: Self.system.get().components)[.default])
            #expect(inline.paddingVertical == 0 && inline.paddingHorizontal == 12)
            let compact = try #require(TestSupport.variant("Fields", "Compact", in: Self.system.get().components)[.default])
            #expect(compact.paddingVertical == 4 && compact.paddingHorizontal == 12)
        }

        @Test func aSquareSizeIsItsWidthAndItsHeight() throws {
            let badge = try #require(TestSupport.variant("Badges", in: Self.system.get().components)[.default])
            #expect(badge.width == 40)
            #expect(badge.height == 40)
            #expect(!badge.fullyRounded)
        }

        @Test func aRangeWordIsReadAtItsLowerEnd() {
            #expect(ValueScanner.rangeWordStart("12-14px") == Length(12, .px))
            #expect(ValueScanner.rangeWordStart("1–1.5rem") == Length(16, .px))
            #expect(ValueScanner.rangeWordStart("16px") == nil)
            // A higher number first is no range; a leading minus is a negative length.
            #expect(ValueScanner.rangeWordStart("14-12px") == nil)
            #expect(ValueScanner.rangeWordStart("-4px") == nil)
        }
    }
}
