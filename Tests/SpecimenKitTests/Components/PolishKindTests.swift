import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Polish names its components head first (`Przycisk główny`) or in the plural (`Przyciski`,
/// `Karty`): a heading so named is that kind's component, and a scale step whose use names them
/// (`Przyciski, chipy`) is named for its shape, no component of its own.
@Suite struct PolishKindTests {
    static let system = Result {
        try TestSupport.analysedSystem("""
            # Sad

            ## Zaokrąglenia

            | Token | Value | Użycie |
            |---|---|---|
            | `--zaokr-sm` | `8px` | Małe elementy |
            | `--zaokr-pill` | `999px` | Przyciski, chipy |

            ## Przyciski

            ```css
            .btn {
              background: #2f6b3a;
              color: #ffffff;
              border-radius: var(--zaokr-pill);
            }
            ```

            ## Karty

            ```css
            .karta {
              background: #fbf8f1;
              border: 1px solid #d9d2c3;
              border-radius: var(--zaokr-sm);
            }
            ```
            """)
    }

    @Test func pluralHeadingsNameTheirKinds() throws {
        let components = try Self.system.get().components
        let button = try #require(components.first { $0.name == "Przyciski" })
        #expect(button.kind == .button)
        #expect(button.variants.first?[.default]?.radius == 999)
        let card = try #require(components.first { $0.name == "Karty" })
        #expect(card.kind == .card)
        #expect(card.variants.first?[.default]?.radius == 8)
    }

    @Test func aStepWhoseUseNamesComponentsIsNoComponent() throws {
        let system = try Self.system.get()
        #expect(!system.describedComponents.contains { $0.name.contains("zaokr") })
        #expect(!system.components.contains { $0.name.contains("zaokr") })
    }
}
