import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A table whose rows are variants (`| Variant | Background (rest) | Text | Height |`, or
/// `| Variant | :hover | :active |`) under a sub-heading that names no kind (`#### Shape Sheet`,
/// `#### Interaction Grid`) is its parent component's: each row is a variant, and a state's
/// column of utility classes (`bg-loch-deep`) is that state's look.
@Suite struct VariantTableUnderAspectHeadingTests {
    static let document = """
    # Tarn

    ## Colors

    | Name | Hex |
    | --- | --- |
    | `loch` | #24577A |
    | `loch-deep` | #1A4260 |
    | `on-loch` | #FFFFFF |
    | `peat` | #33302B |
    | `fern` | #5E7F4F |
    | `heather` | #F1EEF3 |
    | `scree` | #C9C4CF |
    | `bog` | #E4E0E8 |

    # 4 Components

    ## 4.1 Buttons

    ### 4.1.1 Shape Sheet

    | Variant | Background (rest) | Text | Height | Border |
    | --- | --- | --- | --- | --- |
    | `button-loch` | `loch` | `on-loch` | 40 | none |
    | `button-quiet` | `heather` | `peat` | 40 | 1px `scree` |

    ### 4.1.2 Interaction Grid

    | Variant | `:hover` | `:active` |
    | --- | --- | --- |
    | `button-loch` | `bg-loch-deep` | `bg-peat` |
    | `button-quiet` | `bg-bog` | `bg-scree`, `text-fern` |

    ## 4.2 Fields

    ### 4.2.1 Outline Chart

    | Variant | `:disabled` |
    | --- | --- |
    | `field-plain` | `bg-bog text-scree cursor-not-allowed` |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func eachRowOfAVariantTableUnderAnAspectHeadingIsAVariantOfTheParent() throws {
        let loch = try Self.variant("Buttons", "button-loch")
        #expect(loch[.default]?.fill?.hex == "#24577A")
        #expect(loch[.default]?.textColor?.hex == "#FFFFFF")
        let quiet = try Self.variant("Buttons", "button-quiet")
        #expect(quiet[.default]?.fill?.hex == "#F1EEF3")
        #expect(quiet[.default]?.borderColor?.hex == "#C9C4CF")
        // The sub-headings name no component of their own.
        let names = try Self.system.get().components.map(\.name)
        #expect(!names.contains { $0.contains("Shape") || $0.contains("Interaction") }, "\(names)")
    }

    @Test func aStateColumnOfUtilityClassesIsThatStatesLook() throws {
        let loch = try Self.variant("Buttons", "button-loch")
        #expect(loch[.hover]?.fill?.hex == "#1A4260")
        #expect(loch[.pressed]?.fill?.hex == "#33302B")
        let quiet = try Self.variant("Buttons", "button-quiet")
        #expect(quiet[.hover]?.fill?.hex == "#E4E0E8")
        #expect(quiet[.pressed]?.textColor?.hex == "#5E7F4F")
    }

    @Test func aTextClassInAStateCellColoursTheTextNotTheFill() throws {
        let field = try Self.variant("Fields", "field-plain")
        #expect(field[.disabled]?.fill?.hex == "#E4E0E8")
        #expect(field[.disabled]?.textColor?.hex == "#C9C4CF")
    }
}
