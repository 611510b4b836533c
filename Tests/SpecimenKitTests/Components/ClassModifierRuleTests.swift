import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A style sheet whose component's rule is extended by classes that change it rather than
    /// name an element inside it: a colour (`.badge-teal`), a change of behaviour or look
    /// (`.panel-clickable`, `.topbar-transparent`) or a BEM modifier (`.field--invalid`). Each is
    /// the component's whole rule with its own declarations over it, so a badge keeps its
    /// height, corners and padding; an element (`.panel-footer`) stays a part. A state class worn
    /// beside an element's own (`.nav-link.active`) is that element's state, not a look of its own.
    @Suite struct ClassModifierRules {
        static let text = """
        # Quarry Kit

        ## Components

        ### Badge

        ```css
        .badge {
          display: inline-flex;
          height: 20px;
          padding: 0 6px;
          border-radius: 10px;
          font-size: 11px;
          font-weight: 600;
        }

        .badge-teal {
          background: #D8F3EE;
          color: #0B6E5F;
        }

        .badge-amber {
          background: #FDF0D5;
          color: #8A5A00;
        }
        ```

        ### Panel

        ```css
        .panel {
          background: #FFFFFF;
          border: 1px solid #D4D8DD;
          border-radius: 14px;
          padding: 20px;
        }

        .panel-clickable {
          cursor: pointer;
          border: 1px solid transparent;
        }

        .panel-clickable:hover {
          border-color: #2255AA;
        }

        .panel-footer {
          padding: 12px;
          background: #F3F4F6;
        }
        ```

        ### Field

        ```css
        .field {
          height: 36px;
          padding: 0 12px;
          border: 1px solid #B8BEC6;
          border-radius: 6px;
          font-size: 14px;
          color: #1E2328;
          background: #FFFFFF;
        }

        .field--invalid {
          border-color: #C62828;
        }
        ```

        ### Top Bar

        ```css
        .topbar {
          height: 56px;
          background: #FFFFFF;
          border-bottom: 1px solid #D4D8DD;
        }

        .topbar-transparent {
          background: transparent;
        }

        .nav-link {
          color: #4A5058;
          font-size: 14px;
          font-weight: 500;
          padding: 6px 12px;
        }

        .nav-link:hover {
          color: #2255AA;
        }

        .nav-link.active {
          color: #2255AA;
        }
        ```
        """

        static let seed = ComponentSeed(document: MarkdownParser().parse(text, file: "doc.md"))

        @Test func aColourClassKeepsTheComponentsShape() throws {
            let badge = try #require(Self.seed.component("Badge"), "\(Self.seed.dump)")
            #expect(badge.variants.map(\.name).sorted() == ["Amber", "Teal"], "\(Self.seed.dump)")
            for variant in badge.variants {
                let own = try #require(variant[.default])
                #expect(own.height == 20 && own.radius == 10 && own.paddingHorizontal == 6, "\(variant.name): \(Self.seed.dump)")
                #expect(own.font?.size == 11 && own.font?.weight != nil, "\(variant.name): \(Self.seed.dump)")
            }
            let teal = try #require(badge.variants.first { $0.name == "Teal" })
            #expect(teal[.default]?.fill?.hex == "#D8F3EE" && teal[.default]?.textColor?.hex == "#0B6E5F")
        }

        @Test func aChangeOfLookKeepsTheComponentsRuleAndAnElementStaysAPart() throws {
            let panel = try #require(Self.seed.component("Panel"), "\(Self.seed.dump)")
            let clickable = try #require(panel.variants.first { $0.name == "Clickable" }, "\(Self.seed.dump)")
            #expect(clickable[.default]?.radius == 14 && clickable[.default]?.paddingVertical == 20, "\(Self.seed.dump)")
            #expect(clickable[.default]?.fill?.hex == "#FFFFFF", "\(Self.seed.dump)")
            // Its own border wins over the panel's.
            #expect(clickable[.default]?.borderColor?.alpha == 0, "\(Self.seed.dump)")
            #expect(clickable[.hover]?.borderColor?.hex == "#2255AA", "\(Self.seed.dump)")
            #expect(panel.spec.parts.map(\.name) == ["footer"], "\(Self.seed.dump)")
        }

        @Test func aBEMModifierKeepsTheComponentsRule() throws {
            let field = try #require(Self.seed.component("Field"), "\(Self.seed.dump)")
            let invalid = try #require(field.variants.first { $0.name.lowercased().contains("invalid") }, "\(Self.seed.dump)")
            let own = try #require(invalid[.default])
            #expect(own.height == 36 && own.radius == 6 && own.paddingHorizontal == 12, "\(Self.seed.dump)")
            #expect(own.borderColor?.hex == "#C62828" && own.font?.size == 14, "\(Self.seed.dump)")
        }

        @Test func aTransparentBarKeepsItsHeightAndALinksActiveClassIsItsState() throws {
            let bar = try #require(Self.seed.component("Top Bar"), "\(Self.seed.dump)")
            let transparent = try #require(bar.variants.first { $0.name == "Transparent" }, "\(Self.seed.dump)")
            #expect(transparent[.default]?.height == 56 && transparent[.default]?.fill?.alpha == 0, "\(Self.seed.dump)")
            // The link is one look, its hover and its current place states of it.
            let links = bar.variants.filter { $0.name.lowercased().contains("link") }
            #expect(links.count == 1, "\(Self.seed.dump)")
            let link = try #require(links.first)
            #expect(link[.default]?.font?.size == 14 && link[.default]?.textColor?.hex == "#4A5058", "\(Self.seed.dump)")
            #expect(link[.selected]?.textColor?.hex == "#2255AA" && link[.selected]?.font?.size == 14, "\(Self.seed.dump)")
        }
    }
}
