import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// The states a component's variants share, written on one line after a label naming them
/// together (`**Interaction**: hover → …; press → …; disabled → …`), reach every variant; a
/// look the preview shows no value for (a `filter`, a `transform`) is listed as not drawn with its
/// line, in such a line and in a state's block of CSS alike. A state comment with a word before
/// it (`/* Row Hover */`) opens that state, and `active:scale-95` or `transform: scale(0.96)`
/// under `/* Pressed */` is the press's scale.
@Suite struct StateListLineTests {
    static let document = """
    # Heron

    ## Colors
    - `reed`: #3A6B52
    - `silt`: #C9D1C4

    ## Components

    ### Buttons
    - **Solid**: `reed` background, white text, 8px radius.
    - **Hollow**: transparent background, `reed` text, 1px `silt` border, 8px radius.

    **Interaction**: hover → `filter: saturate(1.2)`; press → `transform: translateY(2px)`; disabled → `opacity: 0.5`.

    ### Tiles
    ```css
    background: #ffffff;
    padding: 20px;

    /* Hover */
    background: #f2f4f0;
    transform: translateY(-2px);
    ```

    ### List rows
    ```css
    padding: 10px 14px;
    color: #2b2b2b;

    /* Row Hover */
    background-color: #eef1ec;
    ```

    ### Chips
    - **Plain**: `bg-white active:scale-95 text-slate-800 border border-slate-300`

    ### Keys
    ```css
    background: #e9ece6;

    /* Pressed */
    transform: scale(0.96);
    ```

    ### Top bar
    Links: `silt` text, 15px.

    Current link: a sliding underline (`::before`, 2px, `background: var(--reed)`).
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    static func component(_ name: String) throws -> ResolvedComponent {
        let all = try components.get()
        return try #require(all.first { $0.name == name }, "\(all.map(\.name))")
    }

    @Test func eachStateOfTheLineReachesEveryVariant() throws {
        let buttons = try Self.component("Buttons")
        #expect(buttons.variants.map(\.name) == ["Solid", "Hollow"], "the line of states names no variant")
        for name in ["Solid", "Hollow"] {
            let variant = try #require(buttons.variant(named: name))
            #expect(variant[.disabled]?.opacity == 0.5, "\(name)")
        }
        #expect(try TestSupport.variant("Buttons", "Solid", in: Self.components.get())[.default]?.opacity == nil)
    }

    @Test func aFilterOrATransformIsListedAsNotDrawnWithItsLine() throws {
        let buttons = try Self.component("Buttons")
        let listed = buttons.spec.notDrawn.filter { $0.provenance.line == 13 }.map(\.text)
        #expect(listed.contains { $0.contains("saturate(1.2)") }, "\(buttons.spec.notDrawn.map(\.text))")
        #expect(listed.contains { $0.contains("translateY(2px)") }, "\(buttons.spec.notDrawn.map(\.text))")
        let tiles = try Self.component("Tiles")
        #expect(tiles.spec.notDrawn.contains { $0.text == "Hover: transform: translateY(-2px)" && $0.provenance.line == 22 }, "\(tiles.spec.notDrawn.map(\.text))")
        let tile = try #require(tiles.variants.first)
        #expect(tile[.default]?.fill?.hex == "#FFFFFF" && tile[.hover]?.fill?.hex == "#F2F4F0")
    }

    @Test func aStateCommentWithAWordBeforeItOpensThatState() throws {
        let row = try #require(try Self.component("List rows").variants.first)
        #expect(row[.default]?.fill?.hex != "#EEF1EC")
        #expect(row[.hover]?.fill?.hex == "#EEF1EC")
        #expect(StatementSpecReader.stateComment("Row Hover", kind: .listRow) == .hover)
        #expect(StatementSpecReader.stateComment("Focus ring", kind: .listRow) == nil)
    }

    @Test func aScaleInAPressedBlockIsThePressScaleOfTheWholeComponent() throws {
        let keys = try Self.component("Keys")
        #expect(keys.variants.first?[.pressed]?.scaleOnPress == 0.96)
        #expect(keys.spec.parts.isEmpty, "a transform is no part")
    }

    @Test func aStateSentenceStylingAPseudoElementIsListedNotDrawn() throws {
        let bar = try Self.component("Top bar")
        let cells = bar.variants.flatMap { $0.states.values }
        #expect(!cells.contains { $0.fill?.hex == "#3A6B52" }, "the underline's colour is no fill of the bar")
        #expect(bar.spec.notDrawn.contains { $0.text.hasPrefix("Current link:") }, "\(bar.spec.notDrawn.map(\.text))")
    }

    @Test func anActiveScaleClassIsThePressScale() throws {
        let chip = try TestSupport.variant("Chips", "Plain", in: Self.components.get())
        #expect(chip[.pressed]?.scaleOnPress == 0.95)
        #expect(UtilityClassReader.scaleFactor("scale-[0.98]") == 0.98)
        #expect(UtilityClassReader.scaleFactor("scale-x-100") == nil)
    }
}
