import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("CSS") struct CSS {
        @Test func seedProperties() throws {
            let paper = ExportTests.export(CSSTokenExporter(), try ExportTests.seed("paper-ide"), slug: "paper-ide")
            #expect(paper.contains("  --canvas: #F4F1EA;\n"))
            #expect(paper.contains("  --spacing-xs: 8px;\n"))
            #expect(paper.contains("  --line-height-body: 1.6;\n"))
            #expect(paper.contains("  --typeface-a-the-opinion-serif: \"EB Garamond\", \"New York\";\n"))
            #expect(!paper.contains("prefers-color-scheme"), "no dark tokens, no dark block")
            #expect(!paper.contains("data-theme"))

            let zottie = ExportTests.export(CSSTokenExporter(), try ExportTests.seed("zottie"), slug: "zottie")
            #expect(zottie.contains("  --title-large-font-size: 28px;\n  --title-large-font-weight: 600;\n"))

            let mabel = ExportTests.export(CSSTokenExporter(), try ExportTests.seed("mabel"), slug: "mabel")
            #expect(mabel.contains("  --gradient-specification: linear-gradient(180deg, #AEF0EC 0%, "))
        }

        @Test func darkBlocksOnlyWithDarkTokens() throws {
            let ticker = ExportTests.export(CSSTokenExporter(), try ExportTests.seed("ticker"), slug: "ticker")
            let media = try #require(ticker.range(of: "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]) {\n"))
            let darkScope = ticker[media.upperBound...]
            #expect(darkScope.hasPrefix("    --background: #000000;\n"))
            #expect(ticker.contains("[data-theme=\"dark\"] {\n  --background: #000000;\n"))
            #expect(ticker.contains("[data-theme=\"light\"] {\n  --background: #FFFFFF;\n"))
            #expect(ticker.contains("  --text-secondary: rgb(255 255 255 / 0.7);\n"))
            // Tokens without a dark value stay out of the dark scopes.
            #expect(!darkScope.contains("--critical-red"))
        }

        @Test func handMadeValues() {
            let css = ExportTests.export(CSSTokenExporter(), ExportTests.handMade)
            let root = css.components(separatedBy: "\n\n@media")[0]
            for line in [
                "--canvas: #F4F1EA;", "--ink: rgb(34 34 34 / 0.7);", "--action-primary: var(--canvas);",
                "--button-background: var(--action-primary);", "--space-2xl: 48px;", "--hairline: 0.5px;",
                "--title-font-family: \"EB Garamond\", system-ui, sans-serif;", "--title-font-size: 28px;",
                "--title-font-weight: 600;", "--title-line-height: 1.25;", "--title-letter-spacing: 0.5px;",
                "--caption-font-family: ui-rounded, system-ui, sans-serif;",
                "--mono: \"SF Mono\", \"Menlo\", monospace;", "--card: 0 2px 8px 0 rgb(0 0 0 / 0.05);",
                "--surface-opacity: 0.9;", "--line-height: 1.6;",
                "--sky: linear-gradient(180deg, #AEF0EC 0%, #D9F4EF 40%, #FDF7E9 100%);",
            ] {
                #expect(root.contains("  \(line)\n"), "\(line)")
            }
            #expect(!css.contains("--broken"), "an alias that points nowhere is left out")
            // Aliases of a mode-dependent token are restated where the theme changes.
            let dark = css.components(separatedBy: "[data-theme=\"dark\"] {\n")[1].components(separatedBy: "}")[0]
            #expect(dark == "  --canvas: #141414;\n  --action-primary: var(--canvas);\n  --button-background: var(--action-primary);\n")
        }

        @Test func namesCannotBreakOutAndUsageNeverAppears() {
            let css = ExportTests.export(CSSTokenExporter(), ExportTests.handMade, name: "Evil */ } :root { --x: 1", slug: "evil")
            #expect(!css.contains("display:none") && !css.contains("display: none"))
            #expect(!css.contains("Global background"), "usage text stays out of CSS")
            #expect(css.contains("  --x-body-display-none: #000000;\n"))
            var depth = 0
            for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("/*") {
                    #expect(text.hasSuffix("*/") && text.dropFirst(2).dropLast(2).range(of: "*/") == nil, "header comment: \(text)")
                } else if text.hasSuffix("{") {
                    #expect(text.wholeMatch(of: /(:root|@media \(prefers-color-scheme: dark\)|:root:not\(\[data-theme="light"\]\)|\[data-theme="(dark|light)"\]) \{/) != nil, "\(text)")
                    depth += 1
                } else if text == "}" {
                    depth -= 1
                    #expect(depth >= 0)
                } else if !text.isEmpty {
                    #expect(depth > 0, "declaration outside a block: \(text)")
                    #expect(text.wholeMatch(of: /--[\p{L}\p{N}-]+: [^{};]+;/) != nil, "\(text)")
                }
            }
            #expect(depth == 0)
        }
    }
}
