import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Rule banners and audit rows that no hand check would call true: a rule about another
/// property's radius, a dark-mode note checked against the light components, a colour offered
/// per setting read crossed with its text, a focus ring measured as text, a list of colour
/// pairs read as one part's text.
@Suite struct FalseFindingTests {
    func rules(_ sentence: String, headings: [String] = []) -> [DesignRule] {
        DesignRuleExtractor.rules(in: sentence, provenance: Provenance(file: "x", line: 1, excerpt: sentence), headings: headings)
    }

    /// A spread or blur radius is a shadow's: no corner is held to it. A corner radius in the
    /// same sentence still is.
    @Test func aShadowsRadiusIsNoCornerRule() {
        #expect(rules("❌ Heavy glows (avoid spread radius > 6px)").isEmpty)
        #expect(rules("Never let a blur radius exceed 30px").isEmpty)
        #expect(rules("Never a corner radius greater than 20px").map(\.kind) == [.maxRadius(20)])
        #expect(rules("Avoid a spread radius over 6px, and no border radius above 4px").map(\.kind) == [.maxRadius(4)])
    }

    /// A sentence or a heading that names dark mode makes the rule the dark appearance's.
    @Test func aDarkModeNoteIsTheDarkAppearancesRule() {
        let noted = rules("✅ Soften the glare (not pure white text)", headings: ["Tidepool", "Dark Mode Notes"])
        #expect(noted.map(\.mode) == [.dark])
        #expect(rules("In dark mode, never use pure white text").map(\.mode) == [.dark])
        #expect(rules("Never use pure white text", headings: ["Light and Dark Mode"]).map(\.mode) == [nil])
        #expect(rules("✅ Soften the glare (not pure white text)", headings: ["Tidepool", "Glare"]).map(\.mode) == [nil])
    }

    static func tidepool(noteHeading: String) -> String {
        """
        # Tidepool

        ## Pitfalls

        - ❌ Muddy shadows (keep blur radius small; avoid spread radius > 6px)
        - ❌ Pointy corners (never a corner radius greater than 20px)

        ## Colours

        - **Kelp** (#1F6F5C): primary actions
        - **Foam** (#F4FAF8): the page

        ## \(noteHeading)

        - ✅ Soften the glare (not pure white text)

        ## Components

        ### Buttons

        - **Primary**: Kelp (#1F6F5C) background, #FFFFFF text, 12px radius
        - **Pebble**: Foam (#F4FAF8) background, Kelp (#1F6F5C) text, 24px radius
        """
    }

    /// The light components break neither the shadow's limit nor the dark-mode note; the corner
    /// limit still holds them, and the same note under no dark heading is a rule for them.
    @Test func onlyTrueBannersInTheBuild() throws {
        let found = try TestSupport.analysedSystem(Self.tidepool(noteHeading: "Dark Mode Notes")).system.ruleViolations
            .map { "\($0.variant) \($0.property) \($0.message)" }
        #expect(found == ["Pebble radius corner radius 24pt exceeds the stated maximum of 20pt"], "\(found)")
        let plain = try TestSupport.analysedSystem(Self.tidepool(noteHeading: "Glare")).system.ruleViolations
            .map { "\($0.variant) \($0.property)" }.sorted()
        #expect(plain == ["Pebble radius", "Primary textColor"], "\(plain)")
    }

    /// `white (on ember) / flame (on white)`: the first colour, not the ground its bracket
    /// names, goes with the first of the text's (`#C2410C / white`).
    @Test func coloursOfferedPerSettingPairInOrder() throws {
        let analyzed = try TestSupport.analysedSystem("""
        # Driftwood

        ## Colours

        - **Ember** (#C2410C): accent
        - **Flame** (#EA580C): highlights
        - **Sand** (#FFFBF5): the page

        ## Components

        #### Counter Dot
        ```css
        Background: white (on ember) / flame (on white)
        Text: #C2410C / white
        Border Radius: 9999px
        ```
        """)
        let dot = try TestSupport.variant("Counter Dot", in: analyzed.system.components)
        #expect(dot[.default]?.fill?.opaqueHex == "#FFFFFF")
        #expect(dot[.default]?.textColor?.opaqueHex == "#C2410C")
        let pairs = try #require(analyzed.audit).pairs.filter { $0.context.component == "Counter Dot" && $0.context.element == "text" }
        #expect(pairs.map { "\($0.foreground.hex) on \($0.background.hex)" } == ["#C2410C on #FFFFFF"], "\(pairs)")
    }

    /// `Ring: 2px #9FD8C8` under a field's focus state: an indicator drawn round the field,
    /// held to 3:1 as a graphic, never measured as text.
    @Test func aRingIsNoText() throws {
        let analyzed = try TestSupport.analysedSystem("""
        # Lagoon

        ## Inputs

        #### Lagoon Field

        **Default State**
        - Background: `#FFFFFF`
        - Border: `#8A94A6`
        - Text: `#1B2430`

        **Focus State**
        - Border: `#1F6F5C`
        - Ring: `2px #9FD8C8`
        """)
        let pairs = try #require(analyzed.audit).pairs.filter { $0.foreground.hex == "#9FD8C8" }
        #expect(!pairs.isEmpty)
        #expect(pairs.allSatisfy { $0.category == .nonText }, "\(pairs.map { "\($0.category) \($0.context)" })")
    }

    /// `8px width, #c9ced4 thumb`: a scrollbar's or a slider's thumb is a graphic, held to 3:1,
    /// never a line of text at 4.5:1.
    @Test func aThumbIsNoText() throws {
        let analyzed = try TestSupport.analysedSystem("""
        # Lagoon

        - Page background: #FAF9F5

        ## Components

        ### Scrollbars
        - Slim scrollbar: 10px width, #B8C0C8 thumb, transparent track
        - Add the `.scroll-slim` class to panels that scroll
        """)
        let pairs = try #require(analyzed.audit).pairs.filter { $0.foreground.hex == "#B8C0C8" }
        #expect(!pairs.isEmpty)
        #expect(pairs.allSatisfy { $0.category == .nonText }, "\(pairs.map { "\($0.category) \($0.context)" })")
        #expect(pairs.allSatisfy { $0.context.element == "thumb" }, "\(pairs.map(\.context.element))")
    }

    /// `calm teal #d5f5ee/#0f766e, alert rose …`: pairs of colours with no word for which is the
    /// text: no part's text colour, and no pair measured of the first fill on the page.
    @Test func aListOfColourPairsIsNoPartsText() throws {
        let analyzed = try TestSupport.analysedSystem("""
        # Marram

        ## Colours

        - **Dune** (#F7F3EA): the page
        - **Ink** (#1B2430): body text

        ## Components

        ### Status Tags
        - Rounded-full pill
        - Tone pairs: calm teal `#d5f5ee`/`#0f766e`, alert rose `#ffe4e6`/`#be123c`, quiet slate `#e2e8f0`/`#334155`
        - Font: 12px semibold
        """)
        let tags = try #require(analyzed.system.components.first { $0.name == "Status Tags" })
        #expect(!tags.parts.contains { $0.properties.textColor != nil }, "\(tags.parts.map(\.name))")
        // Nor the component's own fill: which colour of a pair fills the tag is not said.
        #expect(tags.variants.allSatisfy { $0[.default]?.fill == nil })
        #expect(!(try #require(analyzed.audit)).pairs.contains { $0.foreground.hex == "#D5F5EE" })
        // One pair, and the roles said: still read.
        #expect(SpecBuilder.listsColorPairs("calm teal `#d5f5ee`/`#0f766e`, alert rose `#ffe4e6`/`#be123c`"))
        #expect(!SpecBuilder.listsColorPairs("`#d5f5ee`/`#0f766e`"))
    }
}
