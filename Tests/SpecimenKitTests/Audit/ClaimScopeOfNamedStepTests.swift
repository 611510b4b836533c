import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// "White text on tide-600": a claim names one step of a ramp, and only that step is measured,
/// never every step its first word (`tide`) names. Where two themes define the step under the
/// same name, each theme's own value is a pair of its own.
@Suite struct ClaimScopeOfNamedStepTests {
    static let document = """
        # Saltmarsh Ledger

        ## Colours

        ### Harbour Theme

        ```css
        tide-50:  #eefaf8  /* washes */
        tide-300: #7fd6c9  /* quiet fills */
        tide-600: #0f6e63  /* filled actions */
        tide-700: #0a5249  /* filled actions, hover */
        ```

        ### Ember Console Theme

        ```css
        tide-50:  #fff4ec  /* washes */
        tide-600: #d9722e  /* filled actions */
        tide-700: #a8501a  /* filled actions, hover */
        ```

        ## Accessibility

        - White text on tide-900: passes
        - White text on tide-600: passes
        """

    func stated() throws -> [ContrastPair] {
        let system = try TestSupport.analysedSystem(Self.document)
        let audit = try #require(system.audit)
        return audit.pairs.filter { $0.origin == .statedPairing }
    }

    @Test func aStepNamedIsMeasuredInEachThemeAndNoOtherStepIs() throws {
        let pairs = try stated()
        let fills = pairs.map(\.background.hex)
        #expect(Set(fills) == ["#0F6E63", "#D9722E"], "\(pairs.map(\.background.name))")
        #expect(pairs.allSatisfy { $0.foreground.hex == "#FFFFFF" })
        // The second theme's step is reported under its own name, and fails on its own.
        let ember = try #require(pairs.first { $0.background.hex == "#D9722E" })
        #expect(ember.background.name.contains("Ember"), "\(ember.background.name)")
        #expect(!ember.passes(.aa))
    }

    @Test func aStepTheSystemLacksNamesNoPair() throws {
        let pairs = try stated()
        let lines = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("tide-900") }) + 1
        #expect(!pairs.contains { $0.source.line == line }, "\(pairs.map { ($0.background.name, $0.source.line) })")
        #expect(pairs.contains { $0.source.line == line + 1 })
    }
}
