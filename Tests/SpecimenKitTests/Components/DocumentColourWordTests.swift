import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Colour words, class names and scale steps resolved against the document's own values: a
/// class naming a colour the document never defines is listed, never drawn in a default; a hue
/// word calls the palette's one colour of that hue; a step of a framework scale the document
/// restyles is the document's; a focus ring's colour is the ring's, not a fill.
@Suite struct DocumentColourWordTests {
    static let document = """
    # Quay Ledger

    ## Palette

    - **Harbour Blue**: `#1D5C8F` - primary buttons, links
    - **Sand**: `#F7F5EF` - page

    | Token | Value | Use |
    |---|---|---|
    | `--radius-lg` | 14px | Panels |

    ## Components

    ### Buttons
    ```
    Primary: Blue bg, white text
    Secondary: bg-white, border-rule, text-ink (supporting actions)
    Quiet: transparent bg, text-ink-2 (icon buttons)
    Outline: Transparent bg, blue text, blue border
    Danger: Red bg, white text
    ```

    ### Panel
    - **Style**: White background, rounded-lg, 1px border

    ### Field
    - **Background:** `#FFFFFF`
    - **Focus:** `focus_colour="#1D5C8F"`
    """

    let seed = ComponentSeed(document: MarkdownParser().parse(Self.document, file: "quay.md"))

    func look(_ component: String, _ variant: String? = nil, _ state: ComponentState = .default) throws -> ResolvedProperties {
        let found = try #require(seed.component(component), "\(seed.inventory)")
        let chosen = try #require(variant.map { name in found.variants.first { $0.name == name } } ?? found.variants.first, "\(seed.dump)")
        return try #require(chosen.states[state], "\(seed.dump)")
    }

    /// `text-ink` where no colour is called Ink: listed with its line, never the readable ink
    /// the preview would otherwise draw on the fill.
    @Test func anUndefinedClassNameIsListedNotDropped() throws {
        let secondary = try look("Buttons", "Secondary")
        #expect(secondary.fill?.hex == "#FFFFFF")
        #expect(secondary.textColor == nil)
        #expect(secondary.unresolvedValues["textColor"]?.text.contains("text-ink") == true, "\(secondary.unresolvedValues)")
        #expect(secondary.unresolvedValues["borderColor"]?.text.contains("border-rule") == true)
        #expect(secondary.unresolvedValues["textColor"]?.provenance.line == 17)
        let quiet = try look("Buttons", "Quiet")
        #expect(quiet.unresolvedValues["textColor"]?.text.contains("text-ink-2") == true, "\(quiet.unresolvedValues)")
    }

    /// `Blue bg`, `blue text`, `blue border`: the palette's one blue, `Harbour Blue`.
    @Test func aHueWordCallsThePalettesOneColourOfThatHue() throws {
        #expect(try look("Buttons", "Primary").fill?.hex == "#1D5C8F")
        let outline = try look("Buttons", "Outline")
        #expect(outline.textColor?.hex == "#1D5C8F")
        #expect(outline.borderColor?.hex == "#1D5C8F")
    }

    /// `Red bg` where no colour's name or group says red: stated, not understood.
    @Test func aHueNoColourIsCalledStaysMarked() throws {
        let danger = try look("Buttons", "Danger")
        #expect(danger.fill == nil)
        #expect(danger.unresolvedValues["fill"]?.text == "Red bg", "\(danger.unresolvedValues)")
    }

    /// `rounded-lg` where the document defines `--radius-lg` 14px: the document's 14, not the
    /// framework's 8.
    @Test func theDocumentsOwnStepWinsOverTheFrameworks() throws {
        #expect(try look("Panel").radius == 14)
    }

    /// A focus state's colour with no role word rings the box; it is no fill.
    @Test func aFocusColourIsTheRings() throws {
        let focus = try look("Field", nil, .focus)
        #expect(focus.borderColor?.hex == "#1D5C8F")
        #expect(focus.fill?.hex != "#1D5C8F")
    }

    /// `Fundo Azul` (Portuguese) calls the palette's one blue as `Blue bg` does; `gray-700`
    /// beside a palette whose gray steps are all Tailwind's is Tailwind's step; `anel` (a ring)
    /// is the focus ring's colour.
    @Test func otherLanguagesAndAFrameworksScale() throws {
        let seed = ComponentSeed(document: MarkdownParser().parse("""
            # Cais

            ## Cores

            | Cor | Uso | Valor |
            |-----|-----|-------|
            | **Azul Porto** | Ações | `#1D5C8F` |
            | **Gray-900** | Superfícies | `#111827` |

            ## Componentes

            ### Botões

            - **Primário**: Fundo Azul, Texto Branco.
            - **Secundário**: Fundo Gray-700, Texto Gray-100.

            ### Campos

            - Foco com anel na cor `gray-400`.
            """, file: "cais.md"))
        let buttons = try #require(seed.component("Botões"), "\(seed.inventory)")
        let primary = try #require(buttons.variants.first { $0.name == "Primário" }?.states[.default], "\(seed.dump)")
        #expect(primary.fill?.hex == "#1D5C8F")
        let secondary = try #require(buttons.variants.first { $0.name == "Secundário" }?.states[.default], "\(seed.dump)")
        #expect(secondary.fill?.hex == "#374151")
        #expect(secondary.textColor?.hex == "#F3F4F6")
        let fields = try #require(seed.component("Campos"), "\(seed.inventory)")
        let focus = try #require(fields.variants.first?.states[.focus], "\(seed.dump)")
        #expect(focus.borderColor?.hex == "#9CA3AF")
        #expect(focus.fill == nil)
    }
}
