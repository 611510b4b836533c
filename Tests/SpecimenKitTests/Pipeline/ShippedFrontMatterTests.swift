import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The shipped DESIGN.md (Content/lumen-labs) demonstrates the front-matter format: it must read
/// cleanly, with its references, states and dark values, and its one deliberate failure.
@Suite struct ShippedFrontMatterTests {
    static let analysed: Result<BuildState, Error> = Result {
        try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: [])).analyze(BuildOptions(content: TestSupport.contentFolder))
    }

    func lumen() throws -> (AnalyzedSystem, [Diagnostic]) {
        let state = try Self.analysed.get()
        let system = try #require(state.systems.first { $0.slug == "lumen-labs" })
        return (system, state.diagnostics.filter { $0.file.hasPrefix("lumen-labs/") })
    }

    /// The one warning is the lint's word on the deliberate failure, which the audit shows too.
    @Test func readsWithOnlyItsKnownFailureWarned() throws {
        let (system, diagnostics) = try lumen()
        #expect(system.name == "Lumen Labs")
        #expect(system.frontMatter != nil)
        let warnings = diagnostics.filter { $0.severity >= .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("[contrast-ratio] components.entry-meta.textColor") == true)
    }

    @Test func referencesStatesAndDarkValues() throws {
        let (system, _) = try lumen()
        #expect(system.tokens.hasDarkMode)
        let button = try #require(system.componentSpecs.first { $0.name == "button-primary" })
        #expect(Set(button.base.states.keys) == [.default, .hover, .pressed, .disabled])
        #expect(system.componentSpecs.contains { $0.kind == .other })
        #expect(!system.darkComponents.isEmpty)
    }

    @Test func itsOneKnownFailureIsTheOnlyOneAndItsClaimHolds() throws {
        let (system, _) = try lumen()
        let audit = try #require(system.audit)
        let failing = audit.failingPairs(at: .aa).filter { $0.exemption == nil }
        // The metadata line, and the same Muted text token on the page.
        #expect(Set(failing.map { "\($0.foreground.hex) on \($0.background.hex)" }) == ["#948C80 on #F1EEE4"])
        #expect(failing.contains { $0.context.component == "entry-meta" })
        #expect(audit.claims.count == 1)
        #expect(audit.claims.first?.holds == true)
    }
}
