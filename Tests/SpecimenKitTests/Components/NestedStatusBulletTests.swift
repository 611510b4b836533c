import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's bullet that names a smaller component and nothing else, over one bullet per
/// state, each a class list followed by what the look holds and its copy:
/// `- **Status pill**:` then `- On: `bg-danger/10 text-danger border-danger/20` + pulsing dot + "ARMED"`.
/// The pill is a component of its own in those states; its tinted fill is a fill, never the
/// text colour, and the class list is never its label.
@Suite struct NestedStatusBulletTests {
    static let document = """
    # Vault Kit

    ## Colors
    - `--bg`: #0B0D12
    - `--danger`: #E5484D
    - `--ok`: #30A46C

    ## Components

    ### Alarm Panel
    - **Title**: `text-[13px] font-semibold text-danger`
    - **Status pill**:
      - Active: `bg-danger/10 text-danger border-danger/20` + pulsing dot + "ARMED"
      - Inactive: `bg-ok/10 text-ok border-ok/20` + still dot + "SAFE"
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachStateIsTheClassesLook() throws {
        let pill = try TestSupport.variant("Status pill", in: Self.system.get().components)
        let looks = [pill[.default], pill[.selected], pill[.pressed]].compactMap { $0 }
        let resting = try #require(looks.first { $0.fill?.hex.hasPrefix("#30A46C") == true }, "\(looks.map { $0.fill?.hex })")
        #expect(resting.textColor?.hex == "#30A46C")
        #expect(resting.borderColor?.hex.hasPrefix("#30A46C") == true)
        let alarmed = try #require(looks.first { $0.fill?.hex.hasPrefix("#E5484D") == true }, "\(looks.map { $0.fill?.hex })")
        #expect(alarmed.textColor?.hex == "#E5484D")
    }

    @Test func noClassListIsALabelAndTheCopyIsKept() throws {
        let components = try Self.system.get().components
        let pill = try #require(components.first { $0.name == "Status pill" })
        let samples = pill.spec.samples.compactMap(\.value)
        let labels = pill.variants.flatMap { variant in variant.states.values.compactMap { $0.sampleText } } + samples
        #expect(!labels.contains { $0.contains("bg-") }, "\(labels)")
        // Each state says its own word: the resting pill "SAFE", the alarmed one "ARMED".
        let looks = try #require(pill.variants.first).states.values
        #expect(looks.contains { $0.fill?.hex.hasPrefix("#30A46C") == true && $0.sampleText == "SAFE" }, "\(labels)")
        #expect(looks.contains { $0.fill?.hex.hasPrefix("#E5484D") == true && $0.sampleText == "ARMED" }, "\(labels)")
    }

    /// The panel keeps its own title part; the pill's lines are not its states.
    @Test func thePanelDoesNotTakeThePillsStates() throws {
        let panel = try TestSupport.variant("Alarm Panel", in: Self.system.get().components)
        #expect(panel[.selected] == nil)
        #expect(panel[.default]?.textColor?.hex.hasPrefix("#30A46C") != true)
    }

    @Test func theAuditMeasuresTheTextOnTheTintNotTheTintAsText() throws {
        let report = try #require(try Self.system.get().audit)
        let pill = report.pairs.filter { $0.context.component == "Status pill" && $0.context.element == "text" }
        #expect(!pill.isEmpty)
        #expect(pill.allSatisfy { $0.foreground.hex == "#E5484D" || $0.foreground.hex == "#30A46C" }, "\(pill.map(\.foreground.hex))")
        #expect(pill.allSatisfy { $0.ratio > 2 }, "\(pill.map(\.ratio))")
        // The alarmed tint is that state's own fill on the panel, not laid on the resting tint:
        // CSS replaces a background; only a grey wash is a layer on the resting fill.
        let alarmed = try #require(pill.first { $0.foreground.hex == "#E5484D" })
        #expect(!alarmed.background.name.contains("ok"), "\(alarmed.background.name)")
        #expect(alarmed.ratio >= 4.5, "\(alarmed.ratio)")
    }

    @Test func aPlusListStartingWithClassesIsTheClasses() {
        #expect(SpecBuilder.describedClasses(in: "`bg-ok/10 text-ok` + still dot + \"SAFE\"") == "bg-ok/10 text-ok")
        #expect(SpecBuilder.describedClasses(in: "`bg-ok/10 text-ok` + `.pulse` dot") == "bg-ok/10 text-ok")
        // More look after the `+` in words is not something it holds: left to the prose reader.
        #expect(SpecBuilder.describedClasses(in: "`bg-ok/10` + red #E5484D border") == nil)
        #expect(SpecBuilder.describedClasses(in: "`bg-ok/10` + a thin ring around the whole thing") == nil)
    }
}
