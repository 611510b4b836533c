import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Components written the way many React and Tailwind teams write them: a library's element with
/// its classes in a `//` comment beside it, a look given only as a fence of classes, and a
/// document's own scale for its utilities, which is not the framework's default.
@Suite struct UtilityClassExampleTests {
    // A `tsx` fence of elements asked for by `variant`, each with its classes in a line
    // comment; a state's classes in a comment above its element.
    static let commentedClasses = """
    # Tidewater

    ## Colours

    | Name | Hex |
    |------|-----|
    | Kelp | `#2F7A4D` |
    | Sand | `#F6F1E7` |
    | Shell | `#D9CFBF` |

    ## Button

    ### Variants
    ```tsx
    <Button variant="filled">Book</Button>
    // h-10 px-4 rounded-md bg-kelp text-white font-semibold

    <Button variant="outline">Later</Button>
    // h-10 px-4 rounded-md border border-shell bg-sand font-semibold
    ```

    ### Disabled
    ```tsx
    // bg-[#E4E4E4] text-[#A1A1A1] cursor-not-allowed
    <Button disabled>Book</Button>
    ```
    """

    @Test func aCommentOfClassesUnderAnElementIsItsLookNamedByItsVariant() throws {
        let system = try TestSupport.analysedSystem(Self.commentedClasses)
        let filled = try #require(TestSupport.variant("Button", "filled", in: system.components)[.default])
        #expect(filled.fill?.hex == "#2F7A4D")
        #expect(filled.textColor?.hex == "#FFFFFF")
        #expect(filled.radius == 6)
        #expect(filled.height == 40)
        #expect(filled.paddingHorizontal == 16)
        #expect(filled.sampleText == "Book")
        let outline = try #require(TestSupport.variant("Button", "outline", in: system.components)[.default])
        #expect(outline.fill?.hex == "#F6F1E7")
        #expect(outline.borderColor?.hex == "#D9CFBF")
        #expect(outline.sampleText == "Later")
        // The disabled element's classes are no other look's: the outline keeps no text colour.
        #expect(outline.textColor?.hex != "#A1A1A1")
    }

    @Test func markupClassesInACommentAttachToTheElementBesideIt() {
        let code = """
        <Button variant="filled">Book</Button>
        // bg-kelp text-white

        // bg-[#E4E4E4] cursor-not-allowed
        <Button disabled>Book</Button>
        """
        let elements = MarkupClassReader.elements(in: code)
        #expect(elements.map(\.classes) == ["bg-kelp text-white", "bg-[#E4E4E4] cursor-not-allowed"])
        #expect(elements.map(\.variant) == ["filled", nil])
        #expect(elements.map(\.state) == [nil, "disabled"])
    }

    // Looks given only as a fence of classes under their headings, as many Tailwind guides do.
    static let classFences = """
    # Tidewater

    ## Buttons

    ### Form Button
    ```css
    px-6 py-2 rounded-lg bg-emerald-600 text-white text-sm font-medium transition-colors duration-200
    ```

    ### Table Action Button
    ```css
    w-8 h-8 rounded-lg transition-colors
    ```
    """

    @Test func aFenceOfClassesUnderAHeadingIsThatComponentsLook() throws {
        let system = try TestSupport.analysedSystem(Self.classFences)
        let form = try #require(TestSupport.variant("Form Button", in: system.components)[.default])
        #expect(form.fill?.hex == "#059669")
        #expect(form.radius == 8)
        #expect(form.paddingHorizontal == 24)
        #expect(form.paddingVertical == 8)
        #expect(form.font?.size == 14)
        let action = try #require(TestSupport.variant("Table Action Button", in: system.components)[.default])
        #expect(action.height == 32)
        #expect(action.width == 32)
    }

    @Test func sizeClassesAloneAreNoLook() {
        let context = ComponentContext(document: MarkdownParser().parse("# Icons", file: "icons.md"), tokens: ResolvedTokens(tokens: []))
        #expect(UtilityClassReader(context: context).read("h-3.5 w-3.5", line: 1) == nil)
        #expect(UtilityClassReader(context: context).read("h-4 w-4 rounded-full", line: 1)?[.default]?.height?.value == Length(16, .px))
    }

    // A document whose theme maps its own classes: a radius named beside its class, and
    // spacing steps stated in pixels.
    static let ownScale = """
    # Tidewater

    ## Foundations
    - Radius: `4px` (`rounded-md`)

    ## Spacing
    Steps are pixels here: `gap-4` = **4px**, `gap-8` = **8px**.

    ## Field
    - Border: `border`, `rounded-md`

    ## Chip
    ```tsx
    <Chip variant="soft">Window seat</Chip>
    // h-28 px-10 rounded-md bg-[#EEF2FF] text-12
    ```
    """

    @Test func theDocumentsOwnLengthForAClassWinsOverTheFrameworks() throws {
        let system = try TestSupport.analysedSystem(Self.ownScale)
        let field = try #require(TestSupport.variant("Field", in: system.components)[.default])
        #expect(field.radius == 4)
        let chip = try #require(TestSupport.variant("Chip", "soft", in: system.components)[.default])
        #expect(chip.height == 28)
        #expect(chip.paddingHorizontal == 10)
        #expect(chip.radius == 4)
        #expect(chip.font?.size == 12)
    }

    // A focus state written as ring classes in a bullet of classes.
    static let focusRing = """
    # Tidewater

    ## Colours
    - Kelp: `#2F7A4D`

    ## Components

    ### Field
    - Border: `border`, `rounded-md`, `focus:ring-2 focus:ring-kelp`

    ### Toggle
    - Classes: `rounded-lg bg-white focus-visible:ring-2 focus-visible:ring-offset-2`
    """

    @Test func ringClassesBehindAFocusPrefixDrawTheFocusRing() throws {
        let system = try TestSupport.analysedSystem(Self.focusRing)
        let focus = try #require(TestSupport.variant("Field", in: system.components)[.focus])
        let ring = try #require(focus.shadow)
        #expect(ring.isRing)
        #expect(ring.spread?.cssPixels == 2)
        #expect(ring.color?.hex == "#2F7A4D")
        // A ring of no stated colour is not drawn in a framework's default one.
        let spec = try #require(system.components.first { $0.name == "Toggle" }).spec
        let toggleFocus = spec.base.states[.focus]?.shadow
        #expect(toggleFocus.map { $0.value == nil } ?? true)
    }

    // Corner utilities opening a prose bullet's clauses, capitalised as its first word.
    static let proseClasses = """
    # Tidewater

    ## Colours
    - Kelp: `#2F7A4D`

    ## Components
    - Buttons: Rounded-lg, kelp fill
    - Cards: Rounded-xl, white surface
    """

    @Test func aCapitalisedCornerUtilityInProseIsItsStep() throws {
        let system = try TestSupport.analysedSystem(Self.proseClasses)
        #expect(try TestSupport.variant("Buttons", in: system.components)[.default]?.radius == 8)
        #expect(try TestSupport.variant("Cards", in: system.components)[.default]?.radius == 12)
    }

    @Test func statedLengthsReadTheDocumentsMappingAndItsStep() {
        let lines: [Substring] = ["- Radius: `4px` (`rounded-md`)", "rounded-6   // buttons (6px)", "→ `gap-4` = **4px** (not the default gap-4 = 16px)"]
        let stated = StatedUtilityLengths(lines: lines)
        #expect(stated.length(ofClass: "rounded-md") == Length(4, .px))
        #expect(stated.length(ofClass: "rounded-6") == Length(6, .px))
        #expect(stated.length(ofClass: "rounded-10") == Length(10, .px))
        #expect(stated.length(ofClass: "px-16") == Length(16, .px))
        // A document that states the framework's own steps changes nothing.
        let stock = StatedUtilityLengths(lines: ["`p-4` = 16px, `gap-2` = 8px"])
        #expect(stock.spacingStep == nil)
        #expect(stock.length(ofClass: "px-6") == nil)
    }
}
