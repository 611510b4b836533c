import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Whose look a state is. A shared `### States` line whose colour is a step of a ramp (`use
/// \`teal-400\` step`) is the state of the looks filled from that ramp; every other look's state
/// is the words, not understood, and measured as nothing. A size list beside the looks gives sizes, not looks;
/// state bullets right after a field's one-line bullet are the field's.
@Suite struct LookStatesTests {
    static let document = """
    # Alder Desk

    ## Colors

    | Token | Hex | Usage |
    |---|---|---|
    | `teal-400` | `#2C8C99` | Hover step |
    | `teal-600` | `#176470` | Main actions |
    | `rust-600` | `#A1321F` | Destructive |
    | `paper` | `#FFFFFF` | Surfaces |
    | `ink` | `#1B1F23` | Text |

    ## Buttons

    ### Variants

    | Variant | Background | Text | Border |
    |---------|------------|------|--------|
    | Main | `teal-600` | `paper` | none |
    | Plain | `paper` | `ink` | `ink` |
    | Remove | `rust-600` | `paper` | none |

    ### Sizes

    - **Default:** height 38 px, padding 14 px.
    - **Compact:** height 30 px, padding 8 px.

    ### States

    - **Hover:** lighten the fill a little or take the `teal-400` step.
    - **Focus:** 2 px ring `teal-600` + 2 px offset.
    - **Disabled:** 40% opacity.
    """

    /// A form section's bullets: a field, then its states one a line, then another control.
    static let form = """
    # Alder Desk

    ## Forms

    - **Caption:** above the field, 12 px medium.
    - **Field:** height 36 px, radius 6 px, border #C9CED4, fill #FFFFFF.
    - **Focus:** border #176470.
    - **Error:** border #A1321F.
    - **Disabled:** fill #EEF0F2.
    - **Checkbox:** 18 px, 2 px border #5B636B, checked fill #176470.
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theStepIsTheStateOfTheLooksOnItsRamp() throws {
        let components = try Self.system.get().components
        let main = try TestSupport.variant("Buttons", "Main", in: components)
        #expect(main[.hover]?.fill?.hex == "#2C8C99", "\(main.states)")
        for name in ["Plain", "Remove"] {
            let look = try TestSupport.variant("Buttons", name, in: components)
            #expect(look[.hover]?.fill?.hex != "#2C8C99", "\(name): \(look.states)")
            #expect(look[.hover]?.unresolved.contains("fill") == true, "\(name): \(String(describing: look[.hover]))")
            // (What every look shares still reaches each.)
            #expect(look[.disabled]?.opacity == 0.4, "\(name)")
        }
    }

    @Test func noOtherLooksHoverIsMeasuredOnTheStep() throws {
        let pairs = try #require(try Self.system.get().audit).pairs
        #expect(!pairs.contains { $0.background.hex == "#2C8C99" && $0.context.variant != "Main" }, "\(pairs.map(\.id))")
    }

    @Test func oneStatedFocusRingIsListedOnce() throws {
        let pairs = try #require(try Self.system.get().audit).pairs
        let rings = pairs.filter { $0.context.element == "focus ring" }
        #expect(rings.count == 1, "\(rings.map(\.id))")
    }

    @Test func aListOfSizesGivesSizesNotLooks() throws {
        let components = try Self.system.get().components
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(buttons.variants.map(\.name) == ["Main", "Plain", "Remove"], "\(buttons.variants.map(\.name))")
        #expect(try TestSupport.variant("Buttons", "Plain", in: components)[.default]?.height == 38)
    }

    @Test func statesListedAfterAFieldAreTheFieldsStates() throws {
        let components = try TestSupport.analysedSystem(Self.form).components
        let field = try TestSupport.variant("Field", in: components)
        #expect(field[.default]?.borderColor?.hex == "#C9CED4", "\(field.states)")
        #expect(field[.focus]?.borderColor?.hex == "#176470", "\(field.states)")
        #expect(field[.error]?.borderColor?.hex == "#A1321F", "\(field.states)")
        #expect(field[.disabled]?.fill?.hex == "#EEF0F2", "\(field.states)")
        // (The control after them keeps no state of the field's.)
        let checkbox = try TestSupport.variant("Checkbox", in: components)
        #expect(checkbox[.focus] == nil && checkbox[.error] == nil, "\(checkbox.states)")
    }
}
