import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    /// Where Specimen's lint deliberately differs from the reference DESIGN.md linter, and
    /// `--like-reference` gives the reference's answer (`LintOptions.deliberateDifferences`).
    @Suite("Like the reference") struct LikeReferenceTests {
        /// A page of white, a half-black veil with white text on it, and amber headline text at
        /// 24px on white (3.49:1: enough for large text, not for normal text).
        static let tidewater = """
            ---
            name: Tidewater
            colors:
              primary: "#2E7D5B"
              canvas: "#FFFFFF"
              veil: "#00000080"
              paper: "#FFFFFF"
              amber: "#C07A00"
            typography:
              display: { fontFamily: Inter, fontSize: 24px, fontWeight: 400 }
            rounded: { sm: 4px }
            spacing: { md: 16px }
            components:
              banner:
                backgroundColor: "{colors.veil}"
                textColor: "{colors.paper}"
              headline:
                backgroundColor: "{colors.canvas}"
                textColor: "{colors.amber}"
                typography: "{typography.display}"
              headline-disabled:
                textColor: "#DDDDDD"
            ---

            ## Colors

            The page is canvas, white.
            """

        static func contrast(_ options: LintOptions) throws -> [LintFinding] {
            Linter(options: options).lint(try LintFixtures.system(text: tidewater).system).filter { $0.rule == "contrast-ratio" }
        }

        @Test func specimenCompositesOverThePageAndLetsLargeTextPassAt3() throws {
            let findings = try Self.contrast(LintOptions())
            // The veil over white is #7F7F7F: white on it is 4.00:1. The headline is large
            // text, held to 3:1; its disabled state is exempt.
            #expect(findings.map(ExpectedFinding.init) == [ExpectedFinding("contrast-ratio", .warning, "components.banner.textColor", 16)])
            #expect(findings.first?.message.contains("is 4.00:1") == true)
            #expect(findings.first?.message.contains("composited over the page background, canvas") == true)
        }

        @Test func theReferenceIgnoresAlphaAndAsks4Point5OfEverySize() throws {
            let findings = try Self.contrast(LintOptions(likeReference: true))
            // White on the veil, alpha ignored, is white on black: 21:1. The headline is 3.49:1.
            // The disabled state has no fill of its own, so it is not measured.
            #expect(findings.map(ExpectedFinding.init) == [ExpectedFinding("contrast-ratio", .warning, "components.headline", 19)])
            #expect(findings.first?.message == "textColor (#c07a00) on backgroundColor (#ffffff) has contrast ratio 3.49:1, below WCAG AA minimum of 4.5:1.")
        }

        @Test func theReferenceHasNoRulesOfSpecimensOwn() throws {
            let text = Self.tidewater + "\n\n## Colors\n\nAgain.\n"
            let system = try LintFixtures.system(text: text)
            #expect(Linter().lint(system.system).contains { $0.rule == "duplicate-section" })
            #expect(!Linter(options: LintOptions(likeReference: true)).lint(system.system).contains { $0.rule == "duplicate-section" })
        }

        @Test func theReferenceFilesUnknownComponentPropertiesUnderBrokenRef() throws {
            let text = Self.tidewater.replacingOccurrences(of: "    textColor: \"{colors.paper}\"", with: "    textColor: \"{colors.paper}\"\n    shadowColor: \"#000000\"")
            let system = try LintFixtures.system(text: text)
            #expect(Linter().lint(system.system).contains { $0.rule == "unknown-key" && $0.path == "components.banner.shadowColor" })
            let reference = Linter(options: LintOptions(likeReference: true)).lint(system.system)
            #expect(reference.contains { $0.rule == "broken-ref" && $0.severity == .warning && $0.path == "components.banner.shadowColor" })
            #expect(!reference.contains { $0.rule == "unknown-key" })
        }

        @Test func lintHelpNamesEveryDeliberateDifference() throws {
            let result = try SpecimenBinary.run(["lint", "--help"])
            #expect(result.output.contains("--like-reference"))
            for difference in LintOptions.deliberateDifferences {
                #expect(result.output.contains("\(difference.name): Specimen:"), "\(difference.name)")
            }
        }
    }
}
