import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("Tailwind CSS") struct TailwindCSS {
        static func export(_ tokens: ResolvedTokens, name: String = "Sample", slug: String = "sample") -> String {
            ExportTests.export(TailwindCSSExporter(), tokens, name: name, slug: slug)
        }

        static func tokens(_ slug: String) throws -> ResolvedTokens {
            switch slug {
            case "sample": ExportTests.tailwindSample
            case "hand-made": ExportTests.handMade
            default: try ExportTests.seed(slug)
            }
        }

        /// The `@theme` block's declarations, in order.
        static func themeDeclarations(_ css: String) throws -> [(name: String, value: String)] {
            let start = try #require(css.range(of: "\n@theme {\n"))
            let end = try #require(css[start.upperBound...].range(of: "\n}\n"))
            return css[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
                guard let colon = line.range(of: ": ") else { return nil }
                return (line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces), String(line[colon.upperBound...].dropLast()))
            }
        }

        @Test func sampleExactly() {
            let expected = #"""
            /* Sample design tokens as Tailwind CSS v4 theme variables, exported by Specimen. 1pt = 1px. */
            /* Use: @import "tailwindcss"; then this file. tokens.css has the same values as plain custom properties. */
            /* Dark: @theme takes one top-level value per variable, so the dark colours follow it as plain rules */
            /* that set the same --color-* variables, which Tailwind's utilities read: when the system is dark */
            /* (unless the root has class="light"), and inside class="dark"; class="light" forces light back. */
            /* Left out, having no namespace here: 1 number. tokens.css has them. */
            @theme {
              --color-canvas: #f4f1ea;
              --color-ink: rgb(34 34 34 / 0.7);
              --color-action-primary: var(--color-canvas);
              --color-canvas-dark-2: #000000;
              --color-x-body-display-none: #ff0000;

              --font-title: "EB Garamond", system-ui, sans-serif;
              --font-display: "Acme \22 Display\22 \3b  \7d ", serif;
              --font-family-weight-heavy: "Heavy Grotesk";

              --text-title: 28px;
              --text-title--line-height: 1.25;
              --text-title--letter-spacing: -0.5px;
              --text-title--font-weight: 600;
              --text-caption: 12px;
              --text-caption--font-weight: 500;

              --font-weight-title: 600;
              --font-weight-caption: 500;

              --leading-title: 1.25;

              --tracking-title: -0.5px;

              --radius-md: 10px;

              --spacing-xs: 4px;
              --spacing-spacing-xs: 6px;
            }

            @media (prefers-color-scheme: dark) {
              :root:not(.light) {
                --color-canvas: #141414;
                --color-action-primary: var(--color-canvas);
              }
            }

            .dark {
              --color-canvas: #141414;
              --color-action-primary: var(--color-canvas);
            }

            .light {
              --color-canvas: #f4f1ea;
              --color-action-primary: var(--color-canvas);
            }
            """#
            #expect(Self.export(ExportTests.tailwindSample) == expected + "\n")
        }

        /// Whatever the names, every line is a one-line comment, one of the five block openers,
        /// a closing brace or a declaration in one of the namespaces, and the dark rules hold
        /// colours only.
        @Test("only known blocks and namespaces, whatever the names", arguments: TestSupport.seedSlugs + ["sample", "hand-made"])
        func structure(slug: String) throws {
            let css = Self.export(try Self.tokens(slug), name: "Evil */ } @theme { --x: 1; } .a { color: red", slug: slug)
            #expect(!css.contains("display:none") && !css.contains("display: none"))
            var blocks: [String] = []
            for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("/*") {
                    #expect(blocks.isEmpty, "comments only in the header")
                    #expect(text.hasSuffix("*/") && text.dropFirst(2).dropLast(2).range(of: "*/") == nil, "\(text)")
                } else if text.hasSuffix("{") {
                    #expect(["@theme {", "@media (prefers-color-scheme: dark) {", ":root:not(.light) {", ".dark {", ".light {"].contains(text), "\(text)")
                    blocks.append(text)
                } else if text == "}" {
                    #expect(blocks.popLast() != nil)
                } else if !text.isEmpty {
                    let inTheme = blocks == ["@theme {"]
                    #expect(!blocks.isEmpty, "declaration outside a block: \(text)")
                    let namespace = inTheme ? "(color|font|text|font-weight|leading|tracking|radius|spacing)" : "color"
                    let companion = inTheme ? "(--(line-height|letter-spacing|font-weight))?" : ""
                    let pattern = try Regex("--\(namespace)-[\\p{L}\\p{N}]+(-[\\p{L}\\p{N}]+)*\(companion): [^{};]+;")
                    #expect(text.wholeMatch(of: pattern) != nil, "\(slug): \(text)")
                }
            }
            #expect(blocks.isEmpty)
        }

        /// Nothing a namespace can take is lost: every colour, spacing value, size, radius and
        /// sized type style of every seed is a variable, each declared once.
        @Test("every seed's values are all in @theme", arguments: TestSupport.seedSlugs)
        func seedsComplete(slug: String) throws {
            let tokens = try ExportTests.seed(slug)
            let declared = try Self.themeDeclarations(Self.export(tokens, slug: slug)).map(\.name)
            #expect(Set(declared).count == declared.count, "no variable is declared twice")
            let catalog = ExportCatalog(tokens)
            func count(_ prefix: String) -> Int {
                declared.filter { $0.hasPrefix(prefix) && !$0.dropFirst(2).contains("--") }.count
            }
            #expect(count("--color-") == catalog.entries(of: .color).count)
            #expect(!declared.isEmpty)
            #expect(count("--spacing-") == catalog.entries(of: .spacing).count + catalog.entries(of: .size).count)
            #expect(count("--radius-") == catalog.entries(of: .radius).count)
            let sized = catalog.entries(of: .typeStyle).filter { entry in
                guard case .typeStyle(let style)? = catalog.value(of: entry.primary, in: .light) else { return false }
                return style.size != nil
            }
            #expect(count("--text-") == sized.count)
            let omitted = TailwindTheme(tokens).omitted { $0.variablePrefix != nil }.map(\.kind)
            #expect(omitted.allSatisfy { [.gradient, .borderWidth, .shadow, .opacity, .number].contains($0) }, "\(omitted)")
        }

        @Test func darkRulesOnlyWithDarkColours() throws {
            let ticker = Self.export(try ExportTests.seed("ticker"), slug: "ticker")
            #expect(ticker.contains("@media (prefers-color-scheme: dark) {\n  :root:not(.light) {\n    --color-background: #000000;\n"))
            #expect(ticker.contains("\n.dark {\n  --color-background: #000000;\n"))
            #expect(ticker.contains("\n.light {\n  --color-background: #ffffff;\n"))
            let theme = try Self.themeDeclarations(ticker)
            #expect(theme.first { $0.name == "--color-background" }?.value == "#ffffff", "@theme holds the light value")

            let paper = Self.export(try ExportTests.seed("paper-ide"), slug: "paper-ide")
            #expect(!paper.contains("prefers-color-scheme") && !paper.contains(".dark") && !paper.contains("Dark:"))
            #expect(paper.contains("  --color-canvas: #f4f1ea;\n"))
        }
    }
}
