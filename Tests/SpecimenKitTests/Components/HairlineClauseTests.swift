import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A spec written as comma clauses in which the border is a width and a colour alone
/// (`1px Seam`, ``1px `{colors.seam}` ``), and one in which some clauses are CSS in code
/// (`` `rounded: {rounded.md}` ``) between clauses in words: every clause states a value.
@Suite struct HairlineClauseTests {
    static let prose = """
    # Quay

    ## Colors
    - **Harbor**: #0E1116
    - **Chalk**: #F4F4F0
    - **Seam**: #2A2F38

    ## Components

    ### Buttons
    - **Outline**: Harbor fill, Chalk text, 1px Seam, 6px radius
    - **Ghost**: transparent background, Chalk text, 2px #3A404C, 6px radius

    ### Cards
    - Background #15181F, text Chalk, 1px `#2A2F38`, `border-radius: 10px`, padding 24px.

    ### Links
    - The link uses `color: #F4F4F0` and a `text-decoration: underline` on hover.
    """

    static let frontMatter = """
    ---
    name: Quay
    colors:
      canvas: "#0E1116"
      chalk: "#F4F4F0"
      seam: "#2A2F38"
    rounded:
      md: 8px
    components:
      button-outline:
        backgroundColor: "{colors.canvas}"
        textColor: "{colors.chalk}"
    ---
    # Quay

    ## Components

    **`button-outline`** — the quieter action
    - Background `{colors.canvas}`, label `{colors.chalk}`, 1px `{colors.seam}`, `rounded: {rounded.md}`, height 36px.
    """

    /// `{colors.hairline-thin}` names a colour: "hairline" and "thin" in it are no weight.
    @Test func aColourTokensNameGivesNoWeight() throws {
        let document = """
            ---
            name: Quay
            colors:
              chalk: "#F4F4F0"
              slate: "#0A0A0C"
              hairline-thin: "#2A2F38"
            components:
              code-tab:
                backgroundColor: "{colors.slate}"
                textColor: "{colors.chalk}"
            ---
            # Quay

            ## Components

            **`code-tab`** — one tab of a code sample
            - Active tab takes text `{colors.chalk}` and a `{colors.hairline-thin}` underline.
            """
        let tab = try #require(try components(document).first { $0.name == "code-tab" }?.variants.first)
        for state in tab.states.keys { #expect(tab[state]?.font?.weight == nil, "\(state)") }
    }

    func components(_ document: String) throws -> [ResolvedComponent] {
        let memory = try TestSupport.memorySite(documents: ["quay/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first).components
    }

    @Test func aWidthAndAColourAloneAreTheBorder() throws {
        let buttons = try #require(try components(Self.prose).first { $0.name == "Buttons" })
        let outline = try #require(buttons.variant(named: "Outline")?[.default])
        #expect(outline.borderWidth == 1 && outline.borderColor?.hex == "#2A2F38")
        #expect(outline.fill?.hex == "#0E1116" && outline.textColor?.hex == "#F4F4F0")
        let ghost = try #require(buttons.variant(named: "Ghost")?[.default])
        #expect(ghost.borderWidth == 2 && ghost.borderColor?.hex == "#3A404C")
    }

    @Test func clausesBesideCodeDeclarationsAreRead() throws {
        let card = try #require(try components(Self.prose).first { $0.name == "Cards" }?.variants.first?[.default])
        #expect(card.radius == 10)
        #expect(card.fill?.hex == "#15181F" && card.borderWidth == 1 && card.borderColor?.hex == "#2A2F38")
        #expect(card.paddingVertical == 24)
    }

    @Test func wordsAroundCodeThatStateNothingStayCommentary() throws {
        let link = try #require(try components(Self.prose).first { $0.name == "Links" }?.variants.first?[.default])
        #expect(link.textColor?.hex == "#F4F4F0")
        #expect(link.fill == nil && link.borderColor == nil)
    }

    @Test func frontMatterProseGivesTheHairlineBorder() throws {
        let button = try #require(try components(Self.frontMatter).first { $0.name == "button-outline" }?.variants.first?[.default])
        #expect(button.borderWidth == 1 && button.borderColor?.hex == "#2A2F38")
        #expect(button.radius == 8)
    }
}

/// A line style stated in words (`Focus: dashed 2px outline`, `1px dotted #C8CCD2`) is drawn as
/// stated, exported by `extract` as `borderStyle`, and read back from front matter.
@Suite struct LineStyleTests {
    static let document = """
    # Quay

    ## Colors
    - **Ink**: #101418
    - **Paper**: #FFFFFF

    ## Components

    ### Buttons
    - Background: Ink
    - Text: Paper
    - Radius: 999px
    - Focus: dashed 2px outline

    ### Cards
    - Background: Paper
    - Border: 1px dotted #C8CCD2
    """

    @Test func aStatedLineStyleIsDrawn() throws {
        let memory = try TestSupport.memorySite(documents: ["quay/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let components = try #require(state.systems.first).components
        let focus = try #require(components.first { $0.name == "Buttons" }?.variants.first?[.focus])
        #expect(focus.borderWidth == 2 && focus.borderStyle == "dashed")
        #expect(ComponentStyle.declarations(focus).contains("--c-bstyle: dashed"))
        let card = try #require(components.first { $0.name == "Cards" }?.variants.first?[.default])
        #expect(card.borderStyle == "dotted" && card.borderColor?.hex == "#C8CCD2")
        #expect(components.first { $0.name == "Buttons" }?.variants.first?[.default]?.borderStyle == nil)
    }

    @Test func extractWritesItAndFrontMatterReadsItBack() throws {
        let system = try ExtractRoundTripTests.analysed(Self.document, sidecar: nil)
        let extracted = DesignMDWriter(system).write()
        #expect(extracted.contains("borderStyle: \"dotted\""))
        let again = try ExtractRoundTripTests.analysed(extracted + "\n" + Self.document, sidecar: nil)
        let card = try #require(again.components.first { $0.name == "cards" || $0.name == "Cards" }?.variants.first?[.default])
        #expect(card.borderStyle == "dotted")
    }
}
