import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Colours called by a family's name or by words no colour has. `primary` beside `Primary Teal`,
/// `Primary Deep` and `Primary Pale` calls the one member named by a hue, in a `Color:` line as
/// in CSS's border shorthand; a family of two hues calls none. A fill called by a name no colour
/// has (`Studio color`, `Gray background for quiet actions`) is stated and marked as not
/// understood, never dropped. A numbered list under `### Button Hierarchy`, outside a
/// components section, is the buttons' variants.
@Suite struct FamilyColourTests {
    static let document = """
    # Saltgrass

    ## Palette

    - **Primary Teal**: `#1D6F6A`
    - **Primary Deep**: `#0F4743`
    - **Primary Pale**: `#E2F1EF`
    - **Accent Red**: `#B23A3A`
    - **Accent Blue**: `#2E5E9E`

    ## Components

    ### Outline Button
    - Background: Transparent
    - Border: `1.5px solid primary`
    - Color: Primary

    ### Tag
    - Background: Accent
    - Text: #FFFFFF

    ### Search Field
    - Text: #1B1D1F
    - Focus: `var(--field-bg-primary)` background tint

    ## Interaction

    ### Button Hierarchy
    1. **Primary:** Studio color with black text and black border
    2. **Tertiary:** Gray background for quiet actions
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func aFamilysNameCallsItsHuedMember() throws {
        let look = try #require(try TestSupport.variant("Outline Button", in: Self.system.get().components).states[.default])
        #expect(look.textColor?.hex == "#1D6F6A")
        #expect(look.borderColor?.hex == "#1D6F6A")
    }

    @Test func aFamilyOfTwoHuesCallsNone() throws {
        let look = try #require(try TestSupport.variant("Tag", in: Self.system.get().components).states[.default])
        #expect(look.fill == nil)
    }

    /// A custom property is one name: `--field-bg-primary` calls no colour `primary`, and the
    /// words it is not understood by are kept.
    @Test func aCustomPropertysLastWordIsNoFamilysName() throws {
        let field = try TestSupport.variant("Search Field", in: Self.system.get().components)
        #expect(field.states[.focus]?.fill == nil)
        let extracted = try ReadingAsFrontMatterTests.extracted(Self.document)
        #expect(extracted.contains("var(--field-bg-primary) background tint"), "\(extracted)")
    }

    @Test func aButtonHierarchyListIsTheButtonsVariants() throws {
        let components = try Self.system.get().components
        let buttons = try #require(components.first { $0.spec.kind == .button && $0.name.hasPrefix("Button") }, "\(components.map(\.name))")
        #expect(Set(buttons.variants.map(\.name)).isSuperset(of: ["Primary", "Tertiary"]))
    }

    @Test func aFillCalledByANameNoColourHasIsMarked() throws {
        let buttons = try #require(try Self.system.get().components.first { $0.name.hasPrefix("Button") })
        let main = try #require(buttons.variant(named: "Primary"))
        #expect(main.states[.default]?.textColor?.hex == "#000000")
        let unresolved = buttons.variants.flatMap { $0.states.values.flatMap { $0.unresolvedValues.values.map(\.text) } }
        #expect(unresolved.contains("Studio color"))
        #expect(unresolved.contains("Gray background"))
    }
}
