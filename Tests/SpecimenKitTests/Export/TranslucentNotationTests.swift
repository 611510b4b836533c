import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ExportTests {
    /// A translucent colour keeps the notation the document wrote where the format allows:
    /// `#RRGGBBAA` in tokens.css and in the extracted front matter's shadows (exact, and what the
    /// author wrote), `rgb(… / a)` for a colour written as a function or at an opacity.
    /// DTCG keeps its own shape (six-digit `hex` and `alpha` apart), Swift its opacity.
    /// Fixture: `Fixtures/export/translucent-notation.md` (our own document).
    @Suite("Translucent notation") struct TranslucentNotation {
        static func system() throws -> DesignSystem {
            try ExtractRoundTripTests.analysed(try TestSupport.fixture("export/translucent-notation.md"), sidecar: nil)
        }

        @Test func cssKeepsTheHexTheDocumentWrote() throws {
            let css = ExportTests.export(CSSTokenExporter(), try Self.system().tokens)
            for line in [
                "--veil: #10201826;", "--frost: #FFFFFF88;",
                "--haze: rgb(16 32 24 / 0.15);", "--glow: rgb(62 107 72 / 0.4);",
                "--shadow-low: 0 1px 3px 0 #1020181F;",
                "--shadow-high: 0 6px 18px 0 rgb(16 32 24 / 0.25), 0 1px 2px 0 #10201833;",
            ] {
                #expect(css.contains("  \(line)\n"), "\(line)")
            }
        }

        @Test func otherFormatsKeepTheirOwnShape() throws {
            let system = try Self.system()
            let dtcg = ExportTests.export(DTCGExporter(), system.tokens)
            #expect(dtcg.contains("\"hex\" : \"#102018\""), "DTCG: six digits, the alpha apart")
            #expect(!dtcg.contains("#10201826"))
            let swift = ExportTests.export(SwiftTokenExporter(), system.tokens)
            #expect(swift.contains("public static var veil: Color { Color(.sRGB, red: 0.0627, green: 0.1255, blue: 0.0941, opacity: 0.149) }"))
            let front = DesignMDWriter(system).write()
            #expect(front.contains("  veil: \"#10201826\"  # line 9\n"))
            #expect(front.contains("  shadow-low: \"0px 1px 3px #1020181F\"  # line 18\n"))
            #expect(front.contains("  shadow-high: \"0px 6px 18px rgb(16 32 24 / 0.25), 0px 1px 2px #10201833\"  # line 19\n"))
        }

        @Test func hexOnlyWhereTheLineWritesThatColourInHex() {
            let veil = RGBAColor(red8: 0x10, green8: 0x20, blue8: 0x18, alpha: Double(0x26) / 255)
            #expect(veil.css(keepingHexIn: "- Veil: #10201826") == "#10201826")
            #expect(veil.css(keepingHexIn: "- Veil: #10201826 (scrim)") == "#10201826")
            #expect(veil.css(keepingHexIn: "- Veil: rgba(16, 32, 24, 0.149)") == "rgb(16 32 24 / 0.149)")
            // Another colour's digits, or this one's inside a longer literal, are not this colour.
            #expect(veil.css(keepingHexIn: "#102018260") == "rgb(16 32 24 / 0.149)")
            #expect(veil.css(keepingHexIn: nil) == "rgb(16 32 24 / 0.149)")
            let frost = RGBAColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF, alpha: Double(0x88) / 255)
            #expect(frost.css(keepingHexIn: "Frost `#fff8`") == "#FFFFFF88")
            #expect(frost.css(keepingHexIn: "Frost #fff8a0") == "rgb(255 255 255 / 0.533)")
            // An opaque colour is hex whatever the line says.
            #expect(RGBAColor(red8: 1, green8: 2, blue8: 3).css(keepingHexIn: "rgb(1, 2, 3)") == "#010203")
        }
    }
}
