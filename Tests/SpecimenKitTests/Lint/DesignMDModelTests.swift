import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension LintTests {
    /// The front matter read as the format's own tools read it: what each value becomes, and
    /// the `model:` finding for each value the format rejects. Documents are our own.
    @Suite("DesignMD model") struct DesignMDModelTests {
        static func model(_ yaml: String) throws -> DesignMDModel {
            let (frontMatter, _) = try FrontMatter.split("---\n\(yaml)\n---\n", file: "t.md")
            return DesignMDModel(try #require(frontMatter))
        }

        static func rules(_ model: DesignMDModel) -> [String] { model.findings.map { "\($0.rule) \($0.path)" } }

        @Test("Colours the format accepts", arguments: [
            ("#0a0", "#00AA00"), ("#ABCDEF", "#ABCDEF"), ("#abcd", "#AABBCCDD"), ("#11223380", "#11223380"),
            ("tomato", "#FF6347"), ("TRANSPARENT", "#00000000"), ("rgb(10 20 30 / 50%)", "#0A141E80"),
            ("hsl(120deg 100% 25%)", "#008000"), ("hsl(200grad 100% 50%)", "#00FFFF"), ("hsl(0.5turn 100% 50%)", "#00FFFF"),
            ("hwb(240 0% 0%)", "#0000FF"), ("color-mix(in srgb, #ff0000 25%, #0000ff)", "#4000BF"),
            ("color-mix(in srgb, black, white)", "#808080"), ("color-mix(in srgb, 40% #00ff00, transparent)", "#00FF0066"),
        ])
        func validColors(_ written: String, _ hex: String) throws {
            let model = try Self.model("colors:\n  c: \"\(written)\"")
            #expect(model.findings.isEmpty)
            #expect(model.colors.first?.color.hex == hex)
        }

        @Test("Colours the format rejects", arguments: [
            "#12345", "#ggg", "1D4ED8", "#", "", "currentColor", "var(--ink)", "linear-gradient(red, blue)",
            "color-mix(in oklab, red, blue)", "color-mix(in srgb, red 30, blue)", "color-mix(in srgb, red)",
            "color-mix(in srgb, red 0%, blue 0%)", "hsl(none 50% 50%)",
        ])
        func invalidColors(_ written: String) throws {
            let model = try Self.model("colors:\n  ok: \"#FFFFFF\"\n  c: \"\(written)\"")
            #expect(Self.rules(model) == ["model:invalid-color colors.c"])
            #expect(model.colors.map(\.name) == ["ok"])
        }

        @Test func colorMixNestedPastTheLimitIsInvalidAndOnlyThatToken() throws {
            var deep = "#000000"
            for _ in 0..<40 { deep = "color-mix(in srgb, \(deep), white)" }
            var fine = "#000000"
            for _ in 0..<3 { fine = "color-mix(in srgb, \(fine), white)" }
            let model = try Self.model("colors:\n  deep: \"\(deep)\"\n  fine: \"\(fine)\"")
            #expect(Self.rules(model) == ["model:invalid-color colors.deep"])
            #expect(model.colors.map(\.name) == ["fine"])
        }

        @Test("Radii: px, rem and em; other units kept and reported; no unit, no dimension", arguments: [
            ("4px", nil), (".5rem", nil), ("-0.25em", nil), ("2vh", "model:invalid-unit"), ("50%", "model:invalid-unit"),
            ("4 px", "model:invalid-dimension"), ("px", "model:invalid-dimension"), ("4PX", "model:invalid-dimension"),
            ("1e2px", "model:invalid-dimension"), ("+4px", "model:invalid-dimension"),
        ])
        func radii(_ written: String, _ rule: String?) throws {
            let model = try Self.model("rounded:\n  r: \"\(written)\"")
            #expect(model.findings.map(\.rule) == (rule.map { [$0] } ?? []))
            // A unit the format does not allow is still the value written; a non-dimension is none.
            #expect(model.rounded.count == (rule == "model:invalid-dimension" ? 0 : 1))
        }

        /// What the lint calls no dimension, Specimen's own reader does not draw either.
        @Test func theBuildDoesNotDrawASpacedUnit() throws {
            let system = try LintFixtures.system(text: "---\nrounded:\n  loose: 12 px\n  tight: 12px\n---\n\n## Shapes\n")
            #expect(system.tokens.tokens.map(\.name) == ["tight"])
            #expect(system.lintFindings.contains { $0.rule == "model:invalid-dimension" && $0.path == "rounded.loose" })
        }

        @Test func spacingTakesAnyDimensionAndNeverComplains() throws {
            let model = try Self.model("spacing:\n  a: 12px\n  b: 10vw\n  c: auto\n  d: 12\n  e: 12 px")
            #expect(model.findings.isEmpty)
            #expect(model.spacing.map(\.name) == ["a", "b"])
            #expect(model.spacing.map(\.value.description) == ["12px", "10vw"])
        }

        @Test func typographyChecksEachProperty() throws {
            let model = try Self.model("""
                typography:
                  title:
                    fontFamily: "Fancy \\"Font\\", serif"
                    fontSize: 1.5rem
                    fontWeight: "600"
                    lineHeight: 1.2em
                    letterSpacing: -0.01em
                    textTransform: uppercase
                  bad:
                    fontFamily: Tan
                    fontSize: 2vh
                    fontWeight: bold
                    lineHeight: "1.6"
                    letterSpacing: 1 px
                """)
            #expect(Self.rules(model) == [
                "model:typography-prop typography.title.textTransform",
                "model:font-family-color typography.bad.fontFamily",
                "model:invalid-unit typography.bad.fontSize",
                "model:font-weight typography.bad.fontWeight",
                "model:invalid-dimension typography.bad.letterSpacing",
            ])
            let title = try #require(model.typography.first)
            #expect(title.fontFamily == "Fancy \"Font\", serif")
            #expect(title.fontSize == DesignMDDimension(value: 1.5, unit: "rem"))
            #expect(title.fontWeight == 600)
            #expect(title.lineHeight == .dimension(DesignMDDimension(value: 1.2, unit: "em")))
            let bad = try #require(model.typography.last)
            #expect(bad.lineHeight == .multiplier(1.6))
            #expect(bad.fontWeight == nil && bad.letterSpacing == nil)
            // Kept as written, as the format's tools keep it.
            #expect(bad.fontSize?.unit == "vh")
        }

        @Test func aStyleStatesOnlyWhatItStates() throws {
            let model = try Self.model("typography:\n  caption:\n    fontFamily: Inter")
            let caption = try #require(model.typography.first)
            #expect(caption.fontSize == nil && caption.fontWeight == nil && caption.lineHeight == nil && caption.letterSpacing == nil)
        }

        @Test func nestingIsReadToTwentyOneKeysAndReportedPastThat() throws {
            func nested(_ depth: Int) -> String {
                var yaml = "colors:\n"
                for level in 1..<depth { yaml += String(repeating: "  ", count: level) + "k\(level):\n" }
                return yaml + String(repeating: "  ", count: depth) + "k\(depth): \"#123456\"\n  flat: \"#FFFFFF\""
            }
            let allowed = try Self.model(nested(21))
            #expect(allowed.findings.isEmpty)
            #expect(allowed.colors.map(\.name) == [(1...21).map { "k\($0)" }.joined(separator: "."), "flat"])
            let deep = try Self.model(nested(22))
            #expect(Self.rules(deep) == ["model:nesting-depth colors"])
            #expect(deep.colors.map(\.name) == ["flat"])
        }

        @Test func collisionsKeepTheFirst() throws {
            let duplicate = try Self.model("colors:\n  info:\n    \"50\": \"#111111\"\n  info.50: \"#222222\"")
            #expect(Self.rules(duplicate) == ["model:duplicate-token colors.info.50"])
            #expect(duplicate.colors.map(\.color.hex) == ["#111111"])
            let flattened = try Self.model("spacing:\n  gap-s: 4px\n  gap:\n    s: 8px")
            #expect(Self.rules(flattened) == ["model:flatten-collision spacing.gap.s"])
            #expect(flattened.spacing.map(\.value.description) == ["4px"])
        }

        @Test func referencesResolveToTheirTargetAndSpacesMakeText() throws {
            let model = try Self.model("""
                colors:
                  ink: "#111111"
                  text: "{colors.ink}"
                  gone: "{colors.nowhere}"
                  spaced: "{ colors.ink }"
                rounded:
                  card: "{spacing.md}"
                spacing:
                  md: 12px
                """)
            #expect(model.colors.map(\.name) == ["ink", "text"])
            // `{ colors.ink }` is text, and not a colour.
            #expect(Self.rules(model) == ["model:invalid-color colors.spaced"])
            #expect(model.rounded.first?.value.description == "12px")
            #expect(DesignMDModel.isReference("{colors.ink}"))
            #expect(!DesignMDModel.isReference("{ colors.ink }"))
            #expect(!DesignMDModel.isReference("{}"))
        }
    }
}
