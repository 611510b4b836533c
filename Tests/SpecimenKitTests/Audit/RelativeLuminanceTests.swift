import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Relative luminance (WCAG 2.2)")
    struct RelativeLuminanceTests {
        @Test func blackAndWhiteAreTheEndsOfTheScale() {
            #expect(AuditTestColors.black.relativeLuminance == 0)
            #expect(abs(AuditTestColors.white.relativeLuminance - 1) < 1e-12)
        }

        @Test(arguments: [
            ("#FF0000", 0.2126),
            ("#00FF00", 0.7152),
            ("#0000FF", 0.0722),
            // 0x76 = 118: ((118/255 + 0.055) / 1.055)^2.4, the grey behind the well-known 4.54:1.
            ("#767676", 0.181164),
        ])
        func luminanceOfReferenceColours(hex: String, expected: Double) throws {
            let color = try AuditTestColors.parse(hex)
            #expect(abs(color.relativeLuminance - expected) < 1e-6)
        }

        @Test func channelsAtOrBelowTheThresholdUseTheLinearSegment() {
            #expect(RGBAColor.linearChannel(fromEncoded: 0.04045) == 0.04045 / 12.92)
            // 0.04 lies between WCAG 2.0's misprinted 0.03928 and the corrected 0.04045, so only the
            // 2.2 threshold keeps it on the linear segment.
            #expect(RGBAColor.linearChannel(fromEncoded: 0.04) == 0.04 / 12.92)
            #expect(0.04 / 12.92 != pow((0.04 + 0.055) / 1.055, 2.4))
        }

        @Test func channelsAboveTheThresholdUseThePowerCurve() {
            #expect(RGBAColor.linearChannel(fromEncoded: 0.0405) == pow((0.0405 + 0.055) / 1.055, 2.4))
            #expect(RGBAColor.linearChannel(fromEncoded: 0.5) == pow(0.555 / 1.055, 2.4))
        }

        @Test func theTwoSegmentsMeetAtTheThreshold() {
            let below = RGBAColor.linearChannel(fromEncoded: 0.04045)
            let above = RGBAColor.linearChannel(fromEncoded: 0.04045.nextUp)
            #expect(abs(above - below) < 1e-7)
            #expect(above >= below)
        }

        @Test(arguments: [0.0, 0.02, 0.04045, 0.2, 0.5, 0.9, 1.0])
        func encodingUndoesLinearisation(value: Double) {
            let roundTrip = RGBAColor.encodedChannel(fromLinear: RGBAColor.linearChannel(fromEncoded: value))
            #expect(abs(roundTrip - value) < 1e-12)
        }
    }
}
