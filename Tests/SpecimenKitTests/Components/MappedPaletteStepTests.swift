import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that maps Tailwind's step names to its own colours (`teal-700 → #1d8a7a`) means
/// its classes by its colours: `bg-teal-700` is the document's teal, not Tailwind's. A step it
/// does not map stays Tailwind's.
@Suite struct MappedPaletteStepTests {
    static let document = """
    # Quayside Kiosk

    ## Colours

    ### Tailwind names

    ```
    teal-700  → #1d8a7a
    text-stone-800 -> #3b3430
    ```

    ## Components

    ### Button

    **Main Button:**
    ```tsx
    <button className="bg-teal-700 text-white rounded-lg">Buy ticket</button>
    ```

    **Quiet Button:**
    ```tsx
    <button className="bg-stone-100 text-stone-800 rounded-lg">Cancel</button>
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aMappedStepIsTheDocumentsColour() throws {
        let components = try Self.system.get().components
        let main = try #require(TestSupport.variant("Button", "Main", in: components)[.default])
        #expect(main.fill?.hex == "#1D8A7A")
        let quiet = try #require(TestSupport.variant("Button", "Quiet", in: components)[.default])
        #expect(quiet.textColor?.hex == "#3B3430")
    }

    @Test func anUnmappedStepStaysTailwinds() throws {
        let quiet = try #require(TestSupport.variant("Button", "Quiet", in: Self.system.get().components)[.default])
        #expect(quiet.fill?.hex == "#F5F5F4")
    }

    @Test func onlyALineLedByTheStepMapsIt() {
        let stated = StatedUtilityColors(lines: ["orange-600 → #ff8c42  (--brand)", "- `bg-sky-950` -> #102030", "a move from red-500 → #ff0000 was dropped"])
        #expect(stated.colors["orange-600"]?.hex == "#FF8C42")
        #expect(stated.colors["sky-950"]?.hex == "#102030")
        #expect(stated.colors["red-500"] == nil)
    }
}
