import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Parent of every audit suite, so `swift test --filter Audit` selects exactly the audit tests.
@Suite("Audit") enum AuditTests {}

/// Colours the audit tests share, and a parser that fails the test instead of trapping.
enum AuditTestColors {
    static let white = RGBAColor(red: 1, green: 1, blue: 1)
    static let black = RGBAColor(red: 0, green: 0, blue: 0)

    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> RGBAColor {
        try #require(RGBAColor(css: text), "test colour \(text) must parse", sourceLocation: sourceLocation)
    }
}
