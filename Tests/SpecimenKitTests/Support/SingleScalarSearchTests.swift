import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The byte search for label colons finds the Character `firstIndex(where:)` finds.
@Suite struct SingleScalarSearchTests {
    @Test func findsWhatTheCharacterSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [":", "：", "a", " ", "\u{301}", "情", "👍🏽", "\u{0600}", "\r\n", "::", "e\u{301}", "\u{FF1A}\u{20DD}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let colons: [Character] = [":", "："]
            #expect(text.firstIndex(ofSingleScalar: colons) == text.firstIndex(where: colons.contains), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let inner = ("x" + text + "y").dropFirst().dropLast()
            #expect(inner.firstIndex(ofSingleScalar: colons) == inner.firstIndex(where: colons.contains))
        }
    }
}
