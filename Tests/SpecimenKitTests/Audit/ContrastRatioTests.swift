import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Contrast ratio")
    struct ContrastRatioTests {
        @Test func blackOnWhiteIsExactlyTwentyOne() {
            let ratio = ContrastRatio(between: AuditTestColors.black, and: AuditTestColors.white)
            #expect(ratio.value == 21)
            #expect(ratio.description == "21.00:1")
        }

        @Test func identicalColoursHaveRatioOne() throws {
            let grey = try AuditTestColors.parse("#767676")
            #expect(ContrastRatio(between: grey, and: grey).value == 1)
        }

        @Test func orderOfTheColoursDoesNotMatter() throws {
            let blue = try AuditTestColors.parse("#3B82F6")
            #expect(ContrastRatio(between: blue, and: AuditTestColors.white) == ContrastRatio(between: AuditTestColors.white, and: blue))
        }

        @Test func whiteOnGrey767676PassesAA() throws {
            let ratio = ContrastRatio(foreground: AuditTestColors.white, background: try AuditTestColors.parse("#767676"))
            #expect(abs(ratio.value - 4.54) < 0.005)
            #expect(ratio.formatted == "4.54")
            #expect(ContrastRequirement.text(.aa, .normal).isMet(by: ratio))
        }

        @Test func grey777777OnWhiteFailsAA() throws {
            let ratio = ContrastRatio(foreground: try AuditTestColors.parse("#777777"), background: AuditTestColors.white)
            #expect(abs(ratio.value - 4.48) < 0.005)
            // The value is 4.478; rounding would show 4.48, truncation shows 4.47.
            #expect(ratio.value < 4.48)
            #expect(ratio.formatted == "4.47")
            #expect(!ContrastRequirement.text(.aa, .normal).isMet(by: ratio))
        }

        /// WCAG Understanding 1.4.3: ratios are not rounded, so 4.499:1 does not meet 4.5:1.
        @Test func aRatioJustUnderFourPointFiveFailsAndDisplaysBelowIt() {
            // A grey whose luminance gives 1.05 / (L + 0.05) = 4.499 against white.
            let luminance = 1.05 / 4.499 - 0.05
            let channel = RGBAColor.encodedChannel(fromLinear: luminance)
            let grey = RGBAColor(red: channel, green: channel, blue: channel)
            let ratio = ContrastRatio(foreground: grey, background: AuditTestColors.white)

            #expect(ratio.value > 4.498 && ratio.value < 4.5)
            #expect(!ratio.meets(4.5))
            #expect(!ContrastRequirement.text(.aa, .normal).isMet(by: ratio))
            #expect(ContrastRequirement.text(.aa, .large).isMet(by: ratio))
            #expect(ratio.formatted == "4.49")
            #expect(ratio.highestLevel(for: .normal) == nil)
        }

        @Test(arguments: [
            (4.499, "4.49"),
            (4.4999999, "4.49"),
            (4.5.nextDown, "4.49"),
            // 1.34 just below: `value * 100` rounds up to exactly 134 in binary, so a bare floor shows 1.34.
            (1.34.nextDown, "1.33"),
            (4.5, "4.50"),
            (4.546, "4.54"),
            (2.999, "2.99"),
            (6.999, "6.99"),
            (7.0, "7.00"),
            (1.0, "1.00"),
            (21.0, "21.00"),
        ])
        func displayTruncatesTowardTheFailingSide(value: Double, expected: String) {
            #expect(ContrastRatio(value).formatted == expected)
        }

        @Test(arguments: stride(from: 1.0, through: 21.0, by: 0.0137).map { $0 })
        func displayNeverExceedsTheValue(value: Double) throws {
            let shown = try #require(Double(ContrastRatio(value).formatted))
            #expect(shown <= value)
            #expect(value - shown < 0.01)
        }

        @Test func aTranslucentForegroundIsJudgedAsSeen() throws {
            let ratio = ContrastRatio(foreground: AuditTestColors.black.withAlpha(0.6), background: AuditTestColors.white)
            let expected = ContrastRatio(between: try AuditTestColors.parse("#666666"), and: AuditTestColors.white)
            #expect(abs(ratio.value - expected.value) < 1e-3)
            #expect(ratio < ContrastRatio(between: AuditTestColors.black, and: AuditTestColors.white))
        }
    }
}
