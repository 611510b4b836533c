import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Gradient contrast")
    struct GradientBackgroundTests {
        let white = AuditTestColors.white
        let black = AuditTestColors.black

        func gradient(_ stops: [(String, Double)], overlays: [RGBAColor] = []) throws -> GradientBackground {
            let parsed = try stops.map { ColorStop(color: try AuditTestColors.parse($0.0), position: $0.1) }
            return try #require(GradientBackground(stops: parsed, overlays: overlays))
        }

        @Test func aMidSampleCanBeWorseThanEveryStop() throws {
            // Red and lime channels move in opposite directions, so sRGB interpolation dips darker
            // than either stop; black text is weakest inside the gradient, not at a stop.
            let background = try gradient([("#FF0000", 0), ("#00FF00", 1)])
            let range = background.contrastRange(against: black)
            let atRed = ContrastRatio(foreground: black, background: try AuditTestColors.parse("#FF0000"))
            let atLime = ContrastRatio(foreground: black, background: try AuditTestColors.parse("#00FF00"))

            #expect(range.worst.ratio < atRed)
            #expect(range.worst.ratio < atLime)
            #expect(range.worst.position > 0.2 && range.worst.position < 0.4)
            #expect(range.best.position == 1)
            #expect(range.best.ratio == atLime)
            #expect(range.worst.ratio == ContrastRatio(foreground: black, background: background.effectiveColor(at: range.worst.position)))
        }

        @Test func aForegroundMatchingAMidToneIsWorstThere() throws {
            let grey = try AuditTestColors.parse("#777777")
            let range = try gradient([("#000000", 0), ("#FFFFFF", 1)]).contrastRange(against: grey)
            // Against black the grey reaches 4.68, against white only 4.48, and in between ~1.
            #expect(range.worst.ratio.value < 1.05)
            #expect(abs(range.worst.position - 119.0 / 255.0) < 0.01)
            #expect(range.best.position == 0)
            #expect(range.best.background == black)
        }

        @Test func onlyTheRequestedSpanIsSampled() throws {
            let background = try gradient([("#000000", 0), ("#FFFFFF", 1)])
            let range = background.contrastRange(against: white, from: 0, to: 0.25)
            #expect(range.worst.position == 0.25)
            #expect(range.best.position == 0)
            #expect(range.best.ratio.value == 21)
            #expect(background.contrastRange(against: white, from: 0.25, to: 0) == range)
        }

        @Test func overlaysAreFlattenedOverTheGradient() throws {
            let background = try gradient([("#000000", 0), ("#000000", 1)], overlays: [white.withAlpha(0.9)])
            #expect(background.effectiveColor(at: 0.5).hex == "#E6E6E6")
            let range = background.contrastRange(against: black)
            #expect(range.worst.ratio == range.best.ratio)
            #expect(range.worst.background.hex == "#E6E6E6")
        }

        @Test func translucentStopsShowTheCanvas() throws {
            let background = try gradient([("#00000080", 0), ("#00000080", 1)])
            // Alpha 0x80 is 128/255, so slightly more black than white shows: 255 * 127/255 = 0x7F.
            #expect(background.effectiveColor(at: 0.3).hex == "#7F7F7F")
        }

        @Test func interpolationUsesPremultipliedAlpha() throws {
            // Straight-alpha mixing would give purple; CSS fades the red without tinting it.
            let background = try gradient([("#FF0000", 0), ("#0000FF00", 1)])
            let middle = background.color(at: 0.5)
            #expect(middle.opaqueHex == "#FF0000")
            #expect(abs(middle.alpha - 0.5) < 1e-12)
        }

        @Test func outOfOrderPositionsAreFixedUpAsCSSDoes() throws {
            let background = try gradient([("#FFFFFF", 0), ("#000000", 0.8), ("#777777", 0.3)])
            #expect(background.stops.map(\.position) == [0, 0.8, 0.8])
            #expect(background.color(at: 0.9).hex == "#777777")
            #expect(background.color(at: 0.8).hex == "#777777")
        }

        @Test func aHardEdgeShowsBothSides() throws {
            let background = try gradient([("#FFFFFF", 0), ("#FFFFFF", 0.5), ("#000000", 0.5), ("#000000", 1)])
            #expect(background.color(at: 0.4999).hex == "#FFFFFF")
            #expect(background.color(at: 0.5).hex == "#000000")
            let range = background.contrastRange(against: white, from: 0.5, to: 0.5)
            #expect(range.worst.ratio.value == 1)
            #expect(range.best.ratio.value == 21)
        }

        @Test func outsideTheStopsTheEndColoursExtend() throws {
            let background = try gradient([("#FF0000", 0.2), ("#0000FF", 0.8)])
            #expect(background.color(at: 0).hex == "#FF0000")
            #expect(background.color(at: 1).hex == "#0000FF")
        }

        @Test func aGradientNeedsAStop() {
            #expect(GradientBackground(stops: []) == nil)
        }
    }
}
