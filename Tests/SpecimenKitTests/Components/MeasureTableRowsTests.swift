import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Measures written once for many components, in tables keyed by the component (`| Pattern |
/// Padding |` over `| Panel, modal | 20px |`, `| Element | Dimensions |` over `| Avatar sm / md /
/// lg | 20 / 28 / 40px |`, `| Element | Spacing |` over `| Button height | 44px |`, a Korean
/// table keyed by `카드` under a Shadow heading): each component described elsewhere takes the
/// value its row gives, where its own lines give none, and a component described nowhere else is
/// listed with the row's line, not drawn.
@Suite struct MeasureTableRowsTests {
    static let document = """
    # Quay Kit

    ## Components

    ### Buttons

    - Background: #1f4e79
    - Text: #ffffff

    ### Panels

    - Background: #fbfaf7
    - Border: 1px solid #c9c4b8
    - Padding: 12px

    ### Text inputs

    - Background: #ffffff
    - Radius: 4px

    ## Padding

    | Pattern | Padding |
    |---|---|
    | Button default | 6px 14px; lg: 10px 20px |
    | Panel, modal | 20px |
    | Text input sm / md | 6px 10px |

    ## Fixed sizes

    | Element | Dimensions |
    |---|---|
    | Text input md | min 38px |
    | Avatar sm / md / lg | 20 / 28 / 40px |
    | Chip sm / lg | 22px / 30px |

    ## Spacing notes

    | Element | Spacing |
    |---|---|
    | Button height | 44px |
    | Section gap | 40px |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aRowNamingTheComponentGivesItThatMeasure() throws {
        let button = try TestSupport.variant("Buttons", in: Self.system.get().components)[.default]
        #expect(button?.paddingVertical == 6 && button?.paddingHorizontal == 14, "\(String(describing: button?.paddingVertical))")
    }

    @Test func aRowNamingTheMeasureAfterTheComponentGivesIt() throws {
        let button = try TestSupport.variant("Buttons", in: Self.system.get().components)[.default]
        #expect(button?.height == 44 || button?.minHeight == 44, "\(String(describing: button?.height))")
    }

    @Test func aComponentsOwnMeasureWins() throws {
        let panel = try TestSupport.variant("Panels", in: Self.system.get().components)[.default]
        #expect(panel?.paddingVertical == 12, "\(String(describing: panel?.paddingVertical))")
    }

    @Test func aRowForTheDefaultSizeGivesTheDrawnLook() throws {
        let input = try TestSupport.variant("Text inputs", in: Self.system.get().components)[.default]
        #expect(input?.minHeight == 38 || input?.height == 38, "\(String(describing: input?.minHeight))")
        #expect(input?.paddingVertical == 6 && input?.paddingHorizontal == 10, "\(String(describing: input?.paddingHorizontal))")
        #expect(input?.radius == 4)
    }

    @Test func componentsDescribedNowhereElseAreListedNotDrawn() throws {
        let system = try Self.system.get()
        let drawn = system.components.map(\.name)
        #expect(!drawn.contains { $0.lowercased().contains("avatar") || $0.lowercased().contains("modal") }, "\(drawn)")
        let listed = system.describedComponents
        let avatar = listed.first { $0.name == "Avatar" }
        #expect(avatar?.provenance.line == 34, "\(listed.map(\.name))")
        #expect(listed.contains { $0.name == "Modal" }, "\(listed.map(\.name))")
        // A row for sizes other than the default draws nothing and still names the chip.
        #expect(listed.contains { $0.name == "Chip" }, "\(listed.map(\.name))")
    }

    @Test func aRowNamingNoComponentIsNoComponent() throws {
        let system = try Self.system.get()
        let names = system.components.map(\.name) + system.describedComponents.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("section") }, "\(names)")
    }

    static let korean = """
    # 항구 키트

    ## 컴포넌트

    ### 카드

    - 배경: #ffffff
    - 모서리: 10px

    ## 그림자

    | 용도 | CSS 값 |
    |---|---|
    | 기본 카드 | `0px 2px 10px 0px rgba(0,0,0,0.08)` |
    | 카드 hover | `0px 4px 14px 0px rgba(0,0,0,0.14)` |
    """

    @Test func aKoreanTableKeyedByTheComponentGivesItsShadowAndItsHoverShadow() throws {
        let system = try TestSupport.analysedSystem(Self.korean)
        let card = try TestSupport.variant("카드", in: system.components)
        #expect(card[.default]?.shadow != nil, "\(String(describing: card[.default]))")
        #expect(card[.hover]?.shadow != nil, "\(card.states.keys)")
    }

    static let sentences = """
    # Reed Kit

    ## Components

    ### Buttons

    - Background: #2f5d50
    - Text: #ffffff

    ### Social button

    - Background: #ffffff
    - Size: 48px × 48px

    ## Common slips

    | Slip | Fix |
    |---|---|
    | Button not full width | Full width minus 24px padding |

    ## Sizes

    | Component | Width | Height |
    |---|---|---|
    | Button (Social) | 48px | 48px |
    | Button (Primary) | - | 52px |
    """

    @Test func aRowThatIsASentenceNamesNoComponent() throws {
        let system = try TestSupport.analysedSystem(Self.sentences)
        let names = system.components.map(\.name) + system.describedComponents.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("not") }, "\(names)")
    }

    @Test func wordsInBracketsSayWhichComponentTheRowIsFor() throws {
        let system = try TestSupport.analysedSystem(Self.sentences)
        let buttons = try TestSupport.variant("Buttons", in: system.components)[.default]
        #expect(buttons?.height == nil, "\(String(describing: buttons?.height))")
    }

    /// `20px (list) / 16px (grid)`: a value for each use the brackets name is no one value of
    /// every card, never two cards' values read as one card's vertical and horizontal padding.
    @Test func valuesForUsesInBracketsAreNoOneComponentsValue() throws {
        let system = try TestSupport.analysedSystem("""
        # Shoal

        ## Components

        ### List card
        - Background: #ffffff
        - Radius: 8px

        ### Grid card
        - Background: #f4f2ee
        - Radius: 8px

        ## Spacing

        | Usage | Value |
        |---|---|
        | Card inner padding | `20px` (list) / `16px` (grid) |
        """)
        for name in ["List card", "Grid card"] {
            let card = try TestSupport.variant(name, in: system.components)[.default]
            #expect(card?.paddingVertical == nil && card?.paddingHorizontal == nil, "\(name)")
        }
    }

    @Test func aStateWordListedBesideKindsIsAnElementNotAState() {
        #expect(ComponentState.from(label: "Input/textarea/select", kind: .textInput) == nil)
        #expect(ComponentState.from(label: "Checkbox, select", kind: .other) == nil)
        #expect(ComponentState.from(label: "Hover/select", kind: .button) == .hover)
        #expect(ComponentState.from(label: "Selected", kind: .pill) == .selected)
    }
}
