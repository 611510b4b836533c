import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// The same document gives the same warnings in the same order on every run: a component's
    /// states are resolved in their own order, never in a dictionary's, which changes from one
    /// process to the next.
    @Suite struct WarningOrder {
        static let text = """
        # Quayside

        ## Components

        ### Buttons

        ```css
        .btn { background: #14532d; color: #ffffff; }
        .btn:hover { background: var(--quay-hover); }
        .btn:active { background: var(--quay-press); }
        .btn:focus { border-color: var(--quay-focus); }
        .btn:disabled { background: var(--quay-off); }
        ```
        """

        @Test func statesWarnInTheirOwnOrder() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let named = seed.resolveDiagnostics.map(\.message).compactMap { message in
                ["hover", "press", "focus", "off"].first { message.contains("--quay-\($0)") }
            }
            #expect(named == ["hover", "press", "focus", "off"], "\(seed.resolveDiagnostics.map(\.message))")
        }
    }
}
