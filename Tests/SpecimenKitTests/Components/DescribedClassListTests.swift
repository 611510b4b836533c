import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `**Main**: Deep Teal Fill (`bg-teal-700 hover:bg-teal-800 text-white`).`: a variant described
/// in a few words, then the utility classes that are its look, in code in brackets. Each class
/// sets what its prefix names (the fill, the text, the border) in the state its prefix names;
/// the words before the brackets only describe, and no class becomes a palette colour.
@Suite struct DescribedClassListTests {
    static let document = """
    # Harbor Kit

    ## Colors
    - Ocean: `#0E7490`
    - Paper: `#FFFFFF`

    ## Components

    ### Button Variants
    1. **Main**: Deep Teal Fill (`bg-teal-700 hover:bg-teal-800 text-white rounded-lg`).
    2. **Secondary / Outline**: Plain Paper (`bg-white hover:bg-stone-100 text-stone-800 border border-stone-300`).
    3. **Ghost**: See-through (`hover:bg-stone-200 text-stone-600 hover:text-stone-900`).
    4. **Danger**: Brick Red (`bg-red-700 hover:bg-red-800 text-white shadow-sm`).
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theFillIsTheBackgroundClassNotTheText() throws {
        let main = try TestSupport.variant("Button", "Main", in: Self.system.get().components)
        #expect(main[.default]?.fill?.hex == "#0F766E")
        #expect(main[.default]?.textColor?.hex == "#FFFFFF")
        #expect(main[.hover]?.fill?.hex == "#115E59")
    }

    @Test func aSlashedVariantKeepsItsBorderAndHoverFill() throws {
        let outline = try TestSupport.variant("Button", "Secondary / Outline", in: Self.system.get().components)
        #expect(outline[.default]?.fill?.hex == "#FFFFFF")
        #expect(outline[.default]?.textColor?.hex == "#292524")
        #expect(outline[.default]?.borderColor?.hex == "#D6D3D1")
        #expect(outline[.hover]?.fill?.hex == "#F5F5F4")
    }

    /// A hover text class colours the hover's text, never its fill; the resting text class is the
    /// variant's text, not a colour named after the variant.
    @Test func aHoverTextClassIsTheHoverText() throws {
        let system = try Self.system.get()
        let ghost = try TestSupport.variant("Button", "Ghost", in: system.components)
        #expect(ghost[.default]?.textColor?.hex == "#57534E")
        #expect(ghost[.hover]?.fill?.hex == "#E7E5E4")
        #expect(ghost[.hover]?.textColor?.hex == "#1C1917")
        #expect(!system.tokens.tokens.contains { $0.kind == .color && $0.name.lowercased().contains("ghost") })
    }

    @Test func aClassFillIsNotLost() throws {
        let danger = try TestSupport.variant("Button", "Danger", in: Self.system.get().components)
        #expect(danger[.default]?.fill?.hex == "#B91C1C")
        #expect(danger[.default]?.textColor?.hex == "#FFFFFF")
        #expect(danger[.hover]?.fill?.hex == "#991B1B")
    }

    /// Words in brackets that are not all code (`Teal (see `bg-teal-700`)`), or a bracket that
    /// is not the end of the value, are prose as before.
    @Test func onlyAClosingBracketOfCodeIsAClassList() {
        #expect(SpecBuilder.describedClasses(in: "Deep Teal (`bg-teal-700 text-white`).") == "bg-teal-700 text-white")
        #expect(SpecBuilder.describedClasses(in: "Teal (see `bg-teal-700`)") == nil)
        #expect(SpecBuilder.describedClasses(in: "Teal (`bg-teal-700`) on cards") == nil)
        #expect(SpecBuilder.describedClasses(in: "Roomy (`px-4 py-2`)") == nil)
        #expect(SpecBuilder.describedClasses(in: "(`bg-teal-700`)") == nil)
    }

    /// `Harbor: Teal (`bg-teal-700`, `hover:bg-teal-800`)` in the colours: one colour with its
    /// hover shade stays the palette's colour.
    @Test func aColourWithItsHoverShadeStaysAColour() throws {
        let system = try TestSupport.analysedSystem("""
            # Harbor Kit

            ## Colors
            - **Harbor Colour:** Teal (`bg-teal-700` at rest, `hover:bg-teal-800`).
            """)
        #expect(system.tokens.tokens.contains { $0.kind == .color && $0.name == "Harbor Colour" })
    }

    /// `` `Anchor` + `text-ocean bg-ocean/10` ``: an icon's name, then the classes of the look.
    /// The slash's opacity is the fill's, never the text's.
    @Test func classesAfterAnIconAndAPlusAreTheLook() throws {
        let system = try TestSupport.analysedSystem("""
            # Harbor Kit

            ## Colors
            - Ocean: `#0E7490`

            ## Components

            ### Tide Badge
            - `calm`: `Anchor` + `text-ocean bg-ocean/10 border-ocean/20`

            ### Dock Card
            - **Dock Card**: `bg-white` + `border-2 border-ocean`
            """)
        // Classes on both sides of the plus are all the look.
        let card = try TestSupport.variant("Dock Card", in: system.components)[.default]
        #expect(card?.fill?.hex == "#FFFFFF" && card?.borderColor?.hex == "#0E7490" && card?.borderWidth == 2, "\(String(describing: card))")
        let calm = try TestSupport.variant("Tide Badge", "calm", in: system.components)[.default]
        #expect(calm?.fill?.hex == "#0E74901A", "\(String(describing: calm))")
        #expect(calm?.textColor?.hex == "#0E7490")
        #expect(calm?.borderColor?.hex == "#0E749033")
    }
}
