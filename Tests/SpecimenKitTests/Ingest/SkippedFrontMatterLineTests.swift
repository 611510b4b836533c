import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// One slip in a long front matter (two pairs written on one line) no longer loses every token:
/// the line libyaml stops at is skipped, the rest is read, and the lint error, the pages' banner
/// and the token page's unread list all name what was skipped. A short front matter, or one
/// with many faults, is still not guessed at.
@Suite struct SkippedFrontMatterLineTests {
    static let text = """
        ---
        name: Heron
        colors:
          primary: "#0B5CAD"
          ink: "#1C1917"
          paper: "#FAFAF9"
          chip-bg: "#E0F2FE"       chip-text: "#075985"
          muted: "#78716C"
          line: "#D6D3D1"
        rounded:
          sm: 4px
          md: 8px
        components:
          button-primary:
            backgroundColor: "{colors.primary}"
            textColor: "{colors.paper}"
        ---
        # Heron

        Quiet tools for field crews.
        """

    @Test func theFaultyLineIsSkippedAndTheRestRead() throws {
        let read = try FrontMatter.read(Self.text, file: LintFixtures.document)
        let frontMatter = try #require(read.frontMatter)
        #expect(read.problem == nil)
        #expect(frontMatter.repairs?.skippedLines == [7])
        #expect(frontMatter.root["colors"]?["muted"]?.string == "#78716C")
        #expect(frontMatter.root["colors"]?["chip-bg"] == nil)
        #expect(frontMatter.root["components"]?["button-primary"]?["textColor"]?.string == "{colors.paper}")
    }

    @Test func theLintBannerAndUnreadListNameTheLine() throws {
        let system = try LintFixtures.system(text: Self.text)
        #expect(system.tokens.tokens.contains { $0.name == "muted" })
        let finding = try #require(system.lintFindings.first { $0.rule == "parser:YAML_PARSE_ERROR" })
        #expect(finding.severity == .error && finding.line == 7)
        #expect(finding.message.contains("Specimen skips line 7 and reads the rest"), "\(finding.message)")
        #expect(system.system.yamlSources.syntaxError == nil)
        let banner = try #require(PageBanner(system.system))
        #expect(banner.title.hasPrefix("Line 7 of the front matter is not valid YAML"), "\(banner.title)")
        // Both colours of the skipped line are unread, with its line; no other line's are.
        let unread = system.system.unreadColors.filter { $0.reason == .invalidFrontMatter }
        #expect(Set(unread.map(\.literal)) == ["#E0F2FE", "#075985"], "\(unread)")
        #expect(unread.allSatisfy { $0.lines == [7] })
    }

    @Test func aShortFrontMatterIsNotGuessedAt() throws {
        let text = """
            ---
            name: Heron
            colors:
              chip-bg: "#E0F2FE"       chip-text: "#075985"
            ---
            # Heron
            """
        let read = try FrontMatter.read(text, file: LintFixtures.document)
        #expect(read.frontMatter == nil)
        #expect(read.problem?.line == 4)
    }
}
