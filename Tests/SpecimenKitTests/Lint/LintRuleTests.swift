import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    /// Each rule against its fixtures (Fixtures/frontmatter/README.md states the facts): the
    /// `-fires` document gives exactly the rule's findings, the `-quiet` one no finding at all.
    @Suite("Rules") struct LintRuleTests {
        static let firing: [(rule: String, expected: [ExpectedFinding])] = [
            ("broken-ref", [ExpectedFinding("broken-ref", .error, "components.badge.backgroundColor", 34)]),
            ("missing-primary", [ExpectedFinding("missing-primary", .warning, "colors", 5)]),
            ("contrast-ratio", [ExpectedFinding("contrast-ratio", .warning, "components.hint.textColor", 36)]),
            ("orphaned-tokens", [ExpectedFinding("orphaned-tokens", .warning, "colors.spare", 10)]),
            ("missing-typography", [ExpectedFinding("missing-typography", .warning, "typography", 1)]),
            ("missing-sections", [
                ExpectedFinding("missing-sections", .info, "rounded", 1),
                ExpectedFinding("missing-sections", .info, "spacing", 1),
            ]),
            ("section-order", [ExpectedFinding("section-order", .warning, "sections.Colors", 43)]),
            // A misspelt group that holds type styles is also a group of tokens the format ignores.
            ("unknown-key", [
                ExpectedFinding("unknown-key", .warning, "typograpy", 20),
                ExpectedFinding("token-like-ignored", .warning, "typograpy", 20),
            ]),
            ("duplicate-section", [ExpectedFinding("duplicate-section", .error, "sections.Colors", 44)]),
            ("parser:YAML_PARSE_ERROR", [ExpectedFinding("parser:YAML_PARSE_ERROR", .error, "", 4)]),
            ("parser:DUPLICATE_SECTION", [ExpectedFinding("parser:DUPLICATE_SECTION", .warning, "", 53)]),
            ("parser:NO_YAML_FOUND", [ExpectedFinding("parser:NO_YAML_FOUND", .warning, "", 1)]),
            ("model:invalid-color", [ExpectedFinding("model:invalid-color", .error, "colors.on-surface", 9)]),
            ("model:invalid-unit", [ExpectedFinding("model:invalid-unit", .error, "rounded.sm", 17)]),
            ("model:invalid-dimension", [ExpectedFinding("model:invalid-dimension", .error, "rounded.sm", 17)]),
            ("model:font-family-color", [ExpectedFinding("model:font-family-color", .error, "typography.body.fontFamily", 12)]),
            ("model:font-weight", [ExpectedFinding("model:font-weight", .error, "typography.body.fontWeight", 14)]),
            ("model:typography-prop", [ExpectedFinding("model:typography-prop", .warning, "typography.body.textTransform", 16)]),
            ("model:nesting-depth", [ExpectedFinding("model:nesting-depth", .error, "colors", 5)]),
            ("model:duplicate-token", [ExpectedFinding("model:duplicate-token", .error, "colors.primary-tint.50", 12)]),
            ("model:flatten-collision", [ExpectedFinding("model:flatten-collision", .error, "colors.primary-tint.50", 12)]),
            ("token-like-ignored", [ExpectedFinding("token-like-ignored", .warning, "brand-palette", 20)]),
            ("token-summary", [ExpectedFinding("token-summary", .info, "", 1)]),
        ]

        /// `model:invalid-color` → `lint-model-invalid-color-fires.md`: no colon in a file name,
        /// which some file systems refuse.
        static func fixture(_ id: String, _ kind: String) -> String {
            "lint-\(id.replacing(":", with: "-"))-\(kind).md"
        }

        /// The findings of a fixture as `specimen lint` gives them (which, unlike a build, says
        /// when a document has no YAML), without the token summary every document with tokens
        /// has, unless that summary is the rule under test.
        static func findings(_ rule: String, _ kind: String) throws -> [LintFinding] {
            let findings = try LintFixtures.findings(fixture: fixture(rule, kind), options: LintOptions())
            return rule == "token-summary" ? findings : findings.filter { $0.rule != "token-summary" }
        }

        @Test("Every rule has fixtures, and every rule is tested", arguments: Linter.rules.map(\.id))
        func everyRuleIsCovered(_ id: String) throws {
            #expect(Self.firing.contains { $0.rule == id })
            #expect(FileManager.default.fileExists(atPath: TestSupport.fixturesFolder + "/frontmatter/" + Self.fixture(id, "fires")))
            #expect(FileManager.default.fileExists(atPath: TestSupport.fixturesFolder + "/frontmatter/" + Self.fixture(id, "quiet")))
        }

        @Test("A rule fires on its fixture, alone, with its severity, path and line", arguments: firing)
        func fires(_ rule: String, _ expected: [ExpectedFinding]) throws {
            let findings = try Self.findings(rule, "fires")
            #expect(findings.map(ExpectedFinding.init) == expected)
            #expect(findings.allSatisfy { $0.file == LintFixtures.document })
            #expect(Linter.rules.first { $0.id == rule }?.severity == expected.first?.severity)
        }

        @Test("A rule's quiet fixture raises no finding of any rule", arguments: Linter.rules.map(\.id))
        func quiet(_ rule: String) throws {
            let findings = try Self.findings(rule, "quiet")
            #expect(findings.isEmpty, "\(findings.map(\.formatted).joined(separator: "\n"))")
        }

        /// The summary is the one finding every quiet fixture with tokens has, and it is only
        /// information: it never fails a lint.
        @Test("Every quiet fixture with tokens has the token summary, as information", arguments: Linter.rules.map(\.id))
        func summaryOnQuietFixtures(_ rule: String) throws {
            let all = try LintFixtures.findings(fixture: Self.fixture(rule, "quiet"), options: LintOptions())
            let summaries = all.filter { $0.rule == "token-summary" }
            #expect(summaries.count == (rule == "token-summary" ? 0 : 1))
            #expect(summaries.allSatisfy { $0.severity == .info && $0.message.hasPrefix("Design system defines ") })
        }

        @Test func messagesSayWhatIsWrong() throws {
            let broken = try #require(try LintFixtures.findings(fixture: "lint-broken-ref-fires.md").first { $0.rule == "broken-ref" })
            #expect(broken.message == "components.badge.backgroundColor: '{colors.missing}' names nothing in the front matter")
            let contrast = try #require(try LintFixtures.findings(fixture: "lint-contrast-ratio-fires.md").first { $0.rule == "contrast-ratio" })
            #expect(contrast.message == "components.hint.textColor: textColor {colors.muted} (#999999) on backgroundColor {colors.surface} (#FFFFFF) is 2.84:1, below the 4.5:1 WCAG AA asks of normal text")
            let unknown = try #require(try LintFixtures.findings(fixture: "lint-unknown-key-fires.md").first { $0.rule == "unknown-key" })
            #expect(unknown.message.contains("did you mean 'typography'?"))
            let order = try #require(try LintFixtures.findings(fixture: "lint-section-order-fires.md").first { $0.rule == "section-order" })
            #expect(order.message.hasPrefix("'Colors' comes after 'Components' (line 39)"))
            let duplicate = try #require(try LintFixtures.findings(fixture: "lint-duplicate-section-fires.md").first { $0.rule == "duplicate-section" })
            #expect(duplicate.message.contains("line 39"))
            let sections = try LintFixtures.findings(fixture: "lint-missing-sections-fires.md").filter { $0.rule == "missing-sections" }
            #expect(sections.allSatisfy { $0.message.contains("omitted:") })
        }

        @Test("broken-ref: missing targets, chains, cycles and groups, in tokens and components")
        func brokenReferencesEverywhere() throws {
            let findings = try LintFixtures.findings(fixture: "broken-refs.md").filter { $0.rule == "broken-ref" }
            #expect(findings.map(\.line) == [8, 9, 10, 11, 17, 18])
            #expect(findings.map(\.path) == [
                "colors.ghost", "colors.a", "colors.b", "colors.everything",
                "components.button-ghost.backgroundColor", "components.button-ghost.textColor",
            ])
            #expect(findings[0].message.contains("'{colors.nope}' names nothing"))
            #expect(findings[1].message.contains("cycle"))
            #expect(findings[3].message.contains("names a group"))
            // Through the chain: the component's own reference exists, the one it leads to does not.
            #expect(findings[4].message.contains("{colors.ghost} does not resolve: '{colors.nope}' names nothing"))
        }

        /// `elevation` and `motion` are extensions, far from every key of the format, so no
        /// misspellings (unknown-key). `motion.fast: 120ms` looks like a token its tools ignore
        /// (token-like-ignored); a whole shadow (`0 1px 2px rgba(…)`) is neither a hex colour nor
        /// a single dimension, so `elevation` does not.
        @Test("unknown-key and token-like-ignored: groups outside the format, and component properties")
        func unknownKeysInTheCompleteFixture() throws {
            let findings = try LintFixtures.findings(fixture: "complete.md").filter { $0.rule == "unknown-key" || $0.rule == "token-like-ignored" }
            #expect(findings.map(ExpectedFinding.init) == [
                ExpectedFinding("token-like-ignored", .warning, "motion", 42),
                ExpectedFinding("unknown-key", .warning, "components.card.shadowColor", 64),
            ])
            #expect(findings.last?.message.contains("kept, not drawn") == true)
        }

        @Test("unknown-key: a key within two edits of a known one, ignoring case; never one further away", arguments: [
            ("colours", "colors"), ("typografy", "typography"), ("nam", "name"), ("Colors", "colors"), ("Spacing", "spacing"),
        ])
        func misspellings(_ key: String, _ known: String) {
            #expect(UnknownKeyRule.misspelt(key, among: DesignMDSchema.topLevelKeys) == known)
        }

        @Test("unknown-key: extensions far from every key are not misspellings", arguments: [
            "icons", "motion", "brand", "rounding", "elevation", String(repeating: "colors", count: 5_000),
        ])
        func notMisspellings(_ key: String) {
            #expect(UnknownKeyRule.misspelt(key, among: DesignMDSchema.topLevelKeys) == nil)
        }

        @Test("A document without front matter: only the section rules speak")
        func markdownOnly() throws {
            let system = try LintFixtures.system(text: """
                # Kelp

                ## 1. Overview

                A palette of greys.

                ## 2. Components

                - **Button:** background #222222, text #FFFFFF.

                ## 3. Colours

                - **Ink:** #222222

                ## 4. Colors

                - **Paper:** #FFFFFF
                """)
            #expect(system.frontMatter == nil)
            #expect(system.lintFindings.map(ExpectedFinding.init) == [
                ExpectedFinding("section-order", .warning, "sections.3. Colours", 11),
                ExpectedFinding("duplicate-section", .error, "sections.4. Colors", 15),
            ])
        }

        @Test("Headings match the format's sections whatever their case, apostrophes, numbering or '&'", arguments: [
            ("Do’s and Don’ts", 7), ("do's & don'ts", 7), ("2. Colors", 1), ("Brand & Style", 0), ("Layout and Spacing", 3),
            ("ELEVATION", 4), ("7) Components", 6),
        ])
        func headingAliases(_ heading: String, _ index: Int) {
            #expect(DesignMDSchema.section(named: heading)?.index == index)
        }

        @Test func otherHeadingsAreNotSections() {
            #expect(DesignMDSchema.section(named: "Color Palette") == nil)
            #expect(DesignMDSchema.section(named: "2024 Colors") == nil)
        }
    }
}
