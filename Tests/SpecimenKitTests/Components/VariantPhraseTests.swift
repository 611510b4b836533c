import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Components described in one phrase per line, as awesome-design-md documents and app notes
/// write them: variants named by a bold label (`- **Primary**: …`), radius and padding inside
/// the phrase, CSS padding shorthand, rounded corners that are no rounded typeface, and a
/// colour function whose commas are no clause breaks.
@Suite struct VariantPhraseTests {
    static let document = """
    # Acme

    ## Colors
    - **Harbor Blue**: #1A5FB4
    - **Ember**: #C01C28
    - **Paper**: #FAFAFA
    - **Ink**: #1A1A1A

    ## Components

    ### Buttons
    - **Primary**: Harbor Blue fill, white text, 8px radius, 12px 24px padding
    - **Secondary button**: Paper fill, Harbor Blue text, 1px Harbor Blue border
    - **Danger**: Ember fill with white text
    - **Label**: 14px semibold

    ### Cards
    - **Card**: Subtly rounded (0.5rem) corners. Paper background. Subtle shadow (0 2px 12px rgba(0,0,0,0.06)). Ink text.

    ### Chips
    - Padding: `6px 14px`
    - Background: Harbor Blue
    - Text: white
    """

    func components(_ document: String = Self.document) throws -> [ResolvedComponent] {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first).components
    }

    @Test func boldLabelsThatNameVariantsAreVariants() throws {
        let buttons = try #require(try components().first { $0.name == "Buttons" })
        #expect(buttons.variants.map(\.name).filter { $0 != "base" } == ["Primary", "Secondary button", "Danger"])
        let primary = try #require(buttons.variant(named: "Primary")?[.default])
        #expect(primary.fill?.hex == "#1A5FB4" && primary.textColor?.hex == "#FFFFFF")
        #expect(primary.radius == 8 && primary.paddingVertical == 12 && primary.paddingHorizontal == 24)
        let secondary = try #require(buttons.variant(named: "Secondary button")?[.default])
        #expect(secondary.fill?.hex == "#FAFAFA" && secondary.borderColor?.hex == "#1A5FB4")
        #expect(buttons.variant(named: "Danger")?[.default]?.fill?.hex == "#C01C28")
        // A label naming a part stays a part, never a variant.
        #expect(buttons.variant(named: "Label") == nil)
    }

    /// A variant named like a colour (`Harbor Blue`), its phrase opening with a bare colour:
    /// with the text on it and its shape, the colour is the variant's fill, not a part's.
    @Test func aVariantNamedLikeAColourWithTextAndShapeIsAVariant() throws {
        let document = """
            # Acme

            ## Colors
            - **Harbor Blue**: #1A5FB4
            - **Ink**: #1A1A1A

            ## Components

            ### Buttons
            - **Harbor Blue**: `#1A5FB4`, white text, 14px 22px padding, 10px radius
            - **Plain**: Ink bg, `#FAFAFA` text, 10px radius
            - **Accept**: `#1A5FB4` bg, 2px radius
            - **Swatch**: `#1A5FB4`, 12px
            """
        let components = try components(document)
        let buttons = try #require(components.first { $0.name == "Buttons" })
        let blue = try #require(buttons.variant(named: "Harbor Blue")?[.default], "\(buttons.variants.map(\.name))")
        #expect(blue.fill?.hex == "#1A5FB4" && blue.textColor?.hex == "#FFFFFF" && blue.radius == 10 && blue.paddingHorizontal == 22)
        // A fill named by a palette colour is as stated as a literal.
        #expect(buttons.variant(named: "Plain")?[.default]?.fill?.hex == "#1A1A1A")
        // A bare colour and a size, with no text on it, says nothing of a box.
        #expect(buttons.variant(named: "Swatch") == nil)
    }

    /// `bg #x / color #y / 14px / radius 0`: declarations between slashes, CSS's way: `color`
    /// beside a fill is the text's, and a bare size (with its weight) the text's type, never a
    /// radius (`11px 500` was once drawn as an `11px 500px` corner).
    @Test func slashSeparatedDeclarationsAreEachTheirOwnProperty() throws {
        let document = """
            # Acme

            ## Components

            ### Buttons
            - **Night**: bg #333 / color #fff / 14px / radius 0
            - **Tag**: bg `#E6E1DC` / color #0A0A0A / 11px 500 / **radius 15px**
            - **Split**: `#ffffff` / `#111111`
            """
        let components = try components(document)
        let buttons = try #require(components.first { $0.name == "Buttons" })
        let row = try #require(buttons.variant(named: "Night")?[.default], "\(buttons.variants.map(\.name))")
        #expect(row.fill?.hex == "#333333" && row.textColor?.hex == "#FFFFFF" && row.radius == 0 && row.font?.size == 14)
        let tag = try #require(buttons.variant(named: "Tag")?[.default])
        #expect(tag.fill?.hex == "#E6E1DC" && tag.textColor?.hex == "#0A0A0A" && tag.radius == 15)
        #expect(tag.font?.size == 11 && CSSFontWeight.parse(tag.font?.weight) == 500)
        #expect(PropertyPhraseReader.slashedDeclarations(["`#ffffff`", "`#111111`"]) == nil)
        #expect(PropertyPhraseReader.slashedDeclarations(["16px", "24px"]) == nil)
    }

    /// `Input radius: 4px` under `Inputs & Forms`: a property qualified by the component's own
    /// kind is the component's, not a part's left undrawn.
    @Test func aPropertyQualifiedByTheComponentsOwnKindIsItsOwn() throws {
        let document = """
            # Acme

            ## Components

            ### Inputs & Forms
            - Borders: `1px solid #b8c4c2`
            - Input radius: 4px
            """
        let components = try components(document)
        let field = try #require(components.first?.variants.first?[.default])
        #expect(field.radius == 4 && field.borderColor?.hex == "#B8C4C2")
    }

    /// `Radius: 4px (small elements) or 8px (cards, containers)`: one value per use, joined by
    /// "or" as by a comma; the card takes the one its brackets name.
    @Test func aValuePerUseJoinedByOrGivesEachComponentItsOwn() throws {
        let document = """
            # Acme

            ## Components

            ### Cards & Containers
            - Border: `1px solid #dddddd`
            - Radius: 4px (small elements) or 8px (cards, containers)
            """
        let components = try components(document)
        #expect(components.first?.variants.first?[.default]?.radius == 8)
    }

    /// `Radius: 2px for inline elements, 4px for content cards`: the uses after `for`, likewise.
    @Test func aValuePerUseAfterForGivesEachComponentItsOwn() throws {
        let document = """
            # Acme

            ## Components

            ### Cards
            - Background: #111111
            - Radius: 2px for inline elements, 4px for content cards
            """
        #expect(try components(document).first?.variants.first?[.default]?.radius == 4)
    }

    /// `Border: 1px solid matching background`: the border is the fill's colour, never drawn in
    /// the text's, as CSS would draw a border given no colour.
    @Test func aBorderMatchingTheBackgroundIsTheFillsColour() throws {
        let document = """
            # Acme

            ## Components

            ### Buttons

            **Soft Pill**
            - Background: `#eef0f3`
            - Border: `1px solid` matching background

            **Bare Pill**
            - Border: `1px solid` matching background
            """
        let components = try components(document)
        let buttons = try #require(components.first)
        let soft = try #require(buttons.variant(named: "Soft Pill")?[.default])
        #expect(soft.borderWidth == 1 && soft.borderColor?.hex == "#EEF0F3")
        // No fill to match: the border's colour is not understood.
        let bare = try #require(buttons.variant(named: "Bare Pill")?[.default], "\(buttons.variants.map(\.name))")
        #expect(bare.borderColor == nil && bare.unresolved.contains("borderColor"))
    }

    /// "Topped by a 1px divider": a line on the top edge, not the bottom a divider is drawn on by
    /// default.
    @Test func aBoxToppedByALineHasItOnTop() throws {
        let document = """
            # Acme

            ## Components

            ### Cards
            - Background: `#ffffff`
            - Topped by a 1px `#dddddd` divider
            """
        let components = try components(document)
        let card = try #require(components.first?.variants.first?[.default])
        #expect(card.borderSide == "top" && card.borderColor?.hex == "#DDDDDD", "\(String(describing: card.borderSide))")
    }

    @Test func roundedCornersAreARadiusNotATypeface() throws {
        let card = try #require(try components().first { $0.name == "Cards" }?.variants.first?[.default])
        #expect(card.radius == 8)
        #expect(card.font?.size == nil || card.font!.size! >= 10)
        #expect(card.shadow?.y == Length(2, .px) && card.shadow?.blur == Length(12, .px))
        #expect(card.fill?.hex == "#FAFAFA" && card.textColor?.hex == "#1A1A1A")
    }

    @Test func aCircleInPixelsWithARingIsARoundButtonWithABorder() throws {
        let document = """
            # Acme

            ## Colors
            - **Signal**: #007AFF

            ## Components

            ### Shutter Button
            - **Shutter Button**: 70px white circle with 4px Signal ring
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let shutter = try #require(state.systems.first?.components.first?.variants.first?[.default])
        #expect(shutter.width == 70 && shutter.height == 70 && shutter.fullyRounded)
        #expect(shutter.borderWidth == 4 && shutter.borderColor?.hex == "#007AFF" && shutter.fill?.hex == "#FFFFFF")
    }

    @Test func paddingShorthandIsVerticalThenHorizontal() throws {
        let chip = try #require(try components().first { $0.name == "Chips" }?.variants.first?[.default])
        #expect(chip.paddingVertical == 6 && chip.paddingHorizontal == 14)
    }

    static let prose = """
    # Acme

    ## Colors
    - Ember: 30 90% 55%
    - Coal: 0 0% 8%

    ## Components

    ### Harbor Button

    Filled #1A5FB4 background, white text, 999px radius, 12px 24px padding.

    ### Notice Card

    Cards hold one notice each and sit on the page background.

    ### Ghost Button

    Inside the nav pill: transparent background, #000 text, 1px border in #000 at 50% opacity, 999px radius.

    ### D. Component Library

    **Specialized UI**:
    - **Action Buttons**: Ember fill, Coal text
    - **Data Input Fields**: Coal background with Ember borders
    """

    @Test func aSentenceThatSetsALookIsASpecAndACaptionedListHoldsComponents() throws {
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": Self.prose])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let components = try #require(state.systems.first).components
        let button = try #require(components.first { $0.name == "Harbor Button" }?.variants.first?[.default])
        #expect(button.fill?.hex == "#1A5FB4" && button.textColor?.hex == "#FFFFFF" && button.paddingHorizontal == 24)
        // A sentence that only narrates describes no look: no component from it.
        #expect(!components.contains { $0.name == "Notice Card" })
        // A spec sentence that opens by saying where is still the component's own.
        let ghost = try #require(components.first { $0.name == "Ghost Button" }?.variants.first?[.default])
        #expect(ghost.borderWidth == 1 && ghost.borderColor?.hex == "#00000080" && ghost.textColor?.hex == "#000000")
        // Under a caption that names no component, each bullet naming a kind is one.
        #expect(components.contains { $0.name == "Action Buttons" && $0.kind == .button })
        #expect(components.contains { $0.name == "Data Input Fields" && $0.kind == .textInput })
    }

    /// Sample copy comes from an `Example:` line, never from a string in code.
    @Test func samplesComeFromExamplesNotFromCode() throws {
        let document = """
            # Acme

            ## Components
            ### Buttons
            Buttons use `font-feature-settings: "palt"` for tighter kana.

            **Primary**
            - Background: `#1E5AA8`
            - Text: `#FFFFFF`
            - Example: "Add to cart" / "Checkout"
            """
        let memory = try TestSupport.memorySite(documents: ["acme/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let buttons = try #require(state.systems.first?.componentSpecs.first { $0.name == "Buttons" })
        #expect(buttons.samples.map(\.value) == ["Add to cart", "Checkout"])
    }

    @Test(arguments: [
        ("#1A5FB4 / Text: #FFFFFF", "#1A5FB4", "Text", "#FFFFFF"),
        ("`100px` ／ Padding: `4px 12px`", "`100px`", "Padding", "`4px 12px`"),
    ])
    func twoPropertiesOnOneLineAreSplitAtTheSecondLabel(_ rest: String, _ first: String, _ label: String, _ second: String) throws {
        let split = try #require(SpecBuilder.splitAtSecondLabel(rest))
        #expect(split.0 == first && split.1.label == label && split.1.rest == second)
    }

    @Test(arguments: ["16px / 24px", "Light / Dark: both", "rgb(0 0 0 / 50%)", "Primary / Secondary"])
    func aSlashBetweenValuesSplitsNothing(_ rest: String) {
        #expect(SpecBuilder.splitAtSecondLabel(rest) == nil)
    }

    @Test(arguments: [
        ("Paper fill, shadow (0 2px 12px rgba(0,0,0,0.06))", ["Paper fill", "shadow (0 2px 12px rgba(0,0,0,0.06))"]),
        ("Card (white, 12px radius)", ["Card (white", "12px radius)"]),
        ("雾灰背景，深墨文本", ["雾灰背景", "深墨文本"]),
    ])
    func clausesBreakAtCommasOutsideColourFunctions(_ text: String, _ expected: [String]) {
        #expect(PropertyPhraseReader.clauses(of: text) == expected)
    }
}
