import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `### Primary` and `### Ghost` under `## Buttons`, with no components section around them:
/// headings of variant names alone under a heading naming a kind are that component's variants.
@Suite struct VariantHeadingTests {
    static let document = """
    # Fernhill

    ## Buttons

    ### Primary

    - Background: #2A6F4E
    - Text: #FFFFFF

    ### Ghost

    - Background: transparent
    - Text: #2A6F4E
    - Border: 1px solid #2A6F4E
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func variantHeadingsUnderAKindAreItsVariants() throws {
        let components = try Self.system.get().components
        #expect(components.map(\.name) == ["Buttons"], "\(components.map(\.name))")
        let buttons = try #require(components.first)
        #expect(buttons.variants.map(\.name) == ["Primary", "Ghost"])
        #expect(buttons.variant(named: "Primary")?.states[.default]?.fill?.hex == "#2A6F4E")
        #expect(buttons.variant(named: "Ghost")?.states[.default]?.borderColor?.hex == "#2A6F4E")
    }
}
