import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A state written in a sentence of its own (`Disabled state is kelp at 40% opacity`, `Hover:
/// foam fill`) or in a later clause (`Focus thickens the border to kelp, error to coral`) is that
/// state's look: never the resting look's, never dropped. Words for a state whose value is not
/// understood are marked or listed with their line.
@Suite struct StateSentenceTests {
    static let document = """
    # Tidepool

    ## Colors
    - **Kelp** (#2C6E5A): actions.
    - **Foam** (#E4F1EC): quiet surfaces.
    - **Coral** (#C4553B): errors.

    ## Components

    ### Buttons
    - **Solid:** kelp fill with white text, 8px radius. Disabled state is kelp at 40% opacity.
    - **Quiet:** kelp text, no fill. Hover: foam fill.
    - **Hazy:** kelp text, no fill. Hover reveals a misty background.
    - **Springy:** kelp fill, white text. Pressed feels a touch springier.

    ### Text Field
    - White fill, 1px foam border, 8px corners.
    - Focus thickens the border to kelp, error to coral.

    ### Tables
    - **Rows:** white fill, 52px tall. Hover: foam fill. Selected: foam fill with a 3px kelp left edge.
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func aStatesOwnSentenceIsThatStatesLookNotTheRestingOnes() throws {
        let solid = try Self.variant("Buttons", "Solid")
        #expect(solid[.default]?.fill?.hex == "#2C6E5A" && solid[.default]?.opacity == nil)
        let disabled = try #require(solid[.disabled], "\(solid.states.keys.sorted())")
        // `kelp at 40% opacity`: the colour's opacity, not the whole button's.
        #expect(disabled.fill?.withAlpha(1).hex == "#2C6E5A" && disabled.fill.map { abs($0.alpha - 0.4) < 0.01 } == true, "\(String(describing: disabled.fill))")
        #expect(disabled.opacity == nil)
        let quiet = try Self.variant("Buttons", "Quiet")
        #expect(quiet[.hover]?.fill?.hex == "#E4F1EC")
        #expect(quiet[.default]?.fill?.hex != "#E4F1EC")
    }

    @Test func aLaterClauseOpeningWithAnotherStateIsThatStatesAndKeepsItsProperty() throws {
        let field = try Self.variant("Text Field")
        #expect(field[.default]?.borderColor?.hex == "#E4F1EC")
        #expect(field[.focus]?.borderColor?.hex == "#2C6E5A")
        // `error to coral`: the error state's border, as the focus clause's was.
        #expect(field[.error]?.borderColor?.hex == "#C4553B")
        #expect(field[.focus]?.fill?.hex != "#C4553B" && field[.error]?.fill?.hex != "#C4553B")
    }

    @Test func statesInSentencesAfterALabelAreNotTheRestingFill() throws {
        let rows = try Self.variant("Tables")
        #expect(rows[.default]?.fill?.hex == "#FFFFFF")
        #expect(rows[.hover]?.fill?.hex == "#E4F1EC")
        #expect(rows[.selected]?.fill?.hex == "#E4F1EC")
    }

    @Test func aStatesWordsNotUnderstoodAreMarkedOrListedWithTheirLine() throws {
        let hazy = try Self.variant("Buttons", "Hazy")
        let hover = try #require(hazy[.hover])
        #expect(hover.fill == nil && hover.unresolved.contains("fill"))
        let buttons = try #require(Self.system.get().components.first { $0.name == "Buttons" })
        let listed = buttons.spec.notDrawn.map(\.text)
        #expect(listed.contains("Pressed: feels a touch springier"), "\(listed)")
        #expect(buttons.spec.notDrawn.first { $0.text.hasPrefix("Pressed") }?.provenance.line == 14)
        // Nothing of it reaches the resting look.
        #expect(try Self.variant("Buttons", "Springy")[.default]?.fill?.hex == "#2C6E5A")
    }

    /// A state's words not understood leave the property open to a value given on another line,
    /// before or after them, which is drawn rather than the mark.
    @Test func aValueGivenElsewhereWinsOverAStatesWordsNotUnderstood() throws {
        let system = try TestSupport.analysedSystem("""
        # Tidepool

        ## Components

        ### Buttons

        **Pale**
        - Background: `#DDEEEE`
        - Hover background: `#3A8A72`
        - Hover: a livelier background
        """)
        let pale = try TestSupport.variant("Buttons", in: system.components)
        #expect(pale[.hover]?.fill?.hex == "#3A8A72", "\(String(describing: pale[.hover]))")
        #expect(pale[.hover]?.unresolved.contains("fill") == false)
    }

    /// With front matter: the prose's state in a later clause is added; a state the front matter
    /// lacks whose words only guess at a colour's role is listed as written.
    @Test func frontMatterComponentsTakeTheProsesStateClauses() throws {
        let system = try TestSupport.analysedSystem("""
        ---
        name: Tidepool
        colors:
          kelp: "#2C6E5A"
          coral: "#C4553B"
          foam: "#E4F1EC"
        components:
          button-solid:
            backgroundColor: "{colors.kelp}"
            textColor: "#FFFFFF"
          field:
            backgroundColor: "#FFFFFF"
        ---

        # Tidepool

        ## Components

        ### Buttons
        - **Solid:** kelp fill with white text. Disabled state is kelp at 40% opacity.

        ### Inputs
        - **Field:** white fill, 1px foam border, 8px corners. Focus thickens the border to kelp, error to coral.
        """)
        let field = try TestSupport.variant("field", in: system.components)
        #expect(field[.focus]?.borderColor?.hex == "#2C6E5A")
        #expect(field[.error]?.borderColor?.hex == "#C4553B")
        let button = try #require(system.components.first { $0.name == "button-solid" })
        #expect(button.spec.notDrawn.contains { $0.text.hasPrefix("Disabled:") && $0.provenance.line == 20 }, "\(button.spec.notDrawn.map(\.text))")
        #expect(button.variants.first?[.default]?.opacity == nil)
    }

    /// `a contextual tone at 10% opacity`: a role's word inside a longer one (`text` in
    /// `contextual`) names no part, so the opacity stays the colour's, not the whole element's.
    @Test func aRoleWordInsideALongerWordNamesNoPart() throws {
        let system = try TestSupport.analysedSystem("""
        # Tidepool

        ## Colors
        - **Reed 10** (#E2EDF7): pale surfaces.

        ## Components

        **Flag**
        - Background: a contextual tone at 10% opacity (for example Reed 10)
        - Padding: 4px 8px
        """)
        let flag = try TestSupport.variant("Flag", in: system.components)
        #expect(flag[.default]?.opacity == nil)
        #expect(flag[.default]?.fill.map { abs($0.alpha - 0.1) < 0.01 } == true, "\(String(describing: flag[.default]?.fill))")
        #expect(PropertyPhraseReader.role(in: "a contextual tone") == nil)
        #expect(PropertyPhraseReader.role(in: "subtext grey") == .text)
        #expect(PropertyPhraseReader.role(in: "textcolor #333") == .text)
    }

    @Test func onlyTheVocabularysStateOpenersStartAStateSentence() {
        #expect(SpecBuilder.stateRuns(of: "Focus thickens the border to kelp, error to coral", kind: .textInput)?.map(\.1)
            == ["thickens the border to kelp", "border to coral"])
        #expect(SpecBuilder.stateRuns(of: "Tap targets are 44px", kind: .button) == nil)
        #expect(SpecBuilder.stateRuns(of: "Selected turns kelp with white text", kind: .pill)?.count == 1)
    }
}
