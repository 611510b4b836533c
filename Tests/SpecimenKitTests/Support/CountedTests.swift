import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct CountedTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(counted(1, "system") == "1 system")
        #expect(counted(0, "system") == "0 systems")
        #expect(counted(2, "rule violation") == "2 rule violations")
        #expect(counted(3, "family", plural: "families") == "3 families")
        #expect(counted(1, "family", plural: "families") == "1 family")
    }
}
