import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Token slugs")
struct TokenSlugTests {
    @Test func slugsNames() {
        #expect(DesignToken.slug(for: "Primary Blue") == "primary-blue")
        #expect(DesignToken.slug(for: "colorPrimary500") == "color-primary500")
        #expect(DesignToken.slug(for: "--bg_Surface2Dark--") == "bg-surface2-dark")
        #expect(DesignToken.slug(for: "Ärger Grün") == "ärger-grün")
        #expect(DesignToken.slug(for: "") == "")
    }

    /// ASCII names take a byte path; it must give what the Character path gives.
    @Test func theASCIIPathAgreesWithTheCharacterPath() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "B", "z", "Z", "0", "9", " ", "-", "_", ".", "\t", "\r\n", "/", "Ab", "aB", "1A", "--", "#"]
        for _ in 0..<3_000 {
            let name = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(DesignToken.asciiSlug(for: name) == DesignToken.characterSlug(for: name), "\(name)")
        }
    }
}
