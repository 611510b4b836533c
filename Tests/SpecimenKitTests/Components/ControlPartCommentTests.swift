import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A control's block of bare declarations split by comments naming its parts and states:
/// `/* Rail */` over the control's own look, `/* Knob */` over the mark drawn inside it, `/* Off
/// State */` and `/* On State */` over each state's look. A heading whose plural takes -es
/// (`Toggle Switches`, `Checkboxes`) names its kind as the singular does.
@Suite struct ControlPartCommentTests {
    static let document = """
    # Lantern

    ## Colours
    - **Night**: `#101820` - Page background
    - **Coral**: `#F06449` - Accent

    ## Form Controls

    ### Toggle Switches
    ```css
    /* Off State */
    background: #3A4750

    /* On State */
    background: #F06449
    ```

    ### Switches
    ```css
    /* Rail */
    background: #3A4750
    width: 44px
    height: 24px
    border-radius: 12px

    /* Knob */
    background: #FFFFFF
    width: 20px
    height: 20px
    border-radius: 50%
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    func spec(_ name: String) throws -> ComponentSpec {
        let specs = try Self.system.get().componentSpecs
        return try #require(specs.first { $0.name == name }, "components: \(specs.map(\.name))")
    }

    @Test func pluralsInEsReduceToTheirKind() {
        #expect(ComponentKind.words(of: "Toggle Switches") == ["toggle", "switch"])
        #expect(ComponentKind.words(of: "Checkboxes") == ["checkbox"])
        #expect(ComponentKind.singular("switches") == "switch")
        #expect(ComponentKind.singular("boxes") == "box")
        #expect(ComponentKind.singular("badges") == "badge")
        #expect(ComponentKind.singular("status") == "status")
    }

    @Test func stateCommentsInAControlsBlockAreItsStates() throws {
        let toggle = try spec("Toggle Switches")
        #expect(toggle.kind == .toggle)
        #expect(toggle.base[.default].fill?.value?.hex == "#3A4750")
        #expect(toggle.base[.selected].fill?.value?.hex == "#F06449")
    }

    @Test func aMarkCommentsLinesAreTheMarkNotTheControl() throws {
        let control = try spec("Switches")
        #expect(control.base[.default].fill?.value?.hex == "#3A4750")
        #expect(control.base[.default].width?.value?.cssPixels == 44)
        let knob = try #require(control.parts.first { $0.name == "Knob" }, "parts: \(control.parts.map(\.name))")
        #expect(knob.properties.fill?.value?.hex == "#FFFFFF")
        #expect(knob.properties.width?.value?.cssPixels == 20)
    }

    @Test func noControlsColourIsTheTokenOrThePage() throws {
        let system = try Self.system.get()
        #expect(!system.tokens.tokens.contains { $0.name.lowercased().hasSuffix("background") })
    }
}

/// A bare `background:` filed under a control part's comment, in a section that draws no
/// component, is that part's fill: the page is the colour the palette calls the page.
@Suite struct ControlPartBackgroundTests {
    @Test func aPartsBareBackgroundIsNotThePage() throws {
        let system = try TestSupport.analysedSystem("""
        # Lantern

        ## Colours
        - **Night**: `#101820` - Primary background
        - **Coral**: `#F06449` - Accent

        ## Form Controls

        ### Range
        ```css
        /* Track */
        background: #3A4750
        height: 8px
        ```
        """)
        #expect(PageBackground.choose(in: system.tokens, mode: .light).representativeColor.hex == "#101820")
    }
}
