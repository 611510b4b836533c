import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Large-text boundaries")
    struct TextSizeCategoryTests {
        @Test(arguments: [
            (24.0, 400, TextSizeCategory.large),
            (23.9, 400, .normal),
            (23.9, 700, .large),
            (18.67, 700, .large),
            (18.6667, 700, .large),
            (14.0 * 4.0 / 3.0, 700, .large),
            (18.6, 700, .normal),
            (18.66, 700, .normal),
            (18.67, 600, .normal),
            (18.67, 900, .large),
            (24.0, 100, .large),
            (12.0, 900, .normal),
        ])
        func category(pixelSize: Double, weight: Int, expected: TextSizeCategory) {
            #expect(TextSizeCategory(pixelSize: pixelSize, weight: weight) == expected)
        }

        @Test func thresholdsAreTheCSSPointRuleInPixels() {
            // 18pt and 14pt at 96 px per 72 pt.
            #expect(TextSizeCategory.largeMinimumPixels == 18 * 96 / 72)
            #expect(abs(TextSizeCategory.boldLargeMinimumPixels - 18.6667) < 0.0001)
            #expect(TextSizeCategory.boldMinimumWeight == 700)
        }
    }
}
