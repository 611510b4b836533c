import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("WCAG contrast thresholds")
    struct ContrastRequirementTests {
        @Test(arguments: [
            (ContrastRequirement.text(.aa, .normal), 4.5, "1.4.3"),
            (.text(.aa, .large), 3, "1.4.3"),
            (.text(.aaa, .normal), 7, "1.4.6"),
            (.text(.aaa, .large), 4.5, "1.4.6"),
            (.nonText, 3, "1.4.11"),
        ])
        func minimumRatio(requirement: ContrastRequirement, minimum: Double, criterion: String) {
            #expect(requirement.minimumRatio == minimum)
            #expect(requirement.successCriterion == criterion)
            #expect(requirement.isMet(by: ContrastRatio(minimum)))
            #expect(!requirement.isMet(by: ContrastRatio(minimum.nextDown)))
        }

        @Test(arguments: [
            (7.0, TextSizeCategory.normal, WCAGLevel?.some(.aaa)),
            (6.99, .normal, .aa),
            (4.5, .normal, .aa),
            (4.49, .normal, nil),
            (4.5, .large, .aaa),
            (4.49, .large, .aa),
            (3.0, .large, .aa),
            (2.99, .large, nil),
        ])
        func highestLevel(value: Double, size: TextSizeCategory, expected: WCAGLevel?) {
            #expect(ContrastRatio(value).highestLevel(for: size) == expected)
        }

        @Test func levelsParseFromTheirCommandLineSpelling() {
            #expect(WCAGLevel(rawValue: "AA") == .aa)
            #expect(WCAGLevel(rawValue: "AAA") == .aaa)
            #expect(WCAGLevel.aa < .aaa)
        }
    }
}
