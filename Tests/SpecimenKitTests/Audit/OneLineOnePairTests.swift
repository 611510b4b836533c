import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `placeholder: text-slate-400` in a field's block is the field's placeholder and, read as a
/// token, a text colour of that name: one line, one pair, listed once with the field.
@Suite struct OneLineOnePairTests {
    static let document = """
    # Harbour kit

    ## Colour

    ```css
    --harbour-accent: #0f62fe   /* main actions, focus */
    ```

    ## Components

    ### Search field
    ```
    height: 40px
    border: border-slate-300 rounded-md
    placeholder: text-slate-400
    ```
    """

    @Test func aPartsColourThatIsAlsoATokenIsMeasuredOnce() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.document).audit)
        let placeholder = report.pairs.filter { $0.foreground.hex == "#94A3B8" }
        #expect(placeholder.count == 1, "\(report.pairs.map(\.description))")
        #expect(placeholder.first?.context.component == "Search field" && placeholder.first?.ratioText == "2.56")
    }

    /// A table row of a look's fill and text is the button's pair and a stated pairing: one
    /// failure each, listed with the button.
    @Test func aTableRowThatIsALookAndAPairingIsMeasuredOnce() throws {
        let report = try #require(try TestSupport.analysedSystem("""
        # Kelpline

        ## Colour

        - **Kelp** (`#2E8B6E`): brand
        - **Foam** (`#F4F4F2`): light text on brand fills

        ## Buttons

        | Button Type | Background | Text |
        |---|---|---|
        | Primary | Kelp | Foam |
        | Quiet | Foam | Kelp |
        """).audit)
        for line in [12, 13] {
            let found = report.pairs.filter { $0.source.line == line }
            #expect(found.count == 1 && found.first?.origin == .component && found.first?.ratioText == "3.78", "\(report.pairs.map(\.description))")
        }
    }
}
