import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/front-matter-prose-parts.md`: a DESIGN.md whose prose gives its
    /// front-matter components parts (a title and a blurb in the system's type styles), other
    /// components inside them, a state's changed border, and whose front matter uses keys
    /// outside the format (`aspect-ratio`, `headerBackground`, `line-divider`). The prose also
    /// describes a component the front matter does not define.
    @Suite struct FrontMatterProseParts {
        static let built = Result { () throws -> (system: AnalyzedSystem, html: String) in
            let text = try TestSupport.fixture("components/front-matter-prose-parts.md")
            let memory = try TestSupport.memorySite(documents: ["driftwood/DESIGN.md": text])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
            let site = try TestSupport.memorySite(documents: ["driftwood/DESIGN.md": text])
            let builder = SiteBuilder(fileIO: site.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "t")
            _ = try builder.build(TestSupport.memoryOptions)
            return (try #require(state.systems.first), try #require(site.text("/Public/driftwood/components/index.html")))
        }

        static func spec(_ name: String) throws -> ComponentSpec {
            try #require(try built.get().system.componentSpecs.first { $0.name == name })
        }

        static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try built.get().system.components.first { $0.spec.name == name }?.variants.first?.states[state]
        }

        @Test func aCaptionWithALongAsideStillOwnsTheListBelowIt() throws {
            // The outline is stated only in the bullet under the caption.
            let tile = try #require(try Self.look("tile-benefit"))
            #expect(tile.borderColor?.hex == "#D5D9DE")
            #expect(tile.borderWidth == 1)
        }

        @Test func aSentenceOfPartsInTypeStylesGivesParts() throws {
            let parts = try Self.spec("tile-benefit").parts
            #expect(parts.map(\.name) == ["Title", "summary"])
            #expect(parts.map { $0.properties.font?.value?.styleReference } == ["typography.title-md", "typography.body-sm"])
            // Drawn as lines of their own, in the component's ink, at the styles' sizes.
            let html = try Self.built.get().html
            #expect(html.contains("data-part=\"Title\" style=\"--c-size: 19px; --c-weight: 600"))
            #expect(html.contains("data-part=\"summary\" style=\"--c-size: 13px; --c-weight: 400"))
        }

        @Test func componentsNamedInsideAreChildrenAndABorrowedLookIsNot() throws {
            #expect(try Self.spec("banner-hero").parts.compactMap(\.child) == ["button-solid", "button-hollow"])
            // `Same chrome as tile-benefit` lends a look; `field-text controls inside` sit inside.
            #expect(try Self.spec("panel-signin").parts.compactMap(\.child) == ["field-text"])
        }

        @Test func aStateTheProseChangesIsChanged() throws {
            let system = try Self.built.get().system
            let chip = try #require(system.components.first { $0.spec.name == "chip-toggle" }?.variants.first)
            let active = try #require(chip.states.first { $0.key != .default && $0.value.fill?.hex == "#1F2328" }?.value)
            #expect(active.borderWidth == 0)
            #expect(chip.states[.default]?.borderWidth == 1)
            // A caption naming a front-matter entry read as a state describes that state.
            let invalid = try #require(system.components.first { $0.spec.name == "field-text" }?.variants.first?.states.first { $0.key != .default }?.value)
            #expect(invalid.borderColor?.hex == "#C8341C")
            // A sentence swapping one look for another names both: neither is read as the focus look.
            #expect(system.components.first { $0.spec.name == "field-text" }?.variants.first?.states[.focus] == nil)
        }

        @Test func keysOutsideTheFormatAreDrawnByTheirNamesOrListed() throws {
            #expect(try Self.spec("frame-square").aspectRatio?.value == 4.0 / 3.0)
            let drawer = try Self.spec("list-drawer")
            let resolved = try #require(try Self.built.get().system.components.first { $0.spec.name == "list-drawer" })
            #expect(resolved.parts.first { $0.name == "line divider" }?.properties.borderColor?.hex == "#D5D9DE")
            #expect(drawer.notDrawn.map(\.text) == ["glowHalo: {colors.alert}"])
            let cell = try Self.spec("table-cell")
            let resolvedCell = try #require(try Self.built.get().system.components.first { $0.spec.name == "table-cell" })
            #expect(resolvedCell.parts.first { $0.name == "header" }?.properties.fill?.hex == "#EEF1F4")
            #expect(cell.parts.first { $0.name == "header" }?.properties.font?.value?.styleReference == "typography.body-sm")
            // The cell's own padding, not a part's.
            #expect(try Self.look("table-cell")?.paddingVertical == 6)
            let html = try Self.built.get().html
            #expect(html.contains("--c-aspect: 1.33"))
            #expect(html.contains("<hr class=\"cmp-card__rule\" data-part=\"line divider\""))
            #expect(html.contains("Not drawn, as written: <code>glowHalo: {colors.alert}</code>"))
        }

        @Test func aColourFunctionWithSpacesKeepsItsColour() throws {
            let tag = try #require(try Self.look("tag-soft"))
            #expect(tag.borderWidth == 1)
            #expect(tag.borderColor?.hex == "#1F232840")
        }

        @Test func aProseOnlyComponentIsListedNotLost() throws {
            let html = try Self.built.get().html
            #expect(html.contains("Described, not drawn"))
            #expect(html.contains(">Crumb Trail <"))
            // The front matter still defines the drawn components.
            #expect(!(try Self.built.get().system.componentSpecs.contains { $0.name.contains("Crumb") }))
        }

        @Test func aPartAKindHasNoPlaceForIsListed() throws {
            let line = Provenance(file: "d.md", line: 12, excerpt: "- Placeholder: 14px, Slate")
            var field = ComponentSpec(name: "Search field", kind: .textInput, provenance: line)
            field.parts = [ComponentPart(name: "Placeholder", provenance: line)]
            let listed = GalleryBuilder.partsNotDrawn(ResolvedComponent(spec: field, variants: [], parts: []))
            #expect(listed.map(\.text) == ["Placeholder: 14px, Slate"])
            #expect(listed.first?.provenance.line == 12)
            // A card draws its parts.
            var card = field
            card.kind = .card
            #expect(GalleryBuilder.partsNotDrawn(ResolvedComponent(spec: card, variants: [], parts: [])).isEmpty)
        }

        @Test func lintWarningsAreTrue() throws {
            let findings = try Self.built.get().system.lintFindings
            let orphans = findings.filter { $0.rule == "orphaned-tokens" }.map(\.path)
            // `moss` is named only by the prose-only breadcrumb, `teal` by nothing.
            #expect(orphans.contains("colors.teal"))
            #expect(!orphans.contains("colors.moss"))
            let unknown = Dictionary(findings.filter { $0.rule == "unknown-key" }.map { ($0.path, $0.message) }, uniquingKeysWith: { a, _ in a })
            #expect(unknown["components.table-cell.headerBackground"]?.hasSuffix("Specimen draws it by its name, other tools may ignore it") == true)
            #expect(unknown["components.list-drawer.glowHalo"]?.hasSuffix("kept, not drawn") == true)
            #expect(unknown["components.panel-signin.description"]?.hasSuffix("kept, not drawn") == true)
        }
    }
}
