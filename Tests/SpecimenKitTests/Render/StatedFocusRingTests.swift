import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A focus state written as `outline: none` and a `0 0 0 3px` halo is drawn as that halo alone:
/// the gallery's own outline stands in only where the document states no ring.
@Suite struct StatedFocusRingTests {
    static let document = """
    # Wren

    ## Components

    ### Buttons

    ```css
    .btn-go {
      background-color: #1D4ED8;
      color: #FFFFFF;
      border-radius: 8px;
    }
    .btn-go:focus {
      outline: none;
      box-shadow: 0 0 0 3px rgba(29, 78, 216, 0.3);
    }
    .btn-lift {
      background-color: #0F766E;
      color: #FFFFFF;
    }
    .btn-lift:focus {
      box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
    }
    ```
    """

    @Test func aStatedRingReplacesTheGallerysOutline() throws {
        let memory = try TestSupport.memorySite(documents: ["wren/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let variants = try #require(state.systems.first).components.flatMap(\.variants)
        let ringed = try #require(variants.first { $0.name.lowercased().contains("go") }?[.focus], "\(variants.map(\.name))")
        #expect(ComponentStyle.declarations(ringed).contains("--c-ring: none"))
        // A drop shadow is no ring: the focus copy keeps the outline that shows it is focused.
        let lifted = try #require(variants.first { $0.name.lowercased().contains("lift") }?[.focus])
        #expect(lifted.shadow != nil)
        #expect(!ComponentStyle.declarations(lifted).contains("--c-ring: none"))
        // Nor is an elevation that opens with a hairline ring.
        var layered = lifted
        layered.shadow = Shadow(layers: [Shadow(x: Length(0, .px), y: Length(0, .px), blur: Length(0, .px), spread: Length(1, .px)),
                                         Shadow(x: Length(0, .px), y: Length(2, .px), blur: Length(6, .px), spread: Length(0, .px))])
        #expect(!ComponentStyle.declarations(layered).contains("--c-ring: none"))
    }

    @Test func aRingIsASpreadWithNoOffsetOrBlur() {
        #expect(Shadow(x: Length(0, .px), y: Length(0, .px), blur: Length(0, .px), spread: Length(3, .px)).isRing)
        #expect(!Shadow(x: Length(0, .px), y: Length(4, .px), blur: Length(12, .px), spread: Length(0, .px)).isRing)
        #expect(!Shadow(x: Length(0, .px), y: Length(0, .px), blur: Length(0, .px), spread: Length(3, .px), inset: true).isRing)
    }
}
