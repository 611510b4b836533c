import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Passing palette tokens")
    struct PaletteMatchTests {
        @Test func onlyPassingCandidatesNearestFirst() throws {
            let original = try AuditTestColors.parse("#3B82F6")
            let candidates: [(name: String, color: RGBAColor)] = try [
                ("gray-900", AuditTestColors.parse("#111827")),
                ("blue-400", AuditTestColors.parse("#60A5FA")),
                ("red-700", AuditTestColors.parse("#B91C1C")),
                ("blue-800", AuditTestColors.parse("#1E40AF")),
                ("blue-700", AuditTestColors.parse("#1D4ED8")),
            ]
            let matches = PaletteMatch.passing(candidates, replacing: original, background: AuditTestColors.white, target: 4.5)

            #expect(Set(matches.map(\.name)) == ["gray-900", "red-700", "blue-800", "blue-700"])
            #expect(matches.first?.name == "blue-700")
            #expect(matches.allSatisfy { $0.ratio.meets(4.5) })
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.distance <= $1.distance })
            let first = try #require(matches.first)
            #expect(abs(first.distance - original.perceptualDistance(to: first.color)) < 1e-12)
        }

        @Test func equalDistancesAreOrderedByName() throws {
            let ink = try AuditTestColors.parse("#111111")
            let matches = PaletteMatch.passing(
                [("text.primary", ink), ("ink", ink)],
                replacing: try AuditTestColors.parse("#999999"), background: AuditTestColors.white, target: 4.5)
            #expect(matches.map(\.name) == ["ink", "text.primary"])
        }

        @Test func nothingPassesGivesAnEmptyList() throws {
            let matches = PaletteMatch.passing(
                [("mist", try AuditTestColors.parse("#EEEEEE"))],
                replacing: try AuditTestColors.parse("#999999"), background: AuditTestColors.white, target: 4.5)
            #expect(matches.isEmpty)
        }
    }
}
