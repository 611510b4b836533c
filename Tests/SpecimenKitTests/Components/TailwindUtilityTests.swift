import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A document written in Tailwind's utilities: palette classes as its colours (`bg-stone-100`),
/// a component shown as markup whose element's classes are its look and whose text is its copy,
/// and shape, spacing and type classes at the framework's default theme.
@Suite struct TailwindUtilityTests {
    static let document = """
    # Lantern

    Lantern styles a table-booking app with the framework's stock palette.

    ## Colour

    - **Page Ground:** `bg-stone-100` (Light) / `bg-neutral-950` (Dark)
    - **Card Ground:** `bg-white` (Light) / `bg-stone-900/80` (Dark)
    - **Muted Copy:** `text-stone-500`
    - **Rule:** `border-stone-200` or `border-stone-300`

    ## Type

    - Body: `text-sm` or `text-base`

    ## Components

    ### Confirm Button
    Solid and calm.
    ```html
    <button class="bg-teal-700 text-white font-semibold rounded-lg py-2 px-5 md:px-8 hover:bg-teal-800 dark:bg-teal-300">
      Book a table
    </button>
    ```

    ### Seat Tag
    ```jsx
    <span className="rounded-full px-2 py-0.5 text-xs border border-amber-300 bg-amber-100 text-amber-900">Window seat</span>
    ```

    ### Menu Card
    ```html
    <div class="bg-white border-2 border-stone-200 rounded-2xl p-6 shadow-md">
      <!-- dishes -->
    </div>
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    private func color(_ name: String, dark: Bool = false) throws -> String? {
        try Self.system.get().tokens.tokens.first { $0.name == name && ($0.mode == .dark) == dark }.flatMap {
            if case .color(let color) = $0.value { color.hex } else { nil }
        }
    }

    @Test func paletteClassesAreTheFrameworksColoursInTheirModes() throws {
        #expect(try color("Page Ground") == "#F5F5F4")
        #expect(try color("Page Ground", dark: true) == "#0A0A0A")
        #expect(try color("Card Ground") == "#FFFFFF")
        // The opacity after the slash is the colour's alpha.
        #expect(try color("Card Ground", dark: true) == "#1C1917CC")
        #expect(try color("Muted Copy") == "#78716C")
        // Of alternatives joined by "or", the first.
        #expect(try color("Rule") == "#E7E5E4")
    }

    @Test func aMarkupElementsClassesAreItsLookAndItsTextItsCopy() throws {
        let button = try #require(TestSupport.variant("Confirm Button", in: Self.system.get().components)[.default])
        #expect(button.fill?.hex == "#0F766E")
        #expect(button.textColor?.hex == "#FFFFFF")
        #expect(button.radius == 8)
        #expect(button.paddingVertical == 8)
        // `md:px-8` is a breakpoint's; the resting padding is `px-5`.
        #expect(button.paddingHorizontal == 20)
        #expect(button.font?.weight == "semibold")
        #expect(button.sampleText == "Book a table")
        let hover = try TestSupport.variant("Confirm Button", in: Self.system.get().components)[.hover]
        #expect(hover?.fill?.hex == "#115E59")
        // The dark look its classes give is listed, not drawn.
        let spec = try #require(Self.system.get().components.first { $0.name == "Confirm Button" }).spec
        #expect(spec.notDrawn.map(\.text) == ["dark:bg-teal-300"])
    }

    @Test func jsxClassNamesBordersPillsAndSizes() throws {
        let tag = try #require(TestSupport.variant("Seat Tag", in: Self.system.get().components)[.default])
        #expect(tag.fill?.hex == "#FEF3C7")
        #expect(tag.textColor?.hex == "#78350F")
        #expect(tag.borderColor?.hex == "#FCD34D")
        #expect(tag.borderWidth == 1)
        #expect(tag.fullyRounded)
        #expect(tag.paddingVertical == 2)
        #expect(tag.font?.size == 12)
        #expect(tag.sampleText == "Window seat")
    }

    /// An element holding other elements or a comment has no copy of its own.
    @Test func anElementWithoutTextHasNoCopy() throws {
        let card = try #require(TestSupport.variant("Menu Card", in: Self.system.get().components)[.default])
        #expect(card.borderWidth == 2)
        #expect(card.radius == 16)
        #expect(card.paddingHorizontal == 24)
        #expect(card.sampleText == nil)
        // Tailwind's two-layer `shadow-md`.
        #expect(card.shadow?.layers.count == 2)
    }

    /// `text-sm or text-base`: alternatives; the first size is the style's, with its line height.
    @Test func alternativeSizesTakeTheFirst() throws {
        let body = try Self.system.get().tokens.tokens.first { $0.name == "Body" }
        guard case .typeStyle(let style)? = body?.value else { Issue.record("no Body style"); return }
        #expect(style.size == Length(14, .px))
        #expect(style.lineHeight == 20)
    }

    /// A palette the document defines itself is its own; the framework's values stand in only
    /// where it defines none of that name.
    @Test func theDocumentsOwnColourOfThatNameWins() throws {
        let components = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            - **teal-700** (#2A6F66): the house teal

            ## Components
            ### Confirm Button
            ```html
            <button class="bg-teal-700 text-white">Book</button>
            ```
            """).components
        let button = try TestSupport.variant("Confirm Button", in: components)[.default]
        #expect(button?.fill?.hex == "#2A6F66")
        #expect(button?.tokenNames["fill"] == "teal-700")
    }

    /// A label naming the class itself is the document's own class, with no value given; classes
    /// that make a look, or a component's fill, border and text at once, are no palette entry.
    @Test func aClassNamedByItsLabelOrALookIsNoPaletteColour() throws {
        let tokens = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            - **Slate 500** (`text-slate-500`): secondary copy, a mid grey of our own
            - **Ink:** `text-stone-900`

            ## Components
            ### Vote Button
            - Idle: bg-white border-stone-200 text-stone-600

            ### Summary Box
            - Box: bg-gray-50 rounded-xl p-4
            """).tokens.tokens
        let colours = tokens.filter { $0.kind == .color }.map(\.name)
        #expect(colours == ["Ink"])
    }

    /// `Border: border-orange-400 / border-red-500` under a property's label: the classes, of
    /// alternatives the first; never the document's colour named like the class's hue, nor the
    /// shade read as a weight, nor `py-2` as a length of -2.
    @Test func classesUnderAPropertysLabelAreClasses() throws {
        let components = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            - **Orange** (#E8590C): brand
            - **Stone** (#57534E): text

            ## Components

            #### Outline Button
            ```css
            Background: white
            Border: border-orange-400 / border-red-500
            Text: text-stone-900 / text-red-500
            Padding: py-2 px-4
            Border Radius: rounded-lg / rounded-full
            Hover: bg-orange-50 / bg-red-50
            Focus: border-orange-500, ring-1 ring-orange-500
            ```
            """).components
        let button = try TestSupport.variant("Outline Button", in: components)
        let rest = try #require(button[.default])
        #expect(rest.borderColor?.hex == "#FB923C")
        #expect(rest.textColor?.hex == "#1C1917")
        #expect(rest.font?.weight == nil)
        #expect(rest.paddingVertical == 8 && rest.paddingHorizontal == 16)
        #expect(rest.radius == 8)
        #expect(button[.hover]?.fill?.hex == "#FFF7ED")
        #expect(button[.focus]?.borderColor?.hex == "#F97316")
    }

    /// A shade in a colour's name (`gray-700`, `brand_600`) is no font weight; a range of weights
    /// offers its first.
    @Test func aShadeInANameIsNoWeight() {
        #expect(PropertyPhraseReader.weight(in: "Text: mw-gray-700 on white", strict: false) == nil)
        #expect(PropertyPhraseReader.weight(in: "`brand_600` border", strict: false) == nil)
        #expect(ValueScanner.weight(in: "border lantern-teal-700") == nil)
        #expect(PropertyPhraseReader.weight(in: "Weight 600-700, Inter", strict: false) == "semibold")
        #expect(PropertyPhraseReader.weight(in: "Inter 500, gray-900 text", strict: false) == "medium")
    }

    /// Lower-case prose that happens to hold a utility's bare word (`border`) is no class list.
    @Test func proseWithABareUtilityWordIsNoClassList() throws {
        let components = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            - **Ink** (#1F1B16): text

            ## Components
            ### Menu Card
            - Background: Ink
            - Chosen cards: picked cards get a lime-green border or glow
            """).components
        let card = try #require(components.first { $0.name == "Menu Card" })
        #expect(card.variants.flatMap(\.states.values).allSatisfy { $0.borderWidth == nil })
        #expect(card.variants.flatMap(\.states.values).contains { $0.fill?.hex == "#1F1B16" })
    }

    /// A hue the document gives steps of itself is its own scale: a step it leaves out is
    /// unknown, never the framework's; a hue it gives none of is the framework's.
    @Test func aHueTheDocumentScalesItselfIsItsOwn() throws {
        let components = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            Lagoon:  #1B6F80  (cyan-700)  — links and buttons

            ## Components
            ### Save Button
            - Primary: bg-cyan-700 text-white hover:bg-cyan-800
            - Warm: bg-rose-500 text-white
            """).components
        let primary = try TestSupport.variant("Save Button", "Primary", in: components)
        #expect(primary[.default]?.fill?.hex == "#1B6F80")
        #expect(primary[.hover]?.fill == nil && primary[.hover]?.unresolved.contains("fill") == true)
        #expect(try TestSupport.variant("Save Button", "Warm", in: components)[.default]?.fill?.hex == "#F43F5E")
    }

    /// `- **Kelp**: #2F6B4F` over `- Background: bg-green-500`: the kelp's background, never a
    /// `Background` the page is drawn on; lines under a state's heading are that state's look;
    /// `Text: text-primary` beside a `Text Primary` colour is that colour, by its name.
    @Test func partsOfAColourStatesAndTokenNamesAreNotThePage() throws {
        let system = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour

            - **Paper** (#FBF8F2): the page
            - **Text Primary** (#1F1B16): body copy

            ### Status

            #### Success
            - **Kelp**: `#2F6B4F`
              - Background: `bg-green-500`, `bg-green-600`
              - Text: `text-green-700`

            ### Disabled States
            ```css
            Background: bg-stone-200
            Text: text-stone-500
            ```

            ## Components
            ### Filter Chip
            ```css
            Background: white
            Text: text-primary
            ```
            """)
        let names = system.tokens.tokens.filter { $0.kind == .color }.map(\.name)
        #expect(names.contains("Kelp Background") && names.contains("Kelp Text"))
        #expect(!names.contains("Background") && !names.contains("Text"))
        #expect(!names.contains { $0.lowercased().contains("disabled") })
        #expect(system.audit?.backgrounds.first { $0.mode == .light }?.colors == ["#FBF8F2"])
        let chip = try TestSupport.variant("Filter Chip", in: system.components)[.default]
        #expect(chip?.textColor?.hex == "#1F1B16")
    }

    /// A table cell that names a palette step alone (`zinc-300`, `green-500/12%`) is that colour,
    /// with the opacity after its slash; a step of a palette that is not Tailwind's stays words.
    @Test func aPaletteStepAloneInACellIsThatColour() throws {
        let components = try TestSupport.analysedSystem("""
            # Lantern

            ## Colour
            - **Ink** (#1F1B16): text

            ## Components
            ### Badges
            | Variant | Background | Text | Border |
            |---------|-----------|------|--------|
            | ok | green-500/12% | green-400 | green-500/25% |
            | calm | stone-800 | stone-300 | heather-700 |
            """).components
        let ok = try #require(TestSupport.variant("Badges", "ok", in: components)[.default])
        #expect(ok.fill?.hex == "#22C55E1F" && ok.textColor?.hex == "#4ADE80" && ok.borderColor?.hex == "#22C55E40")
        let calm = try #require(TestSupport.variant("Badges", "calm", in: components)[.default])
        #expect(calm.fill?.hex == "#292524" && calm.textColor?.hex == "#D6D3D1")
        #expect(calm.borderColor == nil && calm.unresolved.contains("borderColor"))
    }

    @Test func aClassOutsideThePaletteIsNoColour() {
        #expect(TailwindPalette.color("gray-50")?.hex == "#F9FAFB")
        #expect(TailwindPalette.color("gray-55") == nil)
        #expect(TailwindPalette.color("brand-500") == nil)
        #expect(UtilityClassReader.paletteClasses(in: "hover:bg-gray-100 dark:bg-zinc-800").isEmpty)
        #expect(UtilityClassReader.paletteClasses(in: "the text-gray-500.").map(\.text) == ["text-gray-500"])
    }

    /// Bullets of classes as a team writes them in notes: commas between runs, a state spelled
    /// as a word before its classes (`, hover bg-x`), weights, shadows and one edge's border.
    static let notesDocument = """
        # Driftwood

        ## Colour
        - **Harbour**: #0891b2
        - **Sand**: #f5f5f4
        - **Sky 500**: #5b8fb9

        ## Buttons
        - Launch: bg-[#0891b2] text-white rounded-md font-semibold shadow-md shadow-cyan-600/20, hover bg-[#0e7490]
        - Quiet: bg-white border border-[#d6d3d1] text-stone-700 font-bold shadow-sm shadow-sky-600/10, hover bg-stone-50
        - Bare: bg-transparent text-cyan-700 hover bg-cyan-50

        ## Surfaces
        - Tide Card: bg-white rounded-xl shadow-[0_2px_6px_rgba(0,0,0,0.08)]
        - Ledger Row: bg-[#fafaf9] border-b border-[#e7e5e4]
        """

    static let notes = Result { try TestSupport.analysedSystem(notesDocument) }

    @Test func aStateSpelledAsAWordTakesTheClassesAfterIt() throws {
        let launch = try TestSupport.variant("Buttons", "Launch", in: Self.notes.get().components)
        #expect(launch[.default]?.fill?.hex == "#0891B2")
        #expect(launch[.hover]?.fill?.hex == "#0E7490")
        #expect(launch[.default]?.textColor?.hex == "#FFFFFF")
        #expect(launch[.default]?.font?.weight == "semibold")
        // Both of `shadow-md`'s layers, in the colour `shadow-cyan-600/20` gives.
        #expect(launch[.default]?.shadow?.layers.count == 2)
        #expect(launch[.default]?.shadow?.layers.allSatisfy { $0.color?.hex == "#0891B233" } == true)
        let quiet = try TestSupport.variant("Buttons", "Quiet", in: Self.notes.get().components)
        #expect(quiet[.default]?.fill?.hex == "#FFFFFF")
        #expect(quiet[.default]?.textColor?.hex == "#44403C")
        #expect(quiet[.default]?.borderColor?.hex == "#D6D3D1")
        #expect(quiet[.default]?.font?.weight == "bold")
        #expect(quiet[.hover]?.fill?.hex == "#FAFAF9")
        // A shadow in a colour the document's own scale leaves out is unknown, not the step's grey.
        #expect(quiet[.default]?.shadow == nil && quiet[.default]?.unresolvedValues["shadow"]?.text == "shadow-sm shadow-sky-600/10")
        // No comma: the state's word alone opens its run.
        let bare = try TestSupport.variant("Buttons", "Bare", in: Self.notes.get().components)
        #expect(bare[.default]?.fill?.hex != "#ECFEFF")
        #expect(bare[.hover]?.fill?.hex == "#ECFEFF")
    }

    @Test func anArbitraryShadowAndOneEdgesBorder() throws {
        let panel = try TestSupport.variant("Tide Card", in: Self.notes.get().components)[.default]
        #expect(panel?.shadow?.layers.first?.y == Length(2, .px))
        #expect(panel?.shadow?.layers.first?.blur == Length(6, .px))
        let row = try TestSupport.variant("Ledger Row", in: Self.notes.get().components)[.default]
        #expect(row?.borderSide == "bottom")
        #expect(row?.borderWidth == 1)
        #expect(row?.borderColor?.hex == "#E7E5E4")
    }
}
