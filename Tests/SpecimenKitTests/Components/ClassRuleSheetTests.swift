import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Fixtures/components/class-rule-sheets.md`: components written only as a style sheet of
    /// class rules under their headings. Each is drawn (never dropped): the heading names the
    /// component, a modifier class (`.chip.negative`) is a variant on the component's own rule, a
    /// state class or pseudo-class (`.active`, `:checked`) is a state, a sub-element named by a
    /// part word (`.panel-title`) is a part, and the look rules under `#### States & Styles` are
    /// the parent's, at the size its `#### Sizes` table calls the default.
    @Suite struct ClassRuleSheets {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/class-rule-sheets.md")) }

        @Test func everyRuleSheetIsAComponentNamedByItsHeading() throws {
            let seed = try Self.seed.get()
            let names = seed.specs.filter { $0.describedOnly == nil }.map(\.name)
            for name in ["Button", "Tickbox", "Entry", "Panel", "Chip", "Switcher"] {
                #expect(names.contains(name), "\(name) missing: \(seed.dump)")
            }
            // The section number is no part of the name.
            #expect(!names.contains { $0.first?.isNumber == true }, "\(names)")
        }

        @Test func looksUnderAStylesHeadingAreTheParentsAtTheDefaultSize() throws {
            let seed = try Self.seed.get()
            let button = try #require(seed.component("Button"), "\(seed.dump)")
            #expect(button.variants.map(\.name) == ["Solid", "Ghost"], "\(seed.dump)")
            let solid = try #require(button.variants.first { $0.name == "Solid" })
            #expect(solid[.default]?.fill?.hex == "#2F6FE4")
            #expect(solid[.default]?.radius == 6)
            #expect(solid[.default]?.height == 36, "the regular size is the default: \(seed.dump)")
            #expect(solid[.hover]?.fill?.hex == "#4A84EC")
            // The focus ring's colour is the token the variable names.
            let ring = try #require(solid[.focus]?.shadow, "\(seed.dump)")
            #expect(ring.spread?.value == 3 && ring.color?.hex == "#2F6FE433", "\(ring)")
            #expect(solid[.default]?.shadow == nil)
        }

        @Test func modifierRulesAreVariantsOnTheOwnRule() throws {
            let seed = try Self.seed.get()
            let chip = try #require(seed.component("Chip"), "\(seed.dump)")
            let neutral = try #require(chip.variants.first { $0.name == "Neutral" }, "\(seed.dump)")
            let negative = try #require(chip.variants.first { $0.name == "Negative" }, "\(seed.dump)")
            // Each keeps its own colours (the last rule does not win) and the shared rule's shape.
            #expect(neutral[.default]?.fill?.hex == "#3A424A" && neutral[.default]?.textColor?.hex == "#B9C1C8")
            #expect(negative[.default]?.textColor?.hex == "#D64545")
            #expect(neutral[.default]?.height == 22 && negative[.default]?.radius == 11)
            // A lone error modifier is the field's error state; it only changes the border and
            // keeps the field's fill: its word reserves no colour.
            let entry = try #require(seed.component("Entry"), "\(seed.dump)")
            let invalid = try #require(entry.variants.first?[.error], "\(seed.dump)")
            #expect(invalid.borderColor?.hex == "#D64545")
            #expect(invalid.fill?.hex == "#20262C", "\(seed.dump)")
        }

        @Test func stateClassesAndSubElementsBelongToTheComponent() throws {
            let seed = try Self.seed.get()
            let switcher = try #require(seed.component("Switcher"), "\(seed.dump)")
            #expect(!seed.specs.contains { $0.name.lowercased().contains("option") }, "\(seed.inventory)")
            let option = try #require(switcher.variants.first { $0.name == "Option" }, "\(seed.dump)")
            // The active option keeps the option's own rule (its height and size).
            let active = try #require(option.states.first { $0.key != .default }?.value, "\(seed.dump)")
            #expect(active.fill?.hex == "#101418" && active.height == 26 && active.font?.size == 13, "\(seed.dump)")
            let tickbox = try #require(seed.component("Tickbox"), "\(seed.dump)")
            #expect(tickbox.variants.first?[.selected]?.fill?.hex == "#2F6FE4", "\(seed.dump)")
            #expect(tickbox.parts.map(\.name) == ["label"], "\(seed.dump)")
            let panel = try #require(seed.component("Panel"), "\(seed.dump)")
            #expect(Set(panel.parts.map(\.name)) == ["title", "footer"], "\(seed.dump)")
            #expect(panel.variants.map(\.name).sorted() == ["Remark", "default"], "\(seed.dump)")
        }

        @Test func aSubElementKeepsOnlyWhatShowsThroughFromTheComponent() throws {
            let seed = try Self.seed.get()
            let switcher = try #require(seed.component("Switcher"), "\(seed.dump)")
            // The container's own rule is drawn as its own variant, frame and all.
            let own = try #require(switcher.variants.first { $0.name == "default" }, "\(seed.dump)")
            #expect(own[.default]?.borderColor?.hex == "#20262C" && own[.default]?.radius == 8)
            // The option sits on the container's fill but has none of its frame or padding.
            let option = try #require(switcher.variants.first { $0.name == "Option" }, "\(seed.dump)")
            #expect(option[.default]?.fill?.hex == "#3A424A", "\(seed.dump)")
            #expect(option[.default]?.radius == 6 && option[.default]?.paddingVertical == nil, "\(seed.dump)")
            #expect(option[.default]?.borderSide == "bottom" && option[.default]?.borderWidth == 2, "\(seed.dump)")
            // `appearance: none` says nothing of a look.
            #expect(switcher.variants.allSatisfy { $0.states.values.allSatisfy { $0.font?.decoration == nil } }, "\(seed.dump)")
        }

        @Test func oneEdgesColourAndAShadowTokenOnAState() throws {
            let seed = try Self.seed.get()
            let switcher = try #require(seed.component("Switcher"), "\(seed.dump)")
            let option = try #require(switcher.variants.first { $0.name == "Option" }, "\(seed.dump)")
            let active = try #require(option.states.first { $0.key != .default }?.value, "\(seed.dump)")
            #expect(active.borderColor?.hex == "#2F6FE4" && active.borderSide == "bottom", "\(seed.dump)")
            #expect(active.shadow?.blur?.value == 10, "the shadow token the variable names: \(seed.dump)")
            #expect(option[.default]?.shadow == nil)
        }

        @Test func aOneEdgeBorderIsThatEdgesAlone() throws {
            let seed = try Self.seed.get()
            let panel = try #require(seed.component("Panel"), "\(seed.dump)")
            let remark = try #require(panel.variants.first { $0.name == "Remark" }, "\(seed.dump)")
            #expect(remark[.default]?.borderSide == "left" && remark[.default]?.borderWidth == 4, "\(seed.dump)")
            #expect(remark[.default]?.borderColor?.hex == "#2F6FE4")
        }

        @Test func selectorsAreReadAgainstTheComponentsClass() throws {
            let rules = try #require(StyleSheetRules(name: "Chip", selectors: [".chip", ".chip.neutral", ".chip:hover", ".chip-icon", ".chip-count:hover"]))
            #expect(rules.base == "chip" && rules.hasBaseRule)
            #expect(rules.place(of: ".chip.neutral", kind: .pill)?.variant == "Neutral")
            // Beside other looks, an error modifier is one more look; alone, the error state.
            #expect(rules.place(of: ".chip.error", kind: .pill)?.variant == "Error")
            let lone = try #require(StyleSheetRules(name: "Entry", selectors: [".entry", ".entry:hover", ".entry.invalid"]))
            #expect(lone.place(of: ".entry.invalid", kind: .textInput)?.variant == nil)
            #expect(lone.place(of: ".entry.invalid", kind: .textInput)?.state == .error)
            #expect(rules.place(of: ".chip:hover", kind: .pill)?.state == .hover)
            #expect(rules.place(of: ".chip.active", kind: .pill)?.state == .selected)
            #expect(rules.place(of: ".chip-icon", kind: .pill)?.part == "icon")
            // A sub-element with states of its own is an item drawn with them, not a part.
            #expect(rules.place(of: ".chip-count", kind: .pill)?.variant == "Count")
            #expect(rules.place(of: ".chip:last-child", kind: .pill)?.unknownPseudo == true)
            #expect(rules.place(of: ".other", kind: .pill) == nil)
            let buttons = try #require(StyleSheetRules(name: "Button", selectors: [".btn-solid", ".btn-ghost"]))
            #expect(buttons.base == "btn" && !buttons.hasBaseRule)
            #expect(buttons.place(of: ".btn-ghost", kind: .button)?.variant == "Ghost")
            #expect(StyleSheetRules.borderSide(ofLabel: "border-left")?.side == "left")
            #expect(StyleSheetRules.borderSide(ofLabel: "border-bottom-color")?.colorOnly == true)
            #expect(StyleSheetRules.borderSide(ofLabel: "border-color") == nil)
        }
    }
}
