import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A part drawn inside a component whose fill names no colour (a platform material, a word the
/// document never defines) stands on that fill, not on the page: it is listed, not measured.
@Suite struct PartOnUnknownFillTests {
    static let document = """
    # Quay Notes

    ## Colours

    ```swift
    .systemBackground  // #FFFFFF
    .green             // #2F9E44
    ```

    ## Components

    ### Mooring Card

    ```swift
    VStack(spacing: 8) {
        Image(systemName: "anchor")
            .foregroundStyle(.green)
        Text("Berth 4")
            .foregroundStyle(Color(hex: "#1A1A1A"))
    }
    .padding(12)
    .background(.regularMaterial)
    .cornerRadius(10)
    ```
    """

    @Test func aPartOnAMaterialIsListedNotMeasured() throws {
        let memory = try TestSupport.memorySite(documents: ["quay/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let report = try #require(state.systems.first?.audit)
        #expect(!report.pairs.contains { $0.context.component == "Mooring Card" }, "\(report.pairs.map(\.context))")
        let skipped = report.skipped.filter { $0.context.component == "Mooring Card" }
        #expect(!skipped.isEmpty)
        #expect(skipped.allSatisfy { $0.reason.contains("regularMaterial") }, "\(skipped.map(\.reason))")
    }
}
