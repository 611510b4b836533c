import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Shapes and sizes stated in words: a round shape's words (`circular`, `Radius: full`, a name
/// that says `Circle`) round it, a width by a height (`48×48`, `44×24`) sizes it, and a control
/// with a shape of its own (a switch's track and thumb, a progress bar's track and fill, a
/// divider, a checkbox, a radio button) is read as that shape. A size that belongs to a picture
/// inside the component (`32px circular asset icon`, `60×60px thumbnails`) or to another measure
/// (`64×48px padding`), and a `3×3 grid`, size nothing. Fixture `components/shapes-and-sizes.md`.
@Suite struct ShapesAndSizesTests {
    static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/shapes-and-sizes.md")) }

    static func component(_ name: String) throws -> ResolvedComponent {
        let components = try system.get().components
        return try #require(components.first { $0.name == name }, "\(components.map(\.name))")
    }

    static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties {
        try #require(try TestSupport.variant(name, in: system.get().components)[state])
    }

    @Test func aControlsKindIsItsShape() throws {
        #expect(try Self.component("Switch").kind == .toggle)
        #expect(try Self.component("Loading Bar").kind == .progressBar)
        #expect(try Self.component("Rule Divider").kind == .divider)
        #expect(try Self.component("Terms Checkbox").kind == .checkbox)
        #expect(try Self.component("Choice Radio").kind == .radio)
    }

    @Test func aSwitchsTrackIsTheSwitchItselfInEachStateItsClausesName() throws {
        let off = try Self.look("Switch")
        #expect(off.width == 44 && off.height == 24, "\(off)")
        #expect(off.fill?.hex == "#D9E2EA")
        #expect(try Self.look("Switch", .selected).fill?.hex == "#1F5F8B")
        // The track is no part of its own.
        #expect(try Self.component("Switch").parts.map(\.name) == ["Thumb"])
    }

    @Test func aThumbIsTheMarkDrawnInsideItsColourItsFillItsLengthItsSize() throws {
        let thumb = try #require(try Self.component("Switch").parts.first { $0.name == "Thumb" }).properties
        #expect(thumb.fill?.hex == "#FFFFFF" && thumb.textColor == nil)
        #expect(thumb.width == 20 && thumb.height == 20 && thumb.fullyRounded)
        #expect(thumb.font == nil, "a thumb's 20px is its size, not a type size")
    }

    @Test func aNameThatSaysCircleRoundsItAndMakesOneSideBoth() throws {
        let avatar = try Self.look("Avatar Circle")
        #expect(avatar.fullyRounded)
        #expect(avatar.width == 40 && avatar.height == 40)
    }

    @Test func aWidthByHeightWithoutAUnitBesideAShapeWordIsBoth() throws {
        let picture = try Self.look("Profile Picture")
        #expect(picture.width == 48 && picture.height == 48)
        #expect(picture.fullyRounded, "`circular` is a round shape's word")
    }

    @Test func aProgressBarsTrackIsItsBodyAndItsFillAMark() throws {
        let bar = try Self.look("Loading Bar")
        #expect(bar.fill?.hex == "#D9E2EA" && bar.height == 4 && bar.fullyRounded)
        let fill = try #require(try Self.component("Loading Bar").parts.first { $0.name == "Fill" }).properties
        #expect(fill.fill?.hex == "#1F5F8B")
    }

    @Test func aDividerIsALineOfItsStatedThickness() throws {
        let rule = try Self.look("Rule Divider")
        #expect(rule.height == 1 && rule.fill?.hex == "#D9E2EA")
    }

    @Test func aSideThenSquareIsBothSidesWithItsOwnCorners() throws {
        let box = try Self.look("Terms Checkbox")
        #expect(box.width == 18 && box.height == 18 && box.radius == 4 && !box.fullyRounded)
        #expect(try Self.look("Terms Checkbox", .selected).fill?.hex == "#1F5F8B")
        let radio = try Self.look("Choice Radio")
        #expect(radio.width == 20 && radio.height == 20 && radio.fullyRounded)
    }

    @Test func aDotsActiveStateIsTheCurrentOneNotAPress() throws {
        let dot = try TestSupport.variant("Page Dot", in: Self.system.get().components)
        #expect(dot[.selected]?.fill?.hex == "#1F5F8B")
        #expect(dot[.pressed] == nil)
    }

    @Test func aRadiusOfFullIsFullyRounded() throws {
        #expect(try Self.look("Tag").fullyRounded)
    }

    @Test func aSizeOfAPictureInsideOrOfAnotherMeasureSizesNothing() throws {
        let row = try Self.look("Asset Row")
        #expect(row.width == nil && row.height == nil && !row.fullyRounded, "the icon is round, not the row")
        let card = try Self.look("Order Card")
        #expect(card.width == nil && card.height == nil, "60×60px are the thumbnails'")
        let band = try Self.look("Footer Band")
        #expect(band.width == nil && band.height == nil, "64×48px is a padding")
        let note = try Self.look("Grid Note")
        #expect(note.width == nil && note.height == nil, "a 3×3 grid is no size")
    }

    @Test func aLogosSizeInABarsPhraseIsTheLogos() throws {
        let bar = try Self.look("Top Bar")
        #expect(bar.height == 64 && bar.width == nil, "`logo wordmark … at ~120×24px` sizes the logo")
    }

    @Test func aShapeWordInAUseLineSaysWhatItSitsBesideNotALook() throws {
        let orbit = try Self.component("Orbit Button")
        #expect(orbit.parts.isEmpty, "\(orbit.parts.map(\.name))")
        let look = try Self.look("Orbit Button")
        #expect(look.width == 52 && look.height == 52 && look.fullyRounded)
    }

    /// Beside a front matter, a sized bullet under a caption naming one of its components is a
    /// part of that component, not a component described in words of its own.
    @Test func aSizedBulletUnderAFrontMatterComponentsCaptionIsItsPart() throws {
        let system = try TestSupport.analysedSystem("""
            ---
            name: Brine
            colors:
              kelp: "#2E5E4E"
              foam: "#F4F7F5"
            rounded:
              md: 8px
            components:
              gallery-strip:
                backgroundColor: "{colors.foam}"
                rounded: "{rounded.md}"
            ---

            # Brine

            ## Components

            **`gallery-strip`** — A row of pictures with a large one beside it.
            - Thumbnails: 80×80px, `{rounded.md}`, `{colors.kelp}` background, 1px border.
            """)
        #expect(!system.describedComponents.contains { $0.name == "Thumbnails" }, "\(system.describedComponents.map(\.name))")
        let strip = try #require(system.components.first { $0.name == "gallery-strip" })
        let thumbnails = try #require(strip.parts.first { $0.name == "Thumbnails" }, "\(strip.parts.map(\.name))")
        #expect(thumbnails.properties.width == 80 && thumbnails.properties.height == 80)
    }

    @Test func theValueScannerTakesAUnitlessPairOnlyWhenAsked() {
        #expect(ValueScanner.dimensions(in: "40×40") == nil)
        let pair = ValueScanner.dimensions(in: "40×40", unitless: true)
        #expect(pair?.width == Length(40, .px) && pair?.height == Length(40, .px))
        #expect(PropertyPhraseReader.statedDimensions(in: "40 × 40 circle") != nil)
        #expect(PropertyPhraseReader.statedDimensions(in: "a 3×3 grid") == nil)
        #expect(PropertyPhraseReader.statedDimensions(in: "64×48px padding") == nil)
        #expect(PropertyPhraseReader.statedDimensions(in: "120 x 40px")?.width == Length(120, .px))
    }
}
