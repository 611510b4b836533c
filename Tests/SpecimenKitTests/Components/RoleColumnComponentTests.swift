import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that describes no component but names them in its colour table's Role column
/// (`| --moss | #e4f0dc | Cards, banners, round action buttons |`), with their sizes in a
/// separate shape list as ranges (`- Card radius: **14–18px** (moss panels)`): a kind the
/// colour is a ground for is drawn with it, at the range's lower end, and the rest are listed
/// with the table's words and line.
@Suite struct RoleColumnComponentTests {
    static let document = """
    # Orchard Board

    ## Colour tokens

    | Token | Hex | Role |
    |---|---|---|
    | `--leaf` | `#3a7d44` | Headings, selected chips, main CTAs |
    | `--moss` / `--surface-moss` | `#e4f0dc` | Cards, banners, round action buttons |
    | `--ink` | `#1b1b1b` | Body text |

    ## Shape

    - Card radius: **14–18px** (moss panels)
    - Shadows: soft only
    - Radius: 4–24px
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aKindTheRoleColumnNamesOnAGroundIsDrawnWithIt() throws {
        let card = try TestSupport.variant("Cards", in: Self.system.get().components)[.default]
        #expect(card?.fill?.hex == "#E4F0DC", "\(String(describing: card?.fill))")
    }

    @Test func aRadiusRangeIsDrawnAtItsLowerEnd() throws {
        let card = try TestSupport.variant("Cards", in: Self.system.get().components)[.default]
        #expect(card?.radius == 14, "\(String(describing: card?.radius))")
        let radii = try Self.system.get().tokens.tokens(of: .radius)
        #expect(radii.contains { $0.name == "Card radius" }, "\(radii.map(\.name))")
        // A range wider than one step's leeway (4–24px) is the scale's extent, no step of it.
        #expect(!radii.contains { $0.name == "Radius" }, "\(radii.map(\.name))")
    }

    @Test func aRangeIsSaidWithItsLine() throws {
        let set = TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "orchard.md"))
        let notes = set.diagnostics.filter { $0.message.contains("14–18px") }
        #expect(notes.contains { $0.line == 13 }, "\(notes.map(\.message))")
    }

    @Test func kindsTheColumnNamesWithoutSayingWhereTheColourGoesAreListed() throws {
        let described = try Self.system.get().describedComponents.map(\.name)
        #expect(described.contains("Selected chips") && described.contains("Round action buttons"), "\(described)")
    }

    @Test func aRoleNamingNoComponentStaysARole() throws {
        let ink = try Self.system.get().tokens.tokens(of: .color).first { $0.name.contains("ink") }
        #expect(ink?.usage == nil, "\(String(describing: ink?.usage))")
    }
}

/// `- Round action buttons: **64–72px** diameter`: a circle whose size is a range is drawn at the
/// range's lower end, never at its upper.
@Suite struct CircleRangeTests {
    @Test func aCircleGivenARangeIsDrawnAtItsLowerEnd() throws {
        let document = """
        # Orchard Board

        ## Action buttons

        - Round action buttons: **64–72px** diameter
        """
        let system = try TestSupport.analysedSystem(document)
        let button = try #require(system.components.first?.variants.first)[.default]
        #expect(button?.width == 64 && button?.height == 64, "\(String(describing: button?.width))")
    }
}
