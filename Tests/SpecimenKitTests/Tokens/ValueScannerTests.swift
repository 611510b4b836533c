import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct ValueScannerTests {
    @Test(arguments: [
        ("black at 5% opacity", "#0000000D"),
        ("#F5EDE3 at 90% opacity", "#F5EDE3E6"),
        ("#000000 70%", "#000000B3"),
        ("white.opacity(0.3)", "#FFFFFF4D"),
    ])
    func colourPhrases(text: String, hex: String) {
        #expect(ValueScanner.colorPhrase(text)?.hex == hex)
    }

    @Test func shadowInWords() throws {
        let shadow = try #require(ValueScanner.shadow(in: "0pt x 2pt blur 8pt, black at 5% opacity"))
        #expect(shadow.x == Length(0) && shadow.y == Length(2) && shadow.blur == Length(8))
        #expect(shadow.color?.hex == "#0000000D")
    }

    @Test func opacityForms() {
        #expect(ValueScanner.opacity(in: "Disabled state: 40% opacity") == 0.4)
        #expect(ValueScanner.opacity(in: ".opacity(0.6)") == 0.6)
    }

    @Test func slugs() {
        #expect(DesignToken.slug(for: "mabelGradientTop") == "mabel-gradient-top")
        #expect(DesignToken.slug(for: "Error/Alert") == "error-alert")
        #expect(DesignToken.slug(for: "space.2xl") == "space-2xl")
    }
}
