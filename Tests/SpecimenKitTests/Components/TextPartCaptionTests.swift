import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Values that belong to something smaller than the whole component: a caption naming a
    /// text the component shows (`**Label**`), a ghost's pale hover tint, and an attribute's
    /// quoted value in a code listing.
    @Suite struct TextPartCaptions {
        static let document = """
        # Fernleaf

        ## Colors

        - **Moss**: #2F5D50
        - **Cream**: #FBF8F1
        - **Slate**: #3B4252
        - **Mist**: #EEF1F4
        - **Fern**: #4C8C6A
        - **Clay**: #B5543A
        - **Fog**: #D8DEE9

        ## Components

        ### Inputs

        **Search Field**
        - Background: Cream
        - Border: 1px Fog
        - Radius: 6px

        **States:**
        - Focus: Moss border
        - Error: Clay border

        **Label**
        - Size: 13px
        - Weight: 600
        - Color: Slate

        **Hint Text**
        - Size: 12px
        - Color: Bark

        ### Buttons

        **Quiet**
        - Background: Transparent
        - Hover: Mist
        - Text: Slate

        **Link**
        - Background: Transparent
        - Hover: Fern
        - Text: Moss

        **Icon Label**
        - Background: Moss
        - Text: Cream

        ### Toggles

        ```
        On:    mode="filled", Moss track
        Off:   mode="plain", Slate track
        ```
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func component(_ name: String) throws -> ResolvedComponent {
            try #require(try system.get().components.first { $0.name == name })
        }

        @Test func aCaptionNamingATextIsAPartNotALookOfTheField() throws {
            let inputs = try Self.component("Inputs")
            let names = inputs.variants.map(\.name)
            #expect(!names.contains("Label"))
            #expect(!names.contains("Hint Text"))
            let label = try #require(inputs.parts.first { $0.name == "Label" })
            #expect(label.properties.textColor?.hex == "#3B4252")
            #expect(label.properties.font?.size == 13)
            #expect(label.properties.font?.weight == "semibold")
            // The states under `States:` stay the field's: every look drawn is the field's.
            #expect(!inputs.variants.isEmpty)
            #expect(inputs.variants.allSatisfy { $0.states[.focus]?.borderColor?.hex == "#2F5D50" && $0.states[.default]?.fill?.hex == "#FBF8F1" })
        }

        @Test func aPartsColourNoTokenNamesIsListedAsWritten() throws {
            let inputs = try Self.component("Inputs")
            let hint = try #require(inputs.parts.first { $0.name == "Hint Text" })
            #expect(hint.properties.textColor == nil)
            #expect(hint.properties.unresolvedValues["textColor"]?.text == "Bark")
            let extract = DesignMDWriter(try Self.system.get().system).write()
            #expect(extract.contains("part \"Hint Text\" textColor: \"Bark\""))
        }

        @Test func aCaptionWithABoxOrAKindWordStaysAVariant() throws {
            let buttons = try Self.component("Buttons")
            let icon = try #require(buttons.variants.first { $0.name == "Icon Label" })
            #expect(icon.states[.default]?.fill?.hex == "#2F5D50")
        }

        @Test func aPaleHoverUnderDarkTextTintsTheGhostsGround() throws {
            let buttons = try Self.component("Buttons")
            let quiet = try #require(buttons.variants.first { $0.name == "Quiet" })
            #expect(quiet.states[.hover]?.fill?.hex == "#EEF1F4")
            #expect(quiet.states[.hover]?.textColor?.hex == "#3B4252")
            // A hover colour as dark as the text is the text's change.
            let link = try #require(buttons.variants.first { $0.name == "Link" })
            #expect(link.states[.hover]?.textColor?.hex == "#4C8C6A")
        }

        @Test func anAttributesQuotedValueIsNoCopy() throws {
            let toggles = try Self.component("Toggles")
            let labels = toggles.variants.flatMap { $0.states.values.compactMap(\.sampleText) }
            #expect(!labels.contains("filled"))
            #expect(!labels.contains("plain"))
            #expect(toggles.spec.samples.isEmpty)
        }
    }
}
