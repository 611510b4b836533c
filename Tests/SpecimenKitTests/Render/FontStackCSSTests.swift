import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Preview font stacks")
struct FontStackCSSTests {
    /// The families of a CSS `font-family` value, unquoted.
    static func families(_ css: String) -> [String] {
        css.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    }

    @Test("An Apple font is drawn in the stand-in the page names: nothing a platform resolves comes first",
          arguments: ["SF Pro", "SF Pro Text", "System", "SF Mono", "New York", "Menlo", "Roboto"])
    func standInFirst(family: String) throws {
        let stack = FontStackCSS.stack(family: family)
        let standIn = try #require(stack.standIn)
        #expect(Self.families(stack.css).first == standIn)
        for keyword in ["system-ui", "-apple-system", "BlinkMacSystemFont", "ui-monospace", "ui-serif"] {
            #expect(!Self.families(stack.css).contains(keyword), "\(stack.css)")
        }
    }

    @Test("SF Pro is shown in Inter")
    func sfPro() {
        #expect(FontStackCSS.stack(family: "SF Pro") == .init(css: "\"Inter\", sans-serif", standIn: "Inter"))
    }

    @Test("A family that cannot reach CSS safely falls back to the shipped stand-in and says so")
    func unsafeName() {
        let stack = FontStackCSS.stack(family: "Evil\"; }")
        #expect(Self.families(stack.css).first == "Inter")
        #expect(stack.standIn == "Inter")
    }

    @Test("A shipped family keeps its own name first and needs no stand-in")
    func shippedFamily() {
        let stack = FontStackCSS.stack(family: "Comfortaa", fallbacks: ["SF Pro"])
        #expect(Self.families(stack.css) == ["Comfortaa", "Inter", "sans-serif"])
        #expect(stack.standIn == nil)
    }
}
