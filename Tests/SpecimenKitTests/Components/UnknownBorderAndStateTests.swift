import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Borders and states written as CSS the system does not define: a `var(--…)` no token
/// answers, a `color-mix()`, a width token in a focus line. Each is unknown, marked as the
/// fill is, never drawn in the ink or the accent and never read as another colour.
@Suite struct UnknownBorderAndStateTests {
    static let document = """
    # Wren Ledger

    ## Colours
    - **Slate** (`#22303C`): body text
    - **Paper** (`#FFFFFF`): page background
    - **Tide** (`#1F6FB2`): primary actions

    ## Components

    ### Buttons

    **Tide Button:**
    - Background: `#1F6FB2`
    - Text: `#ffffff`
    - Radius: 6px
    - Hover: darkens via `color-mix(in srgb, var(--tide), black 15%)`
    - Focus: Wide ring (`wren.dimension.stroke.wide`) around it

    **Slate Button:**
    - Background: Slate
    - Text: Paper
    - Hover: white background, dark text
    - Active: opacity reduction to 0.7

    **Inner Glow:**
    - Some buttons feature `rgba(255, 255, 255, 0.2) 0px 1px 0px inset` — a soft top edge

    ### Cards

    **Ledger Panel:**
    - Border: `1px solid var(--line-quiet)`
    - Radius: 12px
    - Padding: 20px
    - Background: Paper
    - Text: Slate

    **Quiet Panel:**
    - Border: `1px solid oklab(... / 0.1)`
    - Radius: 8px
    - Background: Paper

    **Lifted Panel:**
    - Background: Paper
    - Shadow: `rgba(34, 48, 60, 0.6) 0px 2px 6px -3px, rgba(34, 48, 60, 0.1) 0px 0px 0px 1px`
    - Hover: perhaps a slightly deeper shadow
    """

    func analysed() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["wren/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func variant(_ system: AnalyzedSystem, _ name: String) throws -> ResolvedVariant {
        let all = system.components.flatMap(\.variants)
        return try #require(all.first { $0.name == name } ?? system.components.first { $0.name == name }?.variants.first, "\(system.components.map(\.name))")
    }

    @Test func anUndefinedCSSVariableBorderIsUnknownAndDrawnDashedGrey() throws {
        let system = try analysed()
        let panel = try #require(try variant(system, "Ledger Panel")[.default])
        #expect(panel.borderColor == nil && panel.unresolved.contains("borderColor"))
        #expect(panel.unresolvedValues["borderColor"]?.text.contains("var(--line-quiet)") == true)
        let style = ComponentStyle.declarations(panel)
        #expect(style.contains("--c-bc: var(--unknown-line)") && style.contains("--c-bstyle: dashed"), "\(style)")
        #expect(!style.contains { $0.hasPrefix("--c-bc: #") })
        let component = try #require(system.components.first { $0.variants.contains { $0.name == "Ledger Panel" } || $0.name == "Ledger Panel" })
        #expect(GalleryBuilder.unresolvedNote(component)?.contains("unknown border or ring dashed grey") == true)
        // The border hides no text: the text on the panel's fill is measured, the border listed.
        let audit = try #require(system.audit)
        #expect(audit.pairs.contains { $0.context.variant == "Ledger Panel" && $0.foreground.hex == "#22303C" && $0.background.hex == "#FFFFFF" })
        #expect(audit.skipped.contains { $0.context.variant == "Ledger Panel" && $0.context.element == "border" && $0.reason.contains("var(--line-quiet)") })
    }

    @Test func aTextColourInWordsNoTokenNamesIsUnknownNotTheDefaultsOrTheInk() throws {
        let system = try analysed()
        let hover = try #require(try variant(system, "Slate")[.hover])
        #expect(hover.fill?.hex == "#FFFFFF")
        #expect(hover.textColor == nil && hover.unresolved.contains("textColor"), "\(String(describing: hover.textColor))")
        #expect(ComponentStyle.declarations(hover, fallbackText: RGBAColor(red: 0, green: 0, blue: 0)).contains("--c-text: var(--unknown-line)"))
        #expect(!(system.audit?.pairs ?? []).contains { $0.context.variant == "Slate" && $0.context.state == .hover })
        // `opacity reduction to 0.7`: the value after the words that say it changes.
        #expect(try variant(system, "Slate")[.pressed]?.opacity == 0.7)
    }

    @Test func aColourInsideACSSShadowIsTheShadowsNotTheText() throws {
        let system = try analysed()
        let glow = RGBAColor(red: 255, green: 255, blue: 255, alpha: 0.2)
        let looks = system.components.flatMap(\.variants).flatMap { $0.states.values }
        #expect(!looks.contains { $0.textColor == glow || $0.fill == glow })
        #expect(!(system.audit?.pairs ?? []).contains { $0.context.variant == "Inner Glow" })
    }

    @Test func anElidedBorderColourIsUnknownNotTheTextColour() throws {
        let system = try analysed()
        let panel = try #require(try variant(system, "Quiet Panel")[.default])
        #expect(panel.borderWidth == 1)
        #expect(panel.borderColor == nil && panel.unresolved.contains("borderColor"), "\(String(describing: panel.borderColor))")
        let style = ComponentStyle.declarations(panel)
        #expect(style.contains("--c-bc: var(--unknown-line)") && style.contains("--c-bstyle: dashed"), "\(style)")
    }

    @Test func aNegativeShadowSpreadIsDrawnAsStated() throws {
        let system = try analysed()
        let panel = try #require(try variant(system, "Lifted Panel")[.default])
        let style = ComponentStyle.declarations(panel)
        #expect(style.contains { $0.hasPrefix("--c-shadow: 0px 2px 6px -3px ") }, "\(style)")
    }

    /// A hover whose shadow is in words no reader understands is not drawn flat: it keeps the
    /// default's shadow, and its words are listed as not understood.
    @Test func aStatesShadowInWordsKeepsTheDefaultsAndIsListed() throws {
        let system = try analysed()
        let panel = try variant(system, "Lifted Panel")
        let hover = try #require(panel[.hover])
        #expect(hover.shadow != nil && hover.shadow == panel[.default]?.shadow)
        #expect(hover.unresolvedValues["shadow"]?.text.contains("deeper shadow") == true)
        #expect(ComponentStyle.declarations(hover).contains { $0.hasPrefix("--c-shadow: 0px 2px 6px -3px ") })
        let written = DesignMDWriter(system.system).write()
        #expect(written.contains("perhaps a slightly deeper shadow"), "\(written)")
    }

    @Test func colorMixIsNotUnderstoodRatherThanTheColourWordInIt() throws {
        let system = try analysed()
        let button = try variant(system, "Tide")
        let hover = try #require(button[.hover])
        #expect(hover.fill == nil && hover.unresolved.contains("fill"), "\(String(describing: hover.fill))")
        #expect(ComponentStyle.declarations(hover).contains("--c-fill: var(--unknown-fill)"))
        // Nor is the CSS its label.
        #expect(hover.sampleText == nil || !(hover.sampleText ?? "").contains("color-mix"), "\(hover.sampleText ?? "")")
        #expect(!(system.audit?.pairs ?? []).contains { $0.context.variant == "Tide" && $0.context.state == .hover })
    }

    @Test func aWidthTokenIsNoColourReference() throws {
        let system = try analysed()
        #expect(!system.componentDiagnostics.contains { $0.message.contains("wren.dimension.stroke.wide") },
                "\(system.componentDiagnostics.map(\.message))")
        // The ring it states is drawn as a ring whose colour is not understood: its words, not
        // the token's name read as a colour.
        let focus = try variant(system, "Tide")[.focus]
        #expect(focus?.borderColor == nil)
        #expect(focus?.unresolvedValues["borderColor"]?.text == "Wide ring (wren.dimension.stroke.wide) around it")
    }

    @Test(arguments: [
        ("transform: scale(0.95)", true), ("cursor: not-allowed", true), ("font-feature-settings: normal", true),
        ("color-mix(in srgb, var(--tide), black 15%)", true), ("Note: save first", false), ("Add to order", false),
    ])
    func aCSSDeclarationIsNoCopy(_ text: String, _ isValue: Bool) {
        #expect(SpecBuilder.isValueText(text) == isValue)
    }

    @Test(arguments: [
        ("a slightly \"springy\" 2.3 overshoot", [String]()), ("a very \"soft\" edge", []),
        ("label reads \"save\" in grey", ["save"]), ("a \"Save\" button", ["Save"]), ("ends \"quickly\"", ["quickly"]),
        ("the button says \"Order now\" on press", ["Order now"]),
    ])
    func aGradedQuotedWordIsNoCopy(_ text: String, _ quoted: [String]) {
        #expect(text.quotedCopy == quoted)
    }
}
