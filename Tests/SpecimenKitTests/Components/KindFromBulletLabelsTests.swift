import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A section under `## Components` whose heading names no kind (`### Form controls`) but whose
/// bullets qualify a property by one (`- Field height: 44px`) describes that kind: the field is
/// drawn as a field, and its `Label:` bullet styles the caption beside it, not the text inside.
@Suite struct KindFromBulletLabelsTests {
    static let document = """
    # Osier

    ## Components

    ### Form controls
    - **Field height**: `44px`
    - **Border**: `1px solid #A8A29E`
    - **Corner radius**: `6px`
    - **Label**: Semibold, 12px, uppercase

    ### Ledger Grid
    - **Header background**: `#F5F5F4`
    - **Row height**: `40px`

    ### Announcements
    - **Banner background**: `#FEF3C7`
    - **Toast background**: `#1C1917`
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aBulletQualifiedByAKindNamesTheSectionsKind() throws {
        let components = try Self.system.get().components
        let controls = try #require(components.first { $0.name == "Form controls" }, "\(components.map(\.name))")
        #expect(controls.kind == .textInput)
        let field = try #require(controls.variants.first?[.default])
        #expect(field.height == 44)
        #expect(field.borderColor?.hex == "#A8A29E")
        #expect(field.font?.size == nil, "the label's type is the caption's, not the field's")
        let label = try #require(controls.parts.first { $0.name == "Label" }, "\(controls.parts.map(\.name))")
        #expect(label.properties.font?.size == 12)
    }

    /// Bullets qualified by two different kinds say nothing of the section's one kind, and a
    /// word that also names a part (a grid's header row) is no kind here.
    @Test func bulletsQualifiedByDifferentKindsOrPartsNameNone() throws {
        let components = try Self.system.get().components
        let announcements = try #require(components.first { $0.name == "Announcements" })
        #expect(announcements.kind == .other)
        let grid = try #require(components.first { $0.name == "Ledger Grid" }, "\(components.map(\.name))")
        #expect(grid.kind != .header)
    }

    /// The gallery draws the label's type on the field's label, and lists it as drawn, not as
    /// words it could not place.
    @Test func theLabelIsDrawnAboveTheField() throws {
        let memory = try TestSupport.memorySite(documents: ["osier/DESIGN.md": Self.document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/osier/components/index.html"))
        let start = try #require(html.range(of: "id=\"component-form-controls\""))
        let rest = html[start.upperBound...]
        let own = rest[..<(rest.range(of: "</article>")?.lowerBound ?? rest.endIndex)]
        let labels = own.matches(of: #/<span class="cmp-field__label" data-part="Label" style="([^"]*)"/#).map { String($0.output.1) }
        #expect(!labels.isEmpty && labels.allSatisfy { $0.contains("--c-size: 12px") && $0.contains("--c-case: uppercase") }, "\(labels)")
        #expect(!own.contains("Not drawn, as written: <code>Label"))
    }
}
