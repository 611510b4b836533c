import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/shared-properties.md`: a component written as one `##` heading over
    /// `####` sub-headings that group its looks (`Base Properties`, `Size Variants`, `Type
    /// Variants - Colors`, `Color Variants`). The sub-headings name no component: what the
    /// component level states reaches every variant unless the variant states its own, the
    /// sizes table's default row sizes them, and a state's caption is that state.
    @Suite struct SharedProperties {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/shared-properties.md")) }

        static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
            try TestSupport.variant(component, name, in: system.get().components)
        }

        @Test func groupingSubHeadingsNameNoComponent() throws {
            let names = try Self.system.get().components.map(\.name)
            #expect(names.contains("Button") && names.contains("Field") && names.contains("Tile") && names.contains("Tag"), "\(names)")
            for grouping in ["Base Properties", "Type Variants - Colors", "Type & State Colors", "Elevation Variants", "Color Variants", "Properties"] {
                #expect(!names.contains(grouping), "\(grouping) groups a component's looks")
            }
        }

        @Test func basePropertiesAndTheDefaultSizeReachEveryVariant() throws {
            let slate = try #require(try Self.variant("Button", "Slate")[.default])
            #expect(slate.fill?.hex == "#334155" && slate.textColor?.hex == "#FFFFFF")
            #expect(slate.radius == 10)
            #expect(slate.font?.weight == "semibold" && slate.font?.family == "Inter")
            #expect(slate.paddingVertical == 10 && slate.paddingHorizontal == 18, "the MD row, not the first")
            #expect(slate.minHeight == 44 && slate.font?.size == 15)
            let moss = try #require(try Self.variant("Button", "Moss")[.default])
            #expect(moss.radius == 4, "a variant's own corners win over the shared ones")
            #expect(moss.font?.weight == "semibold" && moss.paddingHorizontal == 18)
        }

        @Test func theDefaultStateCaptionIsTheRestingLookAndAnUnknownStateIsListed() throws {
            let field = try #require(try Self.system.get().components.first { $0.name == "Field" })
            let rest = try #require(field.variants.first?[.default])
            #expect(rest.fill?.hex == "#FFFFFF" && rest.borderColor?.hex == "#A8A29E")
            #expect(rest.radius == 8 && rest.borderWidth == 1)
            #expect(field.variants.first?[.error]?.borderColor?.hex == "#B91C1C")
            let cells = field.variants.flatMap { $0.states.values }
            #expect(!cells.contains { $0.fill?.hex == "#F0FDF4" || $0.borderColor?.hex == "#15803D" }, "the success look is no cell's")
            #expect(field.spec.notDrawn.map(\.provenance.line) == [51, 52])
            #expect(field.spec.notDrawn.allSatisfy { $0.text.hasPrefix("Success State: ") })
        }

        @Test func aDefaultCaptionAmongLooksIsAVariantOfItsOwn() throws {
            let tile = try #require(try Self.system.get().components.first { $0.name == "Tile" })
            #expect(tile.variants.map(\.name) == ["Default", "Raised"])
            for name in ["Default", "Raised"] {
                let look = try #require(try Self.variant("Tile", name)[.default])
                #expect(look.fill?.hex == "#FAFAF9" && look.radius == 14 && look.paddingVertical == 20, "\(name)")
            }
            #expect(try Self.variant("Tile", "Default")[.default]?.shadow?.blur?.value == 2)
            #expect(try Self.variant("Tile", "Raised")[.default]?.shadow?.blur?.value == 12)
        }

        @Test func anErrorColourAmongStatusesIsAVariant() throws {
            let tag = try #require(try Self.system.get().components.first { $0.name == "Tag" })
            #expect(tag.variants.map(\.name) == ["Neutral", "Success", "Error"])
            #expect(tag.variants.allSatisfy { $0[.error] == nil }, "no error state no line describes")
            let error = try #require(try Self.variant("Tag", "Error")[.default])
            #expect(error.fill?.hex == "#991B1B" && error.textColor?.hex == "#FFFFFF")
            #expect(tag.variants.allSatisfy { $0[.default]?.radius == 9999 || $0[.default]?.fullyRounded == true })
        }

        @Test func errorBesideInteractionStatesStaysTheErrorState() throws {
            let doc = """
            # Kit

            ## Text Box Component

            #### States
            - **Default**: `#FFFFFF` background, `#A8A29E` border
            - **Focus**: `#1D4ED8` border
            - **Error**: `#B91C1C` border
            - **Success**: `#15803D` border
            """
            let system = try TestSupport.analysedSystem(doc)
            let box = try #require(system.components.first { $0.kind == .textInput || $0.name.hasPrefix("Text Box") }, "\(system.components.map(\.name))")
            #expect(box.variants.contains { $0[.error]?.borderColor?.hex == "#B91C1C" })
            #expect(!box.variants.contains { $0.name == "Error" })
        }

        @Test func sharedAndAllVariantsHeadingsUnderAComponentAreItsOwn() throws {
            let doc = """
            # Kit

            ## Components

            ### Chip

            #### Shared
            - Border Radius: 6px
            - Font Weight: 500

            #### All Variants

            **Fern**
            - Background: `#166534`
            - Text: `#FFFFFF`

            **Clay**
            - Background: `#9A3412`
            - Text: `#FFFFFF`
            """
            let system = try TestSupport.analysedSystem(doc)
            #expect(system.components.map(\.name) == ["Chip"])
            for name in ["Fern", "Clay"] {
                let look = try #require(try TestSupport.variant("Chip", name, in: system.components)[.default])
                #expect(look.radius == 6 && look.font?.weight == "medium", "\(name)")
            }
        }

        @Test func aComponentOfNoKindTakesItsSizesAndProperties() throws {
            let portrait = try #require(try Self.system.get().components.first { $0.name == "Portrait" })
            #expect(portrait.variants.map(\.name) == ["SM", "MD"])
            let medium = try #require(try Self.variant("Portrait", "MD")[.default])
            #expect(medium.width == 36 && medium.height == 36)
            #expect(medium.fill?.hex == "#E2E8F0")
            #expect(medium.radius == 9999 || medium.fullyRounded)
        }
    }
}
