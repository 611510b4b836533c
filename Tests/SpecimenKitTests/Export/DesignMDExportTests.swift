import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    /// `specimen export`: the front matter in the reference CLI's formats, from the fixture
    /// `Fixtures/export/wren.md` (our own document).
    @Suite("specimen export") struct DesignMDExportTests {
        static func model(_ text: String) throws -> DesignMDModel {
            let system = try LintFixtures.system(text: text)
            return DesignMDModel(try #require(system.frontMatter))
        }

        static func wren() throws -> String { try TestSupport.fixture("export/wren.md") }

        /// Wren without its nested colour, which Tailwind v4 cannot name.
        static func flatWren() throws -> String {
            try wren().replacingOccurrences(of: "  bark:\n    light: \"#8A6E55\"\n    deep: \"#3B2E22\"\n", with: "")
        }

        static func export(_ text: String, _ format: DesignMDExport.Format, prefix: String? = nil) throws -> DesignMDExport {
            try DesignMDExport.export(try model(text), as: format, prefix: prefix).get()
        }

        @Test func cssTailwindIsOneThemeBlockInTheReferencesOrder() throws {
            let text = try Self.export(try Self.flatWren(), .cssTailwind).text
            #expect(text == """
                @theme {
                  --color-primary: #3a6b4c;
                  --color-on-primary: #ffffff;
                  --color-Slate: #4a5a6a;
                  --color-mist: #e6eef0cc;
                  --color-lichen: #b0c4b7;
                  --color-link: #3a6b4c;
                  --font-display: "Fraunces", "Georgia", serif;
                  --font-body: "Inter";
                  --font-note: "Field \\"Notes\\"";
                  --text-display: 2rem;
                  --text-body: 16px;
                  --leading-display: 1.2em;
                  --leading-body: 24px;
                  --tracking-display: -0.02em;
                  --font-weight-display: 600;
                  --radius-sm: 4px;
                  --radius-card: 0.75rem;
                  --radius-pill: 50%;
                  --spacing-2xs: 2px;
                  --spacing-md: 1rem;
                  --spacing-gutter: 4vw;
                }

                """)
        }

        @Test("css-tailwind: a name Tailwind v4 cannot take fails, with its line", arguments: [
            ("  bark:\n    light: \"#8A6E55\"", "bark.light", 11), ("  on-primary:", "on primary", 6), ("  on-primary:", "on_primary", 6),
            ("  on-primary:", "-on", 6), ("  on-primary:", "écorce", 6),
        ])
        func tailwindNames(_ old: String, _ name: String, _ line: Int) throws {
            var text = try Self.wren()
            if name != "bark.light" { text = try Self.flatWren().replacingOccurrences(of: old, with: "  \"\(name)\":") }
            let result = DesignMDExport.export(try Self.model(text), as: .cssTailwind)
            guard case .failure(let failure) = result else {
                Issue.record("\(name) was exported")
                return
            }
            #expect(failure.message.hasPrefix("Token name \"\(name)\" is not a valid CSS identifier for Tailwind v4 export"))
            #expect(failure.line == line)
        }

        @Test func cssTailwindEscapesQuotesAndLineBreaksAndWritesAnEmptyTheme() throws {
            let text = try Self.export("---\ntypography:\n  odd:\n    fontFamily: \"Evil\\nFamily\"\n  fancy:\n    fontFamily: 'Fancy \"Font\"'\n---\n", .cssTailwind).text
            #expect(text == "@theme {\n  --font-odd: \"Evil\\a Family\";\n  --font-fancy: \"Fancy \\\"Font\\\"\";\n}\n")
            #expect(try Self.export("---\nname: Empty\n---\n", .cssTailwind).text == "@theme {\n}\n")
        }

        @Test func jsonTailwindAlwaysHasItsFiveKeys() throws {
            let text = try Self.export(try Self.wren(), .jsonTailwind).text
            #expect(try Self.export(try Self.wren(), .tailwind).text == text)
            let extend = try #require(((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["theme"] as? [String: Any])?["extend"] as? [String: Any])
            #expect(Set(extend.keys) == ["colors", "fontFamily", "fontSize", "borderRadius", "spacing"])
            let colors = try #require(extend["colors"] as? [String: String])
            #expect(colors["bark.light"] == "#8a6e55" && colors["mist"] == "#e6eef0cc")
            // The list as written, which Tailwind v3 writes into font-family as it is.
            #expect((extend["fontFamily"] as? [String: [String]])?["display"] == ["Fraunces, Georgia, serif"])
            let sizes = try #require(extend["fontSize"] as? [String: [Any]])
            #expect(sizes["note"] == nil, "a style without a size has no text-* entry")
            #expect(sizes["display"]?.first as? String == "2rem")
            #expect(sizes["display"]?.last as? [String: String] == ["lineHeight": "1.2em", "letterSpacing": "-0.02em", "fontWeight": "600"])
            #expect(text.hasSuffix("}\n"))
            let empty = try Self.export("---\nname: Empty\n---\n", .jsonTailwind).text
            #expect(empty == "{\n  \"theme\": {\n    \"extend\": {\n      \"colors\": {},\n      \"fontFamily\": {},\n      \"fontSize\": {},\n      \"borderRadius\": {},\n      \"spacing\": {}\n    }\n  }\n}\n")
        }

        @Test func cssVarsGroupsAndPrefix() throws {
            let text = try Self.export(try Self.wren(), .cssVars, prefix: "ds").text
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.first == ":root {" && lines.last == "}")
            #expect(lines.contains("  --ds-color-bark-light: #8a6e55;"))
            #expect(lines.contains("  --ds-spacing-2xs: 2px;"))
            #expect(lines.contains("  --ds-rounded-card: 0.75rem;"))
            #expect(!text.contains("font"), "no typography")
            #expect(try Self.export(try Self.wren(), .cssVars).text.contains("  --color-primary: #3a6b4c;\n"))
            #expect(try Self.export(try Self.wren(), .cssVars, prefix: "").text.contains("  --color-primary: #3a6b4c;\n"))
            #expect(try Self.export("---\nname: Empty\n---\n", .cssVars).text == ":root {\n}\n")
            // A space is escaped rather than left to break the declaration.
            #expect(DesignMDExport.cssIdentifier("--color-has space") == "--color-has\\ space")
        }

        @Test func dtcgKeepsUnitsAndInventsNothing() throws {
            let export = try Self.export(try Self.wren(), .dtcg)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
            #expect(root["$schema"] as? String == "https://www.designtokens.org/schemas/2025.10/format.json")
            #expect(root["$description"] as? String == "A field journal for birders, in moss and slate.")
            #expect(root["radius"] == nil && root["rounded"] != nil)
            func object(_ path: String) -> [String: Any]? {
                var node: Any? = root
                for key in path.split(separator: "/") { node = (node as? [String: Any])?[String(key)] }
                return node as? [String: Any]
            }
            #expect(object("color")?["$type"] as? String == "color")
            #expect(object("color/primary")?["$type"] == nil, "the type is the group's")
            #expect(object("color/bark/light/$value")?["hex"] as? String == "#8a6e55")
            #expect(object("color/mist/$value")?["hex"] as? String == "#e6eef0")
            #expect(object("color/mist/$value")?["alpha"] as? Double == 0.8)
            #expect(object("rounded/card/$value")?["unit"] as? String == "rem")
            #expect(object("rounded/card/$value")?["value"] as? Double == 0.75)
            let display = try #require(object("typography/display/$value"))
            #expect(display["fontFamily"] as? [String] == ["Fraunces", "Georgia", "serif"])
            // 1.2em of the style's own 2rem is 1.2 times it; -0.02em of 2rem is -0.04rem.
            #expect(display["lineHeight"] as? Double == 1.2)
            #expect((display["letterSpacing"] as? [String: Any])?["value"] as? Double == -0.04)
            #expect((display["letterSpacing"] as? [String: Any])?["unit"] as? String == "rem")
            // body states three of five: a group of what it states, nothing filled in.
            #expect(object("typography/body")?["$type"] == nil)
            #expect(object("typography/body/lineHeight")?["$value"] as? Double == 1.5)
            #expect(object("typography/body/fontWeight") == nil && object("typography/body/letterSpacing") == nil)
            #expect(object("typography/note/fontFamily")?["$value"] as? String == "Field \"Notes\"")
            #expect(export.omissions.map(\.path) == ["spacing.gutter", "rounded.pill"])
            #expect(object("spacing/gutter") == nil && object("rounded/pill") == nil)
        }

        @Test("DTCG output keeps the 2025.10 format's rules", arguments: ["wren", "edges", "empty"])
        func dtcgValidates(_ document: String) throws {
            let text: String
            switch document {
            case "wren": text = try Self.wren()
            case "edges":
                text = """
                    ---
                    colors:
                      clear: transparent
                      a.b: "#111111"
                      deep: { x: { y: { z: "oklch(0.7 0.35 150)" } } }
                    typography:
                      wide: { fontFamily: Inter, fontSize: 1em, fontWeight: 1200, lineHeight: 20px, letterSpacing: 0.1em }
                      full: { fontFamily: "Inter, sans-serif", fontSize: 14px, fontWeight: 450, lineHeight: 150%, letterSpacing: 0px }
                    spacing: { "$odd": 4px, "{brace}": 8px, ok: 0px }
                    ---
                    """
            default: text = "---\nname: Empty\n---\n"
            }
            let export = try Self.export(text, .dtcg)
            let violations = DTCGFormatRules.violations(in: export.text)
            #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
        }

        @Test func theRulesCatchWhatTheReferenceWrites() {
            // What the reference CLI writes for a nested, translucent colour and a partial style.
            let reference = """
                {"color": {"$type": "color", "background.light": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00000080"}}},
                 "typography": {"label": {"$type": "typography", "$value": {"fontFamily": "Inter"}}},
                 "spacing": {"$type": "dimension", "gutter": {"$value": {"value": 4, "unit": "vw"}}},
                 "loose": {"$value": 3}}
                """
            let violations = DTCGFormatRules.violations(in: reference)
            #expect(violations.contains("color.background.light: 'background.light' is no DTCG name"))
            #expect(violations.contains("color.background.light: hex is six hex digits"))
            #expect(violations.contains("typography.label: typography lacks fontSize"))
            #expect(violations.contains { $0.hasPrefix("spacing.gutter: a dimension is") })
            #expect(violations.contains("loose: no $type on it or a group above it"))
        }

        @Test func theCommandPrintsTheExportAndFailsOnlyOnANameTailwindCannotTake() throws {
            let wren = TestSupport.fixturesFolder + "/export/wren.md"
            let dtcg = try SpecimenBinary.run(["export", wren, "--format", "dtcg"], stdoutOnly: true)
            #expect(dtcg.status == 0)
            #expect(DTCGFormatRules.violations(in: dtcg.output).isEmpty)
            let failed = try SpecimenBinary.run(["export", wren, "--format", "css-tailwind"])
            #expect(failed.status == 1)
            #expect(failed.output.contains("wren.md:11: error: Token name \"bark.light\""))
            let nothing = try SpecimenBinary.run(["export", wren, "--format", "css-tailwind"], stdoutOnly: true)
            #expect(nothing.output.isEmpty)
            let bad = try SpecimenBinary.run(["export", wren, "--format", "scss"])
            #expect(bad.status == 2)
            // Invalid YAML: the error on stderr, an empty export, exit 0, as the reference.
            let invalid = TestSupport.fixturesFolder + "/frontmatter/invalid-yaml.md"
            let empty = try SpecimenBinary.run(["export", invalid, "--format", "css-vars"], stdoutOnly: true)
            #expect(empty.status == 0 && empty.output == ":root {\n}\n")
            let said = try SpecimenBinary.run(["export", invalid, "--format", "css-vars"])
            #expect(said.output.contains("invalid-yaml.md:5:22: error: [parser:YAML_PARSE_ERROR]"))
        }
    }
}
