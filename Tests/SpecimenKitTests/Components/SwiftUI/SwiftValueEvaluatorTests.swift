import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Argument expressions as values: colours, lengths, fonts, opacities, cases.
    @Suite struct SwiftValueEvaluatorTests {
        static let palette = "## Colours\n\n| Name | Hex |\n|---|---|\n| Blue | #123456 |\n| Brand Teal | #1F7A6F |\n"
        let evaluator = SwiftUIListing.evaluator()
        let provenance = SwiftUIListing.provenance

        private func hex(_ expression: String, _ evaluator: SwiftValueEvaluator? = nil) -> String? {
            (evaluator ?? self.evaluator).color(expression, provenance: provenance)?.value?.hex
        }

        @Test func swiftUIsOwnColours() {
            #expect(hex(".blue") == "#007AFF")
            #expect(hex("Color.blue") == "#007AFF")
            #expect(hex(".white") == "#FFFFFF")
            #expect(hex("Color.clear") == "#00000000")
            #expect(evaluator.color(".blue", provenance: provenance)?.reference == "blue")
            // Another type's `blue` is that type's: a token reference, not SwiftUI's colour.
            #expect(hex("Brand.blue") == nil)
            #expect(evaluator.color("Brand.blue", provenance: provenance)?.reference == "Brand.blue")
        }

        @Test func theDocumentsOwnColourOfTheSameNameWins() {
            let evaluator = SwiftUIListing.evaluator(tokens: Self.palette)
            let blue = evaluator.color(".blue", provenance: provenance)
            #expect(blue?.value == nil)
            #expect(blue?.reference == "blue")
        }

        @Test func tokenReferences() {
            let evaluator = SwiftUIListing.evaluator(tokens: Self.palette)
            #expect(evaluator.color("Color.brandTeal", provenance: provenance)?.reference == "Color.brandTeal")
            #expect(evaluator.color(".brandTeal", provenance: provenance)?.reference == "brandTeal")
            #expect(evaluator.color("Color(\"brandTeal\")", provenance: provenance)?.reference == "brandTeal")
            // A local binding is the caller's choice.
            #expect(evaluator.color("tintColor", provenance: provenance) == nil)
        }

        @Test(arguments: [
            ("Color(red: 0.2, green: 0.4, blue: 0.6)", "#336699"),
            ("Color(red: 51, green: 102, blue: 153)", "#336699"),
            ("Color(red: 51/255, green: 102/255, blue: 153/255)", "#336699"),
            ("Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5)", "#FF800080"),
            ("Color(red: 255, green: 0, blue: 0, opacity: 0.25)", "#FF000040"),
            ("Color(white: 0.2)", "#333333"),
            ("Color(hex: \"1F7A6F\")", "#1F7A6F"),
            ("Color(hex: \"#1F7A6F\")", "#1F7A6F"),
            ("Color(hex: 0x1F7A6F)", "#1F7A6F"),
        ])
        func initialisers(expression: String, expected: String) {
            #expect(hex(expression) == expected)
        }

        @Test func opacityAfterAColour() {
            let faded = evaluator.color("Color(hex: \"000000\").opacity(0.3)", provenance: provenance)
            #expect(faded?.value?.hex == "#000000")
            #expect(faded?.opacity == 0.3)
            #expect(evaluator.color("Ink.primary.opacity(0.6)", provenance: provenance)?.reference == "Ink.primary")
            #expect(hex("Color(hex: rule.color)") == nil)
        }

        @Test func lengths() {
            #expect(evaluator.length("12", raw: "12", provenance: provenance)?.value == Length(12))
            #expect(evaluator.length("Spacing.md", raw: "", provenance: provenance)?.reference == "Spacing.md")
            #expect(evaluator.length(".infinity * 2", raw: "", provenance: provenance) == nil)
        }

        @Test func fonts() {
            let system = evaluator.font(".system(size: 17, weight: .semibold)", merging: nil)
            #expect(system.size == Length(17) && system.weight == "semibold")
            let rounded = evaluator.font("Font.system(size: 16, weight: .medium, design: .rounded)", merging: nil)
            #expect(rounded.family == "Rounded")
            let custom = evaluator.font(".custom(\"Comfortaa\", size: Type.body)", merging: nil)
            #expect(custom.family == "Comfortaa" && custom.sizeReference == "Type.body")
            #expect(evaluator.font(".headline", merging: nil).styleReference == "headline")
            // A modifier after the call does not leak into the weight.
            #expect(evaluator.font(".system(size: 12, weight: .bold).monospacedDigit()", merging: nil).weight == "bold")
        }

        @Test func statesAndDecidedConditions() {
            let cases = evaluator.cases(of: "isPressed ? Color.gray : Color.white")
            #expect(cases.map(\.state) == [.default, .pressed])
            #expect(cases.map(\.value) == ["Color.white", "Color.gray"])
            var view = SwiftUIViewDeclaration(name: "ProbeButton", lines: [])
            view.defaults["size"] = "10"
            var decided = evaluator
            decided.view = view
            #expect(decided.cases(of: "size > 6 ? 2 : 1").map(\.value) == ["2"])
            #expect(decided.decide("size <= 6") == false)
        }
    }
}
