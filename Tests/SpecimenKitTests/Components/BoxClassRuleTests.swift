import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A style sheet of reusable classes under headings that name no component (`### Framed
    /// areas`, `### Dialogs and forms`): a rule whose class opens or ends with a component's word
    /// (`.section-sea`, `.dialog-shell`, `.hint-box`) is that box, and a rule for a form's fields
    /// (`.entry-row input, .entry-row select, .entry-row textarea`, then the same list with
    /// `:focus`) is a text field with its focus state. Their declarations are the components',
    /// never palette colours named `background` or `border` that each later rule "defines again".
    @Suite struct BoxClassRules {
        static let text = """
        # Harbour Notes

        ## Palette

        | Name | Hex |
        |---|---|
        | Sea | #2563EB |
        | Plum | #7C3AED |

        ## Reusable classes

        ### Framed areas

        ```css
        .framed-section {
            border-radius: 12px;
            padding: 20px;
        }

        .section-sea {
            background: rgba(37, 99, 235, 0.06);
            border: 2px dashed #2563EB;
        }

        .section-plum {
            background: rgba(124, 58, 237, 0.06);
            border: 2px dashed #7C3AED;
        }
        ```

        ### Dialogs and forms

        ```css
        .dialog-shell {
            background: white;
            border-radius: 12px;
            border: 2px dashed #7C3AED;
            padding: 24px;
        }

        .entry-row {
            margin-bottom: 16px;
        }

        .entry-row input,
        .entry-row select,
        .entry-row textarea {
            padding: 8px 12px;
            border: 1px solid #CBD5E1;
            border-radius: 6px;
        }

        .entry-row input:focus,
        .entry-row select:focus,
        .entry-row textarea:focus {
            border-color: #2563EB;
        }
        ```

        ### Hints

        ```css
        .hint-box {
            background: #F5F3FF;
            border: 2px dashed #7C3AED;
            border-radius: 12px;
            padding: 12px;
        }
        ```
        """

        static let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))

        @Test func rulesAreNeverPaletteColours() {
            let tokens = TokenExtractor().extract(from: MarkdownParser().parse(Self.text, file: "doc.md"))
            let names = tokens.tokens.map(\.name)
            #expect(names.contains("Sea") && names.contains("Plum"), "\(names)")
            #expect(!names.contains { ["background", "border", "border-color"].contains($0.lowercased()) }, "\(names)")
            #expect(!tokens.diagnostics.contains { $0.message.contains("defined again") }, "\(tokens.diagnostics.map(\.message))")
        }

        @Test func boxRulesAreContainers() throws {
            let seed = Self.seed
            let sea = try #require(seed.component("Section sea"), "\(seed.inventory)")
            #expect(sea.variants.first?[.default]?.fill?.hex == "#2563EB0F", "\(seed.dump)")
            #expect(sea.variants.first?[.default]?.borderColor?.hex == "#2563EB", "\(seed.dump)")
            let plum = try #require(seed.component("Section plum"), "\(seed.inventory)")
            #expect(plum.variants.first?[.default]?.borderColor?.hex == "#7C3AED", "\(seed.dump)")
            let hint = try #require(seed.component("Hint box"), "\(seed.inventory)")
            #expect(hint.variants.first?[.default]?.fill?.hex == "#F5F3FF" && hint.variants.first?[.default]?.radius == 12, "\(seed.dump)")
            let dialog = try #require(seed.component("Dialog shell"), "\(seed.inventory)")
            #expect(dialog.variants.first?[.default]?.fill?.hex == "#FFFFFF", "\(seed.dump)")
        }

        @Test func aFieldRuleListIsATextFieldWithItsFocus() throws {
            let seed = Self.seed
            let field = try #require(seed.specs.first { $0.kind == .textInput }, "\(seed.inventory)")
            let resolved = try #require(seed.component(field.name), "\(seed.dump)")
            let look = try #require(resolved.variants.first, "\(seed.dump)")
            #expect(look[.default]?.borderColor?.hex == "#CBD5E1" && look[.default]?.radius == 6, "\(seed.dump)")
            #expect(look[.focus]?.borderColor?.hex == "#2563EB", "\(seed.dump)")
            // The row's own margin is layout, no component.
            #expect(!seed.specs.contains { $0.name == "Entry row" }, "\(seed.inventory)")
        }
    }
}
