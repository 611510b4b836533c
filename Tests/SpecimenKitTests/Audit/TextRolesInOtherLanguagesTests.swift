import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A colour table's use column in Spanish ("Para qué": "Texto base", "Texto secundario,
/// etiquetas") names text as plainly as "Body text" does, and its colours are measured as text.
@Suite struct TextRolesInOtherLanguagesTests {
    static let spanish = """
    # Sistema de muestra

    ## Color

    | Token | Valor | Para qué |
    |---|---|---|
    | `--m-fondo` | `#fdfdfb` | Fondo de la página |
    | `--m-tinta` | `#1c1f24` | Texto base |
    | `--m-tinta-2` | `#a3a8b0` | Texto secundario, etiquetas |
    | `--m-marca` | `#0b3d91` | Relleno del botón primario |
    | `--m-sobre-marca` | `#ffffff` | Texto sobre la marca |
    """

    @Test func spanishTextRolesInAUseColumnAreMeasuredOnThePage() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.spanish).audit)
        let text = report.pairs.filter { $0.origin == .textToken }
        #expect(text.contains { $0.foreground.name == "--m-tinta" && $0.background.name == "--m-fondo" && $0.passes(.aa) }, "\(text.map(\.description))")
        let muted = try #require(text.first { $0.foreground.name == "--m-tinta-2" })
        #expect(!muted.passes(.aa) && muted.ratioText == "2.34", "\(muted.ratioText)")
        // "Texto sobre la marca" is text on the brand's fill, not on the page.
        #expect(!text.contains { $0.foreground.name == "--m-sobre-marca" })
        // A fill is no text.
        #expect(!text.contains { $0.foreground.name == "--m-marca" })
    }
}
