import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension DiffTests {
    @Suite("comparing content folders") struct ContentComparerTests {
        @Test func aColourChangedToOneThatFails() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.paleHarbourBlue]))
            #expect(diff.systems.map(\.system) == ["harbor"], "Meadow did not change")
            let harbor = try DiffFixture.system("harbor", in: diff)
            #expect(harbor.status == .changed)
            let token = try #require(harbor.tokens.first { $0.name == "primary" })
            #expect(token.change == .modified)
            #expect(token.before?.value == "#0B4F6C" && token.after?.value == "#7FB3C8")
            #expect(token.before?.source.line == 5 && token.after?.source.line == 5)
            #expect(token.after?.color == "#7FB3C8")
            #expect(harbor.newFailures.count == 1)
            let failure = try #require(harbor.newFailures.first)
            #expect(failure.id == "harbor/light/component/button-primary/base/default/text")
            #expect(failure.before?.passes == true && failure.after?.passes == false)
            #expect(failure.after?.background.hex == "#7FB3C8")
            #expect(failure.after?.source == SourceReference(file: "harbor/DESIGN.md", line: 15))
            #expect(failure.needs == "4.50")
            #expect(harbor.fixedFailures.isEmpty)
            #expect(diff.regressed && diff.exitStatus == 1)
            #expect(diff.summary.newFailures == 1 && diff.summary.tokensModified == 1)
        }

        /// The component's spec names the same token on both sides; its colour changed, so the
        /// component is listed as modified, as the format's own diff lists it, with the colour
        /// beside the name on each side.
        @Test func aColourChangeModifiesTheComponentsThatNameIt() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.paleHarbourBlue]))
            let harbor = try DiffFixture.system("harbor", in: diff)
            let button = try #require(harbor.components.first { $0.name == "button-primary" })
            #expect(button.change == .modified)
            #expect(button.properties.map(\.property) == ["fill"])
            let fill = try #require(button.properties.first)
            #expect(fill.tokenValueChanged == true)
            #expect(fill.before?.text == "primary (#0B4F6C)" && fill.after?.text == "primary (#7FB3C8)")
            #expect(fill.after?.color == "#7FB3C8")
            // chip-alert names buoy and on-primary, which did not change.
            #expect(!harbor.components.contains { $0.name == "chip-alert" })
            #expect(diff.summary.componentsModified == 1)
        }

        @Test func aTokenRenamed() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.petalRenamed]))
            let meadow = try DiffFixture.system("meadow", in: diff)
            #expect(meadow.tokens.count == 1, "a rename is one change, not a removal and an addition: \(meadow.tokens)")
            let rename = try #require(meadow.tokens.first)
            #expect(rename.change == .renamed)
            #expect(rename.before?.name == "Petal" && rename.after?.name == "Blossom")
            #expect(rename.before?.value == "#F8BBD0" && rename.after?.value == "#F8BBD0")
            #expect(rename.displayName == "Petal → Blossom")
            #expect(!diff.regressed && diff.exitStatus == 0)
        }

        @Test func aComponentRemoved() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.chipRemoved]))
            let harbor = try DiffFixture.system("harbor", in: diff)
            let removed = try #require(harbor.components.first { $0.change == .removed })
            #expect(removed.name == "chip-alert")
            #expect(removed.before?.line == 16 && removed.after == nil)
            #expect(harbor.components.count == 1)
            // Nothing uses buoy any more: a new lint warning, which is no regression.
            #expect(harbor.lint.added.map(\.rule) == ["orphaned-tokens"])
            #expect(harbor.lint.added.first?.severity == .warning)
            #expect(harbor.newFailures.isEmpty && harbor.fixedFailures.isEmpty)
            #expect(!diff.regressed)
        }

        @Test func aFailureFixed() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content([DiffFixture.paleHarbourBlue]), try DiffFixture.content())
            let harbor = try DiffFixture.system("harbor", in: diff)
            #expect(harbor.newFailures.isEmpty)
            let fixed = try #require(harbor.fixedFailures.first)
            #expect(harbor.fixedFailures.count == 1)
            #expect(fixed.before?.passes == false && fixed.after?.passes == true)
            #expect(fixed.after?.ratioText == "8.93")
            #expect(!diff.regressed && diff.exitStatus == 0)
            #expect(diff.summary.fixedFailures == 1)
        }

        @Test func aSystemAdded() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content(extra: ["kiln.md": "kiln.md"]))
            #expect(diff.systems.map(\.system) == ["kiln"])
            let kiln = try DiffFixture.system("kiln", in: diff)
            #expect(kiln.status == .added && kiln.documentBefore == nil && kiln.documentAfter == "kiln.md")
            #expect(kiln.newFailures.isEmpty, "Kiln passes: nothing new fails")
            #expect(!diff.regressed)
            #expect(diff.summary.systemsAdded == 1)

            let removed = try DiffFixture.compare(try DiffFixture.content(extra: ["kiln.md": "kiln.md"]), try DiffFixture.content())
            #expect(removed.systems.map(\.status) == [.removed] && !removed.regressed)
        }

        @Test func aSystemAddedWithAFailureRegresses() throws {
            // Kiln alone on the before side: a failing Harbor is all new when it arrives.
            let before = TestSupport.temporaryFolder() + "/Content"
            try FileManager.default.createDirectory(atPath: before, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: DiffFixture.folder + "/kiln.md", toPath: before + "/kiln.md")
            let arrival = try DiffFixture.compare(before, try DiffFixture.content([DiffFixture.paleHarbourBlue]))
            let harbor = try DiffFixture.system("harbor", in: arrival)
            #expect(harbor.status == .added && harbor.newFailures.count == 1 && arrival.regressed)
        }

        @Test func anUnchangedTree() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content())
            #expect(!diff.changed && diff.systems.isEmpty && !diff.regressed && diff.exitStatus == 0)
            #expect(DiffTextFormatter(color: false).format(diff).contains("no changes"))
            #expect(DiffMarkdownFormatter().format(diff).contains("No changes."))
        }

        @Test func aClaimNewlyContradicted() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.loamLightened]))
            let meadow = try DiffFixture.system("meadow", in: diff)
            #expect(meadow.newFailures.isEmpty, "Loam still passes AA on Straw")
            let claim = try #require(meadow.newContradictedClaims.first)
            #expect(claim.text == "Loam on Straw meets WCAG AAA.")
            #expect(claim.before?.holds == true && claim.after?.holds == false)
            #expect(claim.after?.source.line == 14)
            #expect(diff.regressed, "a newly contradicted claim regresses")

            let reverse = try DiffFixture.compare(try DiffFixture.content([DiffFixture.loamLightened]), try DiffFixture.content())
            #expect(try DiffFixture.system("meadow", in: reverse).resolvedClaims.count == 1 && !reverse.regressed)
        }

        @Test func aNewLintErrorRegresses() throws {
            let diff = try DiffFixture.compare(try DiffFixture.content(), try DiffFixture.content([DiffFixture.brokenReference]))
            let harbor = try DiffFixture.system("harbor", in: diff)
            #expect(harbor.lint.newErrors.map(\.rule) == ["broken-ref"])
            #expect(harbor.components.first?.properties.first?.property == "text")
            #expect(diff.regressed && diff.summary.newLintErrors == 1)
        }

        @Test func aPairWhoseIdMovedIsMatchedByItsColours() throws {
            let diff = try DiffFixture.compare(
                try DiffFixture.content([DiffFixture.paleHarbourBlue]),
                try DiffFixture.content([DiffFixture.paleHarbourBlue, DiffFixture.buttonRenamed]))
            let harbor = try DiffFixture.system("harbor", in: diff)
            #expect(Set(harbor.components.map(\.change)) == [.added, .removed])
            #expect(harbor.newFailures.isEmpty && harbor.fixedFailures.isEmpty, "the same failure under a new id")
            #expect(harbor.unchangedFailures == 1)
            #expect(!diff.regressed)
        }

        @Test func twoDocumentsAreOneSystemWhateverTheirNames() throws {
            let folder = TestSupport.temporaryFolder()
            let old = try String(contentsOfFile: DiffFixture.folder + "/meadow/DESIGN.md", encoding: .utf8)
            try old.write(toFile: folder + "/old-notes.md", atomically: true, encoding: .utf8)
            try old.replacingOccurrences(of: "| Clover | #2E7D32 |", with: "| Clover | #1B5E20 |")
                .write(toFile: folder + "/DESIGN.md", atomically: true, encoding: .utf8)
            let reader = DiffSideReader()
            let diff = ContentComparer().compare(
                try reader.read(DiffSide.parse(folder + "/old-notes.md", content: "Content")),
                try reader.read(DiffSide.parse(folder + "/DESIGN.md", content: "Content")))
            #expect(diff.systems.count == 1)
            let system = try #require(diff.systems.first)
            #expect(system.status == .changed)
            #expect(system.tokens.map(\.name) == ["Clover"])
            #expect(system.documentBefore == folder + "/old-notes.md" && system.documentAfter == folder + "/DESIGN.md")
        }
    }
}

extension DiffTests {
    @Suite("matching across the sides") struct MatcherTests {
        @Test func lintFindingsAreMatchedWithoutTheirLines() {
            func finding(_ line: Int, mentioning earlier: Int) -> LintFinding {
                LintFinding(rule: "duplicate-section", severity: .error, path: "sections.Colors", file: "a/DESIGN.md", line: line,
                            message: "'Colors' repeats the section 'Colours' of line \(earlier)")
            }
            let moved = LintMatcher.compare(before: [finding(20, mentioning: 12)], after: [finding(24, mentioning: 16)])
            #expect(moved.isEmpty, "an edit above a finding moves it; it is not new")
            let other = LintFinding(rule: "broken-ref", severity: .error, path: "colors.x", file: "a/DESIGN.md", line: 3, message: "x")
            let changed = LintMatcher.compare(before: [finding(20, mentioning: 12)], after: [other])
            #expect(changed.added == [other] && changed.removed.count == 1 && changed.newErrors == [other])
        }
    }
}
