import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Code under a heading of examples (`Usage example`, `使用例`) is a snippet to copy: its values
/// name no tokens, and the audit measures no pair of them. Its colours stay listed as unread.
@Suite struct SampleCodeTests {
    static let document = """
        # Quillfern Notes

        ## Colours

        - **Fern**: `#2F7D4A` — primary actions
        - **Parchment**: `#FBF8F1` — page background
        - **Ink**: `#1C1B19` — body text

        ## Usage examples

        ### Making a new chip

        ```typescript
        const sheet = makeStyles({
          chip: {
            backgroundColor: '#2F7D4A',
            borderRadius: 6,
          },
          chipText: {
            color: '#FDFDFD',
            fontSize: 13,
          },
        });
        ```
        """

    @Test func codeUnderAnExampleHeadingDefinesNoToken() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let names = system.system.tokens.tokens.map(\.name)
        #expect(!names.contains { $0.lowercased().contains("chip") || $0.lowercased().contains("sheet") }, "\(names)")
        #expect(names.contains("Fern"), "\(names)")
    }

    @Test func theAuditMeasuresNoPairOfTheSnippet() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let audit = try #require(system.audit)
        #expect(!audit.pairs.contains { $0.foreground.hex == "#FDFDFD" }, "\(audit.pairs.map { ($0.foreground.name, $0.source.line) })")
    }
}
