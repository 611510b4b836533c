import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Components shown as JSX snippets, as Tailwind documents write them: class attributes broken
/// over several lines, one snippet per bold caption, snippets named by a comment above them,
/// a wrapper or a backdrop around the component, a library's component tags and their parts.
@Suite struct MarkupSnippetTests {
    static let document = """
    # Tidewater

    Tidewater styles a ferry timetable with the framework's stock palette.

    ## Components

    ### Buttons

    **Board Button**
    ```tsx
    <button className="
      bg-sky-600 hover:bg-sky-700
      text-white font-semibold
      px-5 py-2.5 rounded-md
      shadow-sm hover:shadow-md
      disabled:opacity-50
    ">
      <Anchor className="w-4 h-4" />
      Board now
    </button>
    ```

    **Wait Button**
    ```tsx
    <button className="
      bg-white text-sky-800
      border border-slate-300
      px-5 py-2.5 rounded-md
    ">
      Next sailing
    </button>
    ```

    ### Loading

    **Tide Spinner**
    ```tsx
    <div className="flex items-center justify-center py-10">
      <div className="w-6 h-6 border-4 border-sky-200 border-t-sky-600 rounded-full animate-spin" />
    </div>
    ```

    **Crossing Meter**
    ```tsx
    <div className="w-full bg-slate-200 rounded-full h-2">
      <div className="bg-sky-500 h-full" style={{ width: '40%' }} />
    </div>
    ```

    ### Badges

    **Sea State Badge**
    ```tsx
    // Calm
    <span className="px-2 py-1 rounded-full text-xs bg-emerald-100 text-emerald-800">
      Calm seas
    </span>

    // Rough
    <span className="px-2 py-1 rounded-full text-xs bg-rose-100 text-rose-800">
      Rough seas
    </span>
    ```

    ### Dialogs

    **Cancel Dialog**
    ```tsx
    <div className="fixed inset-0 bg-black/50 flex items-center justify-center">
      <div className="bg-white rounded-xl p-6 shadow-lg">
        <h2 className="text-lg font-bold text-slate-900">Cancel this crossing?</h2>
      </div>
    </div>
    ```

    ### Cards

    ```tsx
    <Card className="border-2 border-slate-200 bg-white">
      <CardHeader className="bg-slate-50 border-b-2 border-slate-200">
        <CardTitle className="text-slate-800 font-bold">
      </CardHeader>
    </Card>
    ```

    ## Patterns

    ### Booking

    ```tsx
    <Input className="border-2 border-slate-300 text-slate-800 focus:border-sky-600">
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    /// A class attribute broken over lines is one list; the caption names the variant, and the
    /// words the element shows (after an icon) are its copy.
    @Test func classesOverSeveralLinesUnderACaption() throws {
        let components = try Self.system.get().components
        let board = try #require(TestSupport.variant("Buttons", "Board", in: components)[.default])
        #expect(board.fill?.hex == "#0284C7")
        #expect(board.textColor?.hex == "#FFFFFF")
        #expect(board.radius == 6)
        #expect(board.paddingHorizontal == 20)
        #expect(board.font?.weight == "semibold")
        #expect(board.sampleText == "Board now")
        let states = try TestSupport.variant("Buttons", "Board", in: components)
        #expect(states[.hover]?.fill?.hex == "#0369A1")
        // A state's shape is that state's own: the hover's shadow, the disabled opacity.
        #expect(states[.hover]?.shadow?.layers.count == 2)
        #expect(states[.disabled]?.opacity == 0.5)
        let wait = try #require(TestSupport.variant("Buttons", "Wait", in: components)[.default])
        #expect(wait.fill?.hex == "#FFFFFF")
        #expect(wait.borderColor?.hex == "#CBD5E1")
        #expect(wait.sampleText == "Next sailing")
    }

    /// Under a heading that names a group, each caption over a snippet is a component of its own,
    /// whatever its name; a wrapper that only lays out is passed over for the element inside it.
    @Test func captionsOverSnippetsAreComponentsOfTheirOwn() throws {
        let components = try Self.system.get().components
        let spinner = try #require(TestSupport.variant("Tide Spinner", in: components)[.default])
        #expect(spinner.borderWidth == 4)
        #expect(spinner.borderColor?.hex == "#BAE6FD")
        #expect(spinner.fullyRounded)
        let meter = try #require(TestSupport.variant("Crossing Meter", in: components)[.default])
        #expect(meter.fill?.hex == "#E2E8F0")
        #expect(meter.fullyRounded)
    }

    /// `// Calm` above one badge and `// Rough` above the next: two variants, and neither comment
    /// is copy.
    @Test func commentsNameTheSnippetsBelowThem() throws {
        let components = try Self.system.get().components
        let calm = try #require(TestSupport.variant("Badges", "Calm", in: components)[.default])
        #expect(calm.fill?.hex == "#D1FAE5")
        #expect(calm.sampleText == "Calm seas")
        let rough = try #require(TestSupport.variant("Badges", "Rough", in: components)[.default])
        #expect(rough.fill?.hex == "#FFE4E6")
        #expect(rough.sampleText == "Rough seas")
    }

    /// `fixed inset-0 bg-black/50` is the page dimmed behind the dialog, not its fill; the
    /// panel's title lends it its words and their type.
    @Test func aBackdropIsNoFill() throws {
        let dialog = try #require(TestSupport.variant("Dialogs", in: Self.system.get().components)[.default])
        #expect(dialog.fill?.hex == "#FFFFFF")
        #expect(dialog.radius == 12)
        #expect(dialog.textColor?.hex == "#0F172A")
        #expect(dialog.sampleText == "Cancel this crossing?")
    }

    /// `<CardHeader>` and `<CardTitle>` in a `<Card>` are its header and title parts, though their
    /// closing tags are left out.
    @Test func aLibrarysPartTagsAreParts() throws {
        let card = try #require(Self.system.get().components.first { $0.name == "Cards" })
        #expect(card.variants.first?[.default]?.fill?.hex == "#FFFFFF")
        let header = try #require(card.parts.first { $0.name == "Header" })
        #expect(header.properties.fill?.hex == "#F8FAFC")
        #expect(header.properties.borderSide == "bottom")
        let title = try #require(card.parts.first { $0.name == "Title" })
        #expect(title.properties.textColor?.hex == "#1E293B")
    }

    /// `<Input className="…">` with no caption, under a heading that names no component: the
    /// library's component its tag names.
    @Test func aComponentTagNamesItsComponent() throws {
        let input = try TestSupport.variant("Input", in: Self.system.get().components)
        #expect(input[.default]?.borderColor?.hex == "#CBD5E1")
        #expect(input[.focus]?.borderColor?.hex == "#0284C7")
    }

    /// The markup's attributes are no tokens: no colour called `className`.
    @Test func attributesAreNoTokens() throws {
        let names = try Self.system.get().tokens.tokens.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("classname") || $0.lowercased() == "style" })
    }

    /// One fence holding several examples, each under a comment: a comment with an aside after
    /// its name, or of five words, still names its example, so the first example is a look of its
    /// own and none of its classes (the stripe, the shadow, the hover) reach the looks after it.
    @Test func eachCommentedExampleOfAFenceIsItsOwnLook() throws {
        let components = try TestSupport.analysedSystem("""
            # Harbour

            ## Colours

            | Token | Value |
            |---|---|
            | harbour-teal | #0f766e |

            ## Components

            ### Buttons

            ```jsx
            // Main action (one per screen)
            <button className="bg-teal-700 text-white py-2 px-5 rounded-md hover:opacity-80">
              Book a berth
            </button>

            // Outline action
            <button className="bg-white text-teal-700 border-2 border-teal-700 py-2 px-5 rounded-md">
              Ask us
            </button>
            ```

            ### Panels

            ```jsx
            // Info panel with a stripe
            <div className="bg-white border-l-4 border-teal-700 rounded-lg shadow-md p-6">
              <h3 className="text-stone-900 font-bold">Opening hours</h3>
            </div>

            // Sand band
            <section className="bg-amber-50 text-stone-900 py-10 px-6 rounded-lg">
              <h2>Moorings</h2>
            </section>
            ```

            ### Links

            ```jsx
            // Body link
            <a href="/tides" className="text-harbour-teal font-semibold hover:underline">Tide tables</a>

            // Footer link
            <a href="/about" className="text-harbour-mist underline">About the harbour</a>

            // Field wrapper
            <div className="text-field">
              <label className="text-field-label">Name</label>
            </div>
            ```
            """).components
        let main = try TestSupport.variant("Buttons", "Main action", in: components)
        #expect(main[.default]?.fill?.hex == "#0F766E")
        #expect(main[.default]?.sampleText == "Book a berth")
        #expect(main[.hover]?.opacity == 0.8)
        let outline = try TestSupport.variant("Buttons", "Outline action", in: components)
        #expect(outline[.default]?.borderWidth == 2)
        #expect(outline[.hover] == nil)
        let stripe = try #require(TestSupport.variant("Panels", "Info panel with a stripe", in: components)[.default])
        #expect(stripe.borderSide == "left")
        #expect(stripe.shadow != nil)
        let band = try #require(TestSupport.variant("Panels", "Sand band", in: components)[.default])
        #expect(band.fill?.hex == "#FFFBEB")
        #expect(band.borderWidth == nil && band.borderSide == nil)
        #expect(band.shadow == nil)
        // A link drawn only in the theme's own colour is a look; one the document leaves
        // undefined keeps its words, unresolved.
        let body = try #require(TestSupport.variant("Links", "Body link", in: components)[.default])
        #expect(body.textColor?.hex == "#0F766E")
        #expect(body.sampleText == "Tide tables")
        let footer = try #require(TestSupport.variant("Links", "Footer link", in: components)[.default])
        #expect(footer.textColor == nil)
        #expect(footer.sampleText == "About the harbour")
        // A lone class name that only looks like a colour utility (`text-field`) draws nothing.
        let links = try #require(components.first { $0.name == "Links" })
        #expect(!links.variants.contains { $0.name.contains("Field") })
    }

    @Test func elementsOfABlock() {
        let looks = MarkupClassReader.looks(in: """
            {/* Primary */}
            <a className="text-sky-700 underline">Read more</a>
            <!-- Secondary -->
            <a class='text-slate-600'>Skip</a>
            """)
        #expect(looks.map(\.name) == ["Primary", "Secondary"])
        #expect(looks.map(\.text) == ["Read more", "Skip"])
        #expect(looks.map(\.lineOffset) == [1, 3])
    }
}
