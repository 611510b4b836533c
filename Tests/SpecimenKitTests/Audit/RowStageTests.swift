import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A table of variants, one a row: a stage one row's usage states ("Festival tickets on dark
/// backgrounds") is that row's variant's. Its neighbours stay on the page, and are measured there.
@Suite struct RowStageTests {
    static let document = """
        # Lanternway Tickets

        ## Colours

        | Name | Hex | Use |
        |---|---|---|
        | **Coal** | `#141414` | Headings, dark backgrounds |
        | **Paper** | `#FCFCFA` | Page background |
        | **Saffron** | `#E0A83A` | Festival accent |

        ## Buttons

        | Variant | Background | Text | Usage |
        |---|---|---|---|
        | Solid | Coal | Paper | Main action |
        | Bare | Transparent | Coal | Quiet links |
        | Festival | Saffron | Coal | Festival tickets on dark backgrounds |
        """

    func textPairs() throws -> [ContrastPair] {
        let audit = try #require(try TestSupport.analysedSystem(Self.document).audit)
        return audit.pairs.filter { $0.origin == .component && $0.context.mode == .light && $0.context.element == "text" }
    }

    @Test func theBareVariantIsMeasuredOnThePage() throws {
        let pairs = try textPairs()
        let bare = pairs.filter { $0.context.variant == "Bare" }
        #expect(!bare.isEmpty, "\(pairs.map { ($0.context.variant, $0.background.name) })")
        #expect(bare.allSatisfy { $0.background.hex == "#FCFCFA" && !$0.background.name.contains("dark") }, "\(bare.map(\.background.name))")
    }

    @Test func theSolidVariantStaysOnThePage() throws {
        let pairs = try textPairs().filter { $0.context.variant == "Solid" }
        #expect(!pairs.isEmpty)
        #expect(pairs.allSatisfy { !$0.background.name.contains("dark backgrounds") }, "\(pairs.map(\.background.name))")
    }

    @Test func theRowThatStatesTheStageKeepsIt() throws {
        let analysed = try TestSupport.analysedSystem(Self.document)
        let system = analysed.system
        let buttons = try #require(system.components.first { $0.kind == .button })
        let palette = AuditPalette(tokens: system.tokens, mode: .light).colors
        func stage(_ name: String) throws -> StatedSection? {
            let variant = try TestSupport.variant(buttons.name, name, in: system.components)
            let properties = try #require(variant.states[.default])
            return StatedSection.find(component: buttons, variant: name, properties: properties, document: system.prose,
                                      palette: palette, components: system.components)
        }
        #expect(try stage("Festival")?.line == 17)
        #expect(try stage("Bare") == nil)
        #expect(try stage("Solid") == nil)
    }
}
