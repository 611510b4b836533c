import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("OKLab and OKLCH")
    struct OKLabTests {
        @Test func whiteIsLightnessOneWithNoChroma() {
            let lab = OKLab(AuditTestColors.white)
            #expect(abs(lab.lightness - 1) < 1e-6)
            #expect(abs(lab.a) < 1e-6)
            #expect(abs(lab.b) < 1e-6)
        }

        @Test func blackIsZero() {
            #expect(OKLab(AuditTestColors.black) == OKLab(lightness: 0, a: 0, b: 0))
        }

        /// Reference values from Ottosson's post and CSS Color 4's worked examples.
        @Test(arguments: [
            ("#FF0000", 0.62796, 0.22486, 0.12585),
            ("#00FF00", 0.86644, -0.23389, 0.17950),
            ("#0000FF", 0.45201, -0.03246, -0.31153),
        ])
        func primaries(hex: String, lightness: Double, a: Double, b: Double) throws {
            let lab = OKLab(try AuditTestColors.parse(hex))
            #expect(abs(lab.lightness - lightness) < 5e-5)
            #expect(abs(lab.a - a) < 5e-5)
            #expect(abs(lab.b - b) < 5e-5)
        }

        @Test func redInPolarForm() throws {
            let lch = OKLCH(try AuditTestColors.parse("#FF0000"))
            #expect(abs(lch.chroma - 0.25768) < 5e-5)
            #expect(abs(lch.hue - 29.2339) < 1e-3)
        }

        @Test func greysHaveHueZero() throws {
            let lch = OKLCH(try AuditTestColors.parse("#777777"))
            #expect(lch.chroma < 1e-6)
            #expect(lch.hue == 0)
        }

        @Test(arguments: ["#FF0000", "#3B82F6", "#777777", "#FFE566", "#0A0A0A", "#34C759"])
        func conversionRoundTrips(hex: String) throws {
            let color = try AuditTestColors.parse(hex)
            #expect(OKLab(color).rgbaColor().hex == hex)
            #expect(OKLCH(color).oklab.rgbaColor().hex == hex)
        }

        @Test(arguments: [(350.0, 10.0, 20.0), (10, 350, 20), (0, 180, 180), (90, 90, 0), (720, 30, 30)])
        func hueDifferenceTakesTheShortWay(first: Double, second: Double, expected: Double) {
            #expect(abs(OKLCH.hueDifference(first, second) - expected) < 1e-12)
        }

        @Test func distanceFromBlackToWhiteIsOne() {
            #expect(abs(AuditTestColors.black.perceptualDistance(to: AuditTestColors.white) - 1) < 1e-6)
        }

        @Test func gamutMappingReducesOnlyChroma() {
            let vivid = OKLCH(lightness: 0.7, chroma: 0.4, hue: 150)
            #expect(!vivid.oklab.isInSRGBGamut)
            let mapped = vivid.reducingChromaToSRGBGamut()
            #expect(mapped.oklab.isInSRGBGamut)
            #expect(mapped.lightness == vivid.lightness)
            #expect(mapped.hue == vivid.hue)
            #expect(mapped.chroma > 0.05 && mapped.chroma < 0.4)
            // As much chroma as sRGB allows, not just some.
            var more = mapped
            more.chroma += 0.001
            #expect(!more.oklab.isInSRGBGamut)
        }

        @Test func inGamutColoursAreLeftAlone() throws {
            let lch = OKLCH(try AuditTestColors.parse("#3B82F6"))
            #expect(lch.reducingChromaToSRGBGamut() == lch)
        }
    }
}
