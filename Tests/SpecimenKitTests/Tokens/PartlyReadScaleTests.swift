import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A scale's table where a row or two are written as no single length (`50%` for a circle, an
/// elliptical radius for a decorative shape): the other rows are the scale's steps, a component
/// naming one (`var(--corner-card)`) draws with it, and the rows left over are listed as unread,
/// with their lines, never dropped.
@Suite struct PartlyReadScaleTests {
    static let document = """
        # Orchard

        ## Corners

        | Token | Value | Use |
        |---|---|---|
        | `--corner-tag` | `6px` | Tags and small badges |
        | `--corner-card` | `28px` | Cards, inner panels |
        | `--corner-pill` | `999px` | Buttons, chips |
        | `--corner-round` | `50%` | Avatars |
        | `--corner-pebble` | `60% 40% 55% 45% / 50% 60% 40% 50%` | Decorative pebbles |

        ## Card

        ```css
        .card {
          background: #ffffff;
          border-radius: var(--corner-card);
        }
        ```
        """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theRowsThatAreLengthsAreTheScalesSteps() throws {
        let system = try Self.system.get()
        let steps = system.tokens.tokens.compactMap { token -> String? in
            guard case .dimension(let length, let role)? = system.tokens.value(of: token) else { return nil }
            return "\(token.provenance.line) \(token.name) \(length.description) \(role)"
        }
        #expect(steps == ["7 --corner-tag 6px radius", "8 --corner-card 28px radius", "9 --corner-pill 999px radius"])
        let card = try #require(TestSupport.variant("Card", in: system.components)[.default])
        #expect(card.radius == 28)
    }

    @Test func theRowsLeftOverAreListedAsUnread() throws {
        let system = try Self.system.get()
        #expect(system.unreadLengths.map { "\($0.line) \($0.literal) \($0.column)" } == [
            "10 50% Value", "11 60% 40% 55% 45% / 50% 60% 40% 50% Value",
        ])
        let written = DesignMDWriter(system.system).write()
        #expect(written.contains("#   line 10: length 50%: "))
        #expect(written.contains("whose other rows were read as steps; this one is no single length"))
        // No row of the scale is a component of its own.
        #expect(!system.components.contains { $0.name.contains("corner") })
        #expect(!system.describedComponents.contains { $0.name.contains("corner") })
    }

    /// A table whose rows name components (`| Avatar | 50% |` beside `| Card | 12px |`) is the
    /// components' to read, whatever most rows hold: no scale's steps are made of it.
    @Test func rowsNamingComponentsAreNoScale() throws {
        let system = try TestSupport.analysedSystem("""
            # Orchard

            ## Corners

            | Element | Value |
            |---|---|
            | Card | 12px |
            | Button | 8px |
            | Avatar | 50% |
            """)
        #expect(!system.tokens.tokens.contains { ["card", "button"].contains($0.name.lowercased()) })
        #expect(!system.unreadLengths.contains { $0.besideReadRows })
    }
}
