import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("State colours confused under colour-vision deficiency")
    struct ConfusablePairTests {
        func states(_ pairs: [(String, String)]) throws -> [(name: String, color: RGBAColor)] {
            try pairs.map { (name: $0.0, color: try AuditTestColors.parse($0.1)) }
        }

        @Test func redAndGreenMergeUnderDeuteranopia() throws {
            let pairs = ConfusablePair.find(in: try states([("error", "#D32F2F"), ("success", "#388E3C")]))
            #expect(pairs.map(\.deficiency) == [.deuteranopia])
            let pair = try #require(pairs.first)
            #expect(pair.first == "error")
            #expect(pair.second == "success")
            #expect(pair.normalDistance >= ConfusablePair.defaultThreshold)
            #expect(pair.simulatedDistance < ConfusablePair.defaultThreshold)
        }

        @Test func greenAndBlueMergeUnderTritanopia() throws {
            let pairs = ConfusablePair.find(in: try states([("success", "#388E3C"), ("info", "#1976D2")]))
            #expect(pairs.map(\.deficiency) == [.tritanopia])
        }

        @Test func pairsThatStayApartAreNotReported() throws {
            #expect(ConfusablePair.find(in: try states([("error", "#D32F2F"), ("info", "#1976D2")])).isEmpty)
        }

        @Test func pairsAlreadyAlikeInNormalVisionAreNotReported() throws {
            let pairs = ConfusablePair.find(in: try states([("danger", "#D32F2F"), ("error", "#D32F2F"), ("critical", "#D5302F")]))
            #expect(pairs.isEmpty)
        }

        @Test func everyPairIsCheckedOnceInInputOrder() throws {
            let pairs = ConfusablePair.find(in: try states([
                ("error", "#D32F2F"), ("info", "#1976D2"), ("success", "#388E3C"),
            ]))
            #expect(pairs.map { "\($0.first)/\($0.second)/\($0.deficiency.rawValue)" } == [
                "error/success/deuteranopia",
                "info/success/tritanopia",
            ])
        }

        @Test func theThresholdAndDeficienciesCanBeNarrowed() throws {
            let colors = try states([("error", "#D32F2F"), ("success", "#388E3C")])
            #expect(ConfusablePair.find(in: colors, threshold: 0.02).isEmpty)
            #expect(ConfusablePair.find(in: colors, deficiencies: [.protanopia, .tritanopia]).isEmpty)
        }

        @Test func translucentColoursAreJudgedOverTheBackground() throws {
            // Fully transparent state colours both show the background, so they are not distinct.
            let colors = try states([("error", "#D32F2F00"), ("success", "#388E3C00")])
            #expect(ConfusablePair.find(in: colors).isEmpty)
            let opaque = try states([("error", "#D32F2FFF"), ("success", "#388E3CFF")])
            #expect(ConfusablePair.find(in: opaque, over: AuditTestColors.black).count == 1)
        }
    }
}
