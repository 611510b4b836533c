import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    /// Issue 46's export defects in `specimen tokens` and the site's token files: a font list
    /// kept whole and its quotes kept, a line break escaped, `lineHeight: 1.2em` read against
    /// the style's own size, Tailwind colours in lower case, and `tokens.json` within the
    /// format's rules with nothing invented.
    @Suite("Issue 46 defects") struct TokenExportDefectTests {
        static let document = """
            ---
            name: Pipit
            colors:
              primary: "#2F5D8C"
              on-primary: "#FFFFFF"
            typography:
              display:
                fontFamily: "Fancy \\"Font\\", Georgia, serif"
                fontSize: 24px
                fontWeight: 600
                lineHeight: 1.2em
                letterSpacing: 0px
              odd:
                fontFamily: "Evil\\nFamily"
                fontSize: 12px
            rounded: { sm: 4px }
            spacing: { md: 16px }
            components:
              button-primary: { backgroundColor: "{colors.primary}", textColor: "{colors.on-primary}" }
            ---

            ## Colors
            """

        static func tokens() throws -> ResolvedTokens {
            try LintFixtures.system(text: document).exportedTokens
        }

        @Test func aFontListIsKeptWholeWithItsQuotes() throws {
            let style = try #require(try Self.tokens().tokens.first { $0.name == "display" })
            guard case .typeStyle(let type) = style.value else {
                Issue.record("not a type style")
                return
            }
            #expect(type.family == "Fancy \"Font\"")
            #expect(type.fallbacks == ["Georgia", "serif"])
            let css = ExportTests.export(CSSTokenExporter(), try Self.tokens())
            #expect(css.contains("--display-font-family: \"Fancy \\22 Font\\22 \", \"Georgia\", serif;"))
            let tailwind = ExportTests.export(TailwindCSSExporter(), try Self.tokens())
            #expect(tailwind.contains("--font-display: \"Fancy \\22 Font\\22 \", \"Georgia\", serif;"))
            // A line break is a CSS escape, not lost to a space.
            #expect(tailwind.contains("--font-odd: \"Evil\\a Family\""))
            let dtcg = try #require(try JSONSerialization.jsonObject(with: Data(ExportTests.export(DTCGExporter(), try Self.tokens()).utf8)) as? [String: Any])
            let display = ((dtcg["typography"] as? [String: Any])?["display"] as? [String: Any])?["$value"] as? [String: Any]
            #expect(display?["fontFamily"] as? [String] == ["Fancy \"Font\"", "Georgia", "serif"])
        }

        @Test func anEmLineHeightIsAMultiplierOfTheStylesOwnSize() throws {
            let style = try #require(try Self.tokens().tokens.first { $0.name == "display" })
            guard case .typeStyle(let type) = style.value else {
                Issue.record("not a type style")
                return
            }
            // 1.2em of 24px is 28.8px, CSS says: 1.2 times the size, not 19.2px.
            #expect(type.lineHeight == 1.2)
            let css = ExportTests.export(CSSTokenExporter(), try Self.tokens())
            #expect(css.contains("--display-line-height: 1.2;"))
        }

        @Test func tailwindColoursAreLowerCase() throws {
            let tailwind = ExportTests.export(TailwindCSSExporter(), try Self.tokens())
            #expect(tailwind.contains("--color-primary: #2f5d8c;"))
            let json = ExportTests.export(TailwindThemeExporter(), try Self.tokens())
            #expect(json.contains("\"primary\" : \"#2f5d8c\""))
            #expect(!json.contains("#2F5D8C"))
        }

        @Test("tokens.json keeps the 2025.10 format's rules", arguments: TestSupport.seedSlugs + ["pipit", "hand-made"])
        func tokensJSONValidates(_ slug: String) throws {
            let tokens = switch slug {
            case "pipit": try Self.tokens()
            case "hand-made": ExportTests.handMade
            default: try ExportTests.seed(slug)
            }
            let violations = DTCGFormatRules.violations(in: ExportTests.export(DTCGExporter(), tokens, slug: slug))
            #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
        }
    }
}
