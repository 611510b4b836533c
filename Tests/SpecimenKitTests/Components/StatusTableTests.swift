import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `| Status | Background | Text Color |` under a heading that names statuses and no kind
/// (`### Delivery Status Colours`), in a colour section outside the components section: each row is a look of a status badge,
/// drawn with its fill and its text, and the text is measured on that fill. Its cells are no
/// palette colours, and none of them is the page.
@Suite struct StatusTableTests {
    static let document = """
    # Parcel Desk

    ## Colours

    | Name | Hex | Use |
    |------|-----|-----|
    | Ink | `#1b1b1b` | Body text |
    | Paper | `#fafaf7` | Page background |

    ### Delivery Status Colours

    | Status | Background | Text Color | When |
    |--------|------------|------------|------|
    | Late | `#e8573f` | White | over a day late |
    | Due Today | `#fde68a` | `#78350f` | due within hours |
    | Delivered | `#9ca3af` | `#374151` | handed over |

    ## Components

    ### Buttons

    - Background: Ink
    - Text: Paper
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachRowIsALookOfAStatusBadge() throws {
        let components = try Self.system.get().components
        let badge = try #require(components.first { $0.name == "Delivery Status" }, "\(components.map(\.name))")
        #expect(badge.kind == .statusBadge)
        #expect(badge.variants.map(\.name) == ["Late", "Due Today", "Delivered"])
        let late = try TestSupport.variant("Delivery Status", "Late", in: components)[.default]
        #expect(late?.fill?.hex == "#E8573F" && late?.textColor?.hex == "#FFFFFF", "\(String(describing: late))")
        let due = try TestSupport.variant("Delivery Status", "Due Today", in: components)[.default]
        #expect(due?.fill?.hex == "#FDE68A" && due?.textColor?.hex == "#78350F")
    }

    @Test func theTextOnEachFillIsMeasured() throws {
        let pairs = try #require(Self.system.get().audit).pairs
        let late = pairs.first { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#E8573F" }
        #expect(late != nil && late?.passes(.aa) == false, "\(pairs.map(\.id))")
        let delivered = pairs.first { $0.foreground.hex == "#374151" && $0.background.hex == "#9CA3AF" }
        #expect(delivered != nil && delivered?.passes(.aa) == false, "\(pairs.map(\.id))")
    }

    @Test func itsCellsAreNoPaletteColours() throws {
        let values = try Self.system.get().tokens.tokens.compactMap { token -> String? in
            if case .color(let color) = token.value { return color.hex }
            return nil
        }
        #expect(!values.contains("#E8573F") && !values.contains("#78350F"), "\(values)")
        let unread = try Self.system.get().unreadColors.map { $0.literal.uppercased() }
        #expect(!unread.contains("#78350F") && !unread.contains("#374151"), "\(unread)")
    }
}
