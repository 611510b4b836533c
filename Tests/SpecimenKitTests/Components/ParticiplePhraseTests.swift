import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Sentences that say what a colour is before it (`filled with …`), a state that opens a
    /// sentence (`Upon focus, …`), and colour words another word changes (`off-white`).
    @Suite struct ParticiplePhrases {
        static let document = """
        # Quayside

        ## Colors

        - Harbour: #1B4F9C
        - Sand: #F4EFE6
        - Pebble 300: #D9D4CC

        ## Components

        ### Buttons

        Primary buttons are filled with the deep harbour blue (#1B4F9C) with white text. Secondary buttons are outlined with Harbour and have sand text.

        ### Chips

        Chips are filled with #2E7D5B and white text, with a 6px radius.

        ### Tags

        - Background: Sand
        - Outline: 1px Harbour
        - Dot: Pebble 300

        ### Tiles

        - Background: Sand
        - Hover: no lift, no zoom — the title text turns #1B4F9C

        ### Fields

        Fields sit on an off-white background with a 1px border. Upon focus, the border thickens to 2px and turns #1B4F9C.

        ### Inputs

        Inputs use a #FFFFFF fill and #333333 text with a 1px #CCCCCC border. On focus, the border thickens to 2px Quay Blue.
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func look(_ component: String, _ variant: String?, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try TestSupport.variant(component, variant, in: try system.get().components).states[state]
        }

        @Test func aParticipleBeforeWithNamesTheColoursRole() throws {
            let primary = try #require(try Self.look("Buttons", "Primary"))
            #expect(primary.fill?.hex == "#1B4F9C")
            #expect(primary.textColor?.hex == "#FFFFFF")
            let secondary = try #require(try Self.look("Buttons", "Secondary"))
            #expect(secondary.borderColor?.hex == "#1B4F9C")
            #expect(secondary.fill?.hex != "#1B4F9C")
            #expect(secondary.textColor?.hex == "#F4EFE6")
        }

        @Test func aParticiplesColourAndAnotherJoinedByAndAreEachTheirOwn() throws {
            let chip = try #require(try Self.look("Chips", nil))
            #expect(chip.fill?.hex == "#2E7D5B")
            #expect(chip.textColor?.hex == "#FFFFFF")
            #expect(chip.radius == 6)
        }

        @Test func aSentenceOpeningWithAStateIsThatStatesToItsEnd() throws {
            let field = try #require(try Self.look("Fields", nil))
            #expect(field.borderWidth == 1)
            let focus = try #require(try Self.look("Fields", nil, .focus))
            #expect(focus.borderWidth == 2)
            #expect(focus.borderColor?.hex == "#1B4F9C")
        }

        /// A focus border in a colour no token is called (`2px Quay Blue`) is stated and not
        /// understood, never the resting border's colour measured in focus.
        @Test func aStatesBorderInAnUnknownColourIsMarked() throws {
            let focus = try #require(try Self.look("Inputs", nil, .focus))
            #expect(focus.borderWidth == 2)
            #expect(focus.borderColor?.hex != "#CCCCCC")
            #expect(focus.unresolvedValues["borderColor"]?.text.contains("Quay Blue") == true)
        }

        /// `Dot: Pebble 300`: a part in a colour whose name holds a number; the number is no weight.
        @Test func aColoursNumberIsNoWeight() throws {
            let tags = try #require(try Self.system.get().components.first { $0.name == "Tags" })
            let dot = try #require(tags.spec.parts.first { $0.name == "Dot" })
            #expect(dot.properties.font?.value?.weight == nil)
        }

        /// A denial, then a dash and what the state does do: the part after the dash is read.
        @Test func whatFollowsADeniedLookAfterADashIsRead() throws {
            let hover = try #require(try Self.look("Tiles", nil, .hover))
            #expect(hover.textColor?.hex == "#1B4F9C")
        }

        @Test func anOffWhiteIsNotWhiteButWordsNotUnderstood() throws {
            let field = try #require(try Self.look("Fields", nil))
            #expect(field.fill == nil)
            #expect(field.unresolvedValues["fill"]?.text.contains("off-white") == true)
            #expect(ValueScanner.colorWord(in: "a near-black panel", includingClear: false) == nil)
            #expect(ValueScanner.colorWord(in: "a black panel", includingClear: false)?.color.hex == "#000000")
            // A semi-transparent (or half-transparent) veil is not a clear one: its alpha is the
            // document's to state, never zero.
            #expect(ValueScanner.colorWord(in: "a semi-transparent veil", includingClear: true) == nil)
            #expect(ValueScanner.colorWord(in: "a half transparent veil", includingClear: true) == nil)
            #expect(ValueScanner.colorWord(in: "a transparent veil", includingClear: true)?.color.alpha == 0)
            // Nor is a semi-transparent white plain white: its opacity is not given.
            #expect(ValueScanner.colorWord(in: "a semi-transparent white pill", includingClear: true) == nil)
            #expect(ValueScanner.namesApproximateColor("a semi-transparent white pill"))
        }
    }
}
