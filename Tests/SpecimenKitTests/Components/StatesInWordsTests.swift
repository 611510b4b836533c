import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// States written in words that give no value (`Hover: slightly darker`, `dark bg shift`,
/// `subtle scale up`) or as CSS in code (`` `opacity: 0.8` ``). Each is either drawn, or shown
/// as not understood with its line; none is dropped, and none changes the default state.
@Suite struct StatesInWordsTests {
    static let document = """
    # Pier

    ## Colours
    - **Tar** (`#1C1C1C`): body text
    - **Sail** (`#FFFFFF`): page background

    ## Components

    ### Buttons

    **Moss**
    - Background: `#2E6B3F`
    - Text: `#ffffff`
    - Hover: slightly darker

    **Rust**
    - Background: `#9A3B1E`
    - Text: `#ffffff`
    - Hover: dark bg shift

    **Frame**
    - Background: transparent
    - Text: Tar
    - Border: `1px solid #1C1C1C`
    - Hover: border darkens

    **Bounce**
    - Background: `#2E6B3F`
    - Text: `#ffffff`
    - Hover: subtle scale up

    **Fade**
    - Background: `#2E6B3F`
    - Text: `#ffffff`
    - Hover: `opacity: 0.8`

    ### Links

    **Plain link**
    - Text: `#1F5FA8`
    - Hover: a little darker
    """

    func analysed() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["pier/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func variant(_ system: AnalyzedSystem, _ name: String) throws -> ResolvedVariant {
        let all = system.components.flatMap(\.variants)
        return try #require(all.first { $0.name == name } ?? system.components.first { $0.name == name }?.variants.first, "\(system.components.map(\.name))")
    }

    @Test func aLightnessChangeInWordsLeavesTheStatesFillUnknown() throws {
        let system = try analysed()
        for name in ["Moss", "Rust"] {
            let button = try variant(system, name)
            let hover = try #require(button[.hover], "\(name) has no hover")
            #expect(hover.fill == nil && hover.unresolved.contains("fill"), "\(name): \(String(describing: hover.fill))")
            #expect(ComponentStyle.declarations(hover).contains("--c-fill: var(--unknown-fill)"))
            // The default is as stated.
            #expect(button[.default]?.fill != nil)
        }
        let written = DesignMDWriter(system.system).write()
        #expect(written.contains("\"slightly darker\"") && written.contains("\"dark bg shift\""), "\(written)")
        // Nothing is measured against a fill nobody knows.
        #expect(!(system.audit?.pairs ?? []).contains { ["Moss", "Rust"].contains($0.context.variant ?? "") && $0.context.state == .hover })
    }

    @Test func aPartNamedInTheWordsIsThePropertyNotUnderstood() throws {
        let system = try analysed()
        let hover = try #require(try variant(system, "Frame")[.hover])
        #expect(hover.borderColor == nil && hover.unresolved.contains("borderColor"))
        #expect(hover.fill?.alpha == 0)
        // A component drawn as text only darkens its text.
        let link = try #require(try variant(system, "Plain link")[.hover])
        #expect(link.textColor == nil && link.unresolved.contains("textColor"), "\(String(describing: link.textColor))")
    }

    @Test func aStateNamingNothingTheCellDrawsIsListedNotDropped() throws {
        let system = try analysed()
        let component = try #require(system.components.first { $0.variants.contains { $0.name == "Bounce" } })
        #expect(component.spec.notDrawn.contains { $0.text == "Hover: subtle scale up" && $0.provenance.line == 30 },
                "\(component.spec.notDrawn.map(\.text))")
        #expect(try variant(system, "Bounce")[.hover] == nil)
    }

    @Test func cssInCodeUnderAStateLabelIsThatStates() throws {
        let system = try analysed()
        let fade = try variant(system, "Fade")
        #expect(fade[.hover]?.opacity == 0.8)
        #expect(fade[.default]?.opacity == nil)
    }

    /// A state's clause that gives no value (`background brightens`) is listed as not understood
    /// beside a clause of the same line that does (`text to white`), not dropped with it.
    @Test func aClauseInWordsBesideAValueIsStillSaid() throws {
        let system = try TestSupport.analysedSystem("""
            # Quay

            ## Components

            ### Buttons
            - Background: #333333
            - Text: #F0F0FA
            - Hover: background brightens, text to white
            """)
        let hover = try #require(try TestSupport.variant("Buttons", in: system.components)[.hover])
        #expect(hover.textColor?.hex == "#FFFFFF")
        #expect(hover.fill == nil || hover.fill == system.components.first?.variants.first?[.default]?.fill)
        #expect(hover.unresolvedValues["fill"]?.text == "background brightens", "\(hover.unresolvedValues)")
        // Words that keep a value, or name a part alone, are no change left unread.
        let kept = try TestSupport.analysedSystem("""
            # Quay

            ## Components

            ### Buttons
            - Background: #333333
            - Text: #F0F0FA
            - Hover: background shifts to #1D1D1D, text stays
            - Focus: outline with #3B82F6, 2px solid
            """)
        let variant = try TestSupport.variant("Buttons", in: kept.components)
        #expect(variant[.hover]?.unresolvedValues.isEmpty == true, "\(String(describing: variant[.hover]?.unresolvedValues))")
        #expect(variant[.focus]?.unresolvedValues.isEmpty == true, "\(String(describing: variant[.focus]?.unresolvedValues))")
    }
}
