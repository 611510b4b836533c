import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `| error | … |` in a table whose row column is headed `Variant`, `Type` or `Style`: a status
/// that names one of the component's looks (the error badge beside the success badge), never the
/// error state of every other row. Under a `State` header the same word stays a state, and an
/// interaction state (`Disabled`) stays a state under any header.
@Suite struct StatusVariantRowTests {
    static let document = """
    # Tidewater

    ## Colors
    - Slate: `#2F3B45`
    - Foam: `#FFFFFF`

    ## Components

    ### Badges

    | Variant | Colors |
    | --- | --- |
    | neutral | `bg-slate-100 text-slate-800` |
    | success | `bg-green-500/10 text-green-700 border-green-500/30` |
    | error | `bg-red-500/10 text-red-700 border-red-500/30` |

    ### Tags

    | Type | Background | Text |
    | --- | --- | --- |
    | Quiet | #F1F5F9 | #1E293B |
    | Warning | #FEF3C7 | #78350F |
    | Error | #FEE2E2 | #7F1D1D |

    ### Search field

    | State | Border | Background |
    | --- | --- | --- |
    | Default | #CBD5E1 | #FFFFFF |
    | Focus | #0EA5E9 | #FFFFFF |
    | Error | #B91C1C | #FFFFFF |

    ### Buttons

    | Variant | Background | Text |
    | --- | --- | --- |
    | Solid | #0F766E | #FFFFFF |
    | Soft | #CCFBF1 | #134E4A |
    | Disabled | #E2E8F0 | #94A3B8 |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func component(_ name: String) throws -> ResolvedComponent {
        let components = try system.get().components
        return try #require(components.first { $0.name == name }, "\(components.map(\.name))")
    }

    @Test func aStatusRowInAVariantColumnOfClassesIsAVariant() throws {
        let badges = try Self.component("Badges")
        #expect(badges.variants.map(\.name) == ["neutral", "success", "error"])
        #expect(badges.variants.allSatisfy { $0[.error] == nil })
        let error = try TestSupport.variant("Badges", "error", in: Self.system.get().components)[.default]
        #expect(error?.textColor?.hex == "#B91C1C")
    }

    @Test func aStatusRowInATypeColumnOfPropertiesIsAVariant() throws {
        let tags = try Self.component("Tags")
        #expect(tags.variants.map(\.name) == ["Quiet", "Warning", "Error"])
        #expect(tags.variants.allSatisfy { $0[.error] == nil })
        let error = try TestSupport.variant("Tags", "Error", in: Self.system.get().components)[.default]
        #expect(error?.fill?.hex == "#FEE2E2" && error?.textColor?.hex == "#7F1D1D")
    }

    @Test func anErrorRowInAStateColumnStaysTheErrorState() throws {
        let field = try TestSupport.variant("Search field", in: Self.system.get().components)
        #expect(field[.error]?.borderColor?.hex == "#B91C1C")
    }

    @Test func aDisabledRowInAVariantColumnStaysAState() throws {
        let buttons = try Self.component("Buttons")
        #expect(buttons.variants.map(\.name) == ["Solid", "Soft"])
        #expect(buttons.variants.allSatisfy { $0[.disabled]?.fill?.hex == "#E2E8F0" })
    }
}
