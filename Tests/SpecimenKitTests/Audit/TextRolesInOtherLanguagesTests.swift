import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A colour table's use column in Spanish ("Para qué": "Texto base", "Texto secundario,
/// etiquetas") names text as plainly as "Body text" does, and its colours are measured as text;
/// a dark appearance whose page the document never names measures nothing on that page.
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

    static let twoAppearances = """
    # Muster

    ## Colour

    | Token | Light | Dark | Usage |
    |---|---|---|---|
    | `--m-panel` | `#ffffff` | `#1b1b16` | Panel and card fill |
    | `--m-ink` | `#101418` | `#f2f2ee` | Body text |
    """

    /// Light and dark values, and no page named in either: the light page is the browser's white
    /// canvas, but no dark page is known, so the dark body text is listed as not verifiable
    /// rather than failed on white.
    @Test func aDarkAppearanceWithNoPageNamedMeasuresNothingOnThePage() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.twoAppearances).audit)
        let ink = report.pairs.filter { $0.foreground.name == "--m-ink" }
        #expect(ink.count == 1 && ink[0].context.mode == .light && ink[0].passes(.aa), "\(report.pairs.map(\.description))")
        let skipped = try #require(report.skipped.first { $0.context.mode == .dark && $0.reason.contains("--m-ink") })
        #expect(skipped.reason.contains("names no dark background"))
    }
}
