import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Class attributes written one utility a line, with a note after some of them (`/* 64px */`,
/// `{/* press */}`), under bold captions: the notes are the author's gloss, the classes are
/// still the look, on buttons, on a field and on a self-closing `<div />`.
@Suite struct AnnotatedClassListTests {
    static let document = """
    # Quayside Kiosk

    ## Components

    ### Button

    **Main Button:**
    ```tsx
    <button className="
      h-16 px-6          /* 64px tall */
      rounded-xl         /* 12px corners */
      bg-teal-700
      text-white
      font-bold
      active:scale-95    /* shrinks on touch */
    ">
      Buy ticket
    </button>
    ```

    **Quiet Button:**
    ```tsx
    <button className="
      rounded-lg {/* softer */}
      bg-stone-100
      text-stone-800
    ">
      Cancel
    </button>
    ```

    ### Ticket Field

    ```tsx
    <label className="text-sm">Ticket code</label>
    <input
      type="text"
      className="
        h-12               /* 48px */
        px-4
        border-2 border-stone-300
        rounded-md
        focus:border-teal-700
      "
      placeholder="QX 204"
    />
    ```

    ### Waiting

    **Loader:**
    ```tsx
    <div className="w-10 h-10 border-4 border-stone-200 border-t-teal-700 rounded-full animate-spin" />
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func notesBetweenClassesAreSkipped() {
        let looks = MarkupClassReader.looks(in: """
            <button className="
              rounded-xl   /* 12px */
              bg-teal-700  {/* brand */}
            ">Go</button>
            """)
        #expect(looks.map(\.classes) == ["rounded-xl bg-teal-700"])
    }

    @Test func captionedButtonsAreDrawn() throws {
        let components = try Self.system.get().components
        let main = try #require(TestSupport.variant("Button", "Main", in: components)[.default])
        #expect(main.fill?.hex == "#0F766E")
        #expect(main.textColor?.hex == "#FFFFFF")
        #expect(main.radius == 12)
        #expect(main.sampleText == "Buy ticket")
        let quiet = try #require(TestSupport.variant("Button", "Quiet", in: components)[.default])
        #expect(quiet.fill?.hex == "#F5F5F4")
        #expect(quiet.radius == 8)
    }

    @Test func aFieldWithNotedClassesIsDrawn() throws {
        let field = try TestSupport.variant("Ticket Field", in: Self.system.get().components)
        #expect(field[.default]?.borderWidth == 2)
        #expect(field[.default]?.borderColor?.hex == "#D6D3D1")
        #expect(field[.default]?.radius == 6)
        #expect(field[.focus]?.borderColor?.hex == "#0F766E")
    }

    @Test func aSelfClosingElementUnderACaptionIsDrawn() throws {
        let loader = try #require(TestSupport.variant("Waiting", in: Self.system.get().components)[.default])
        #expect(loader.borderWidth == 4)
        #expect(loader.borderColor?.hex == "#E7E5E4")
        #expect(loader.fullyRounded)
    }
}
