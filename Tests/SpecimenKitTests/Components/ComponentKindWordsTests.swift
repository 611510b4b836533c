import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `ComponentKind.words(of:)` reads ASCII text on a fast path; it must split as the general path does.
@Suite struct ComponentKindWordsTests {
    @Test(arguments: [
        ("AppToggleRows (Settings)", ["app", "toggle", "row"]),
        ("Button / primary", ["button", "primary"]),
        ("h2Title and 3DCards", ["h2", "title", "and", "3", "dcard"]),
        ("a (b (c) d) e", ["a", "b", "d", "e"]),
        ("open (no close", ["open", "no", "close"]),
        ("x(y)Z", ["x", "z"]),
        ("Canvas areas, ideas; glass bus axis", ["canvas", "area", "idea", "glass", "bus", "axis"]),
        ("--color-primary-500", ["color", "primary", "500"]),
        ("", []),
    ])
    func splitsASCII(_ text: String, _ words: [String]) {
        #expect(ComponentKind.words(of: text) == words)
    }

    /// The same text with one non-ASCII letter appended takes the general path and gives the same words first.
    @Test(arguments: ["AppToggleRows (Settings)", "h2Title and 3DCards", "a (b (c) d) e", "x(y)Z", "Canvas areas, ideas"])
    func agreesWithTheGeneralPath(_ text: String) {
        #expect(Array(ComponentKind.words(of: text + " é")) == ComponentKind.words(of: text) + ["é"])
    }

    /// Generated words with every plural ending the rule weighs (`s`, `ss`, `us`, `is`, `as`,
    /// `eas`), short and long, in both cases and camelCase: the fast path reduces plurals as the
    /// general path does.
    @Test func agreesWithTheGeneralPathOnGeneratedPlurals() {
        var generator = SystemRandomNumberGenerator()
        let stems = ["a", "ab", "abc", "card", "Ar", "bUs", "Ide", "canv", "x9", "S"]
        let endings = ["", "s", "ss", "us", "is", "as", "eas", "S", "AS", "Es", "es"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                stems.randomElement(using: &generator)! + endings.randomElement(using: &generator)!
            }.joined(separator: [" ", "-", "", "_"].randomElement(using: &generator)!)
            #expect(Array(ComponentKind.words(of: text + " é")) == ComponentKind.words(of: text) + ["é"], "\(text)")
        }
    }

    /// Words are kept by the text's bytes: asked again, a text gives the words it gave, and a
    /// text canonically equal to another but written with other scalars keeps its own spelling.
    @Test func keptWordsAreThoseOfTheTextAsWritten() {
        let composed = "Sorbet Caf\u{E9} Tiles", decomposed = "Sorbet Cafe\u{301} Tiles"
        for _ in 0..<2 {
            #expect(ComponentKind.words(of: "Sorbet Tiles") == ["sorbet", "tile"])
            #expect(ComponentKind.words(of: composed).map { $0.unicodeScalars.count } == [6, 4, 4])
            #expect(ComponentKind.words(of: decomposed).map { $0.unicodeScalars.count } == [6, 5, 4])
        }
    }

    /// A menu that drops down or pops over is a surface of rows; the field that opens one is an input.
    @Test func aDropdownMenuIsASurfaceNotAField() {
        #expect(ComponentKind.classifyComponentName("Dropdown Menu") == .card)
        #expect(ComponentKind.classifyComponentName("Popover") == .card)
        #expect(ComponentKind.classifyComponentName("Dropdown") == .textInput)
        #expect(ComponentKind.classifyComponentName("Select dropdown") == .textInput)
    }
}
