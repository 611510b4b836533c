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
}
