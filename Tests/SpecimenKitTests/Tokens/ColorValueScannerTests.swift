import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct ColorValueScannerTests {
    /// The single match in `text`: its literal and its colour as `#RRGGBB[AA]`.
    private func only(_ text: String, alphaFirstHex: Bool = false) -> (text: String, hex: String?)? {
        let matches = ColorValueScanner.matches(in: text, alphaFirstHex: alphaFirstHex)
        guard matches.count == 1, let match = matches.first else { return nil }
        return (match.text, try? match.color.get().hex)
    }

    @Test(arguments: [
        ("#abc", "#AABBCC"), ("#ABCD", "#AABBCCDD"), ("#08121a", "#08121A"), ("#FF000080", "#FF000080"),
        ("Primary: **#FFE566** (sun)", "#FFE566"), ("`#000`;", "#000000"),
    ])
    func hex(text: String, hex: String) {
        #expect(only(text)?.hex == hex)
    }

    @Test(arguments: [
        ("rgb(8, 18, 26)", "#08121A"), ("rgba(0,0,0,.05)", "#0000000D"), ("rgb(255 0 0 / 50%)", "#FF000080"),
        ("RGB(100%, 0%, 0%)", "#FF0000"), ("rgba(255, 255, 255, 0.5)", "#FFFFFF80"),
        ("hsl(210, 100%, 50%)", "#0080FF"), ("hsl(210deg 100% 50% / 0.5)", "#0080FF80"), ("hsla(0, 0%, 100%, 1)", "#FFFFFF"),
        ("oklch(1 0 0)", "#FFFFFF"), ("oklch(0% 0 0 / 50%)", "#00000080"), ("oklch(62.8% 0.2577 29.23)", "#FF0000"),
        ("color(srgb 1 0.5 0)", "#FF8000"), ("hwb(0 0% 0%)", "#FF0000"),
    ])
    func cssFunctions(text: String, hex: String) {
        #expect(only(text)?.text == text)
        #expect(only(text)?.hex == hex)
    }

    @Test func hexIsWhatPrintfPrints() {
        // Every channel value, with and without alpha, and the out-of-range values an
        // unclamped colour can hold.
        for value in [-1, 256, 300] + Array(0...255) {
            let printf = String(format: "#%02X%02X%02X", value, 255 - min(max(value, 0), 255), 7)
            #expect(RGBAColor.hexString([value, 255 - min(max(value, 0), 255), 7]) == printf)
        }
        #expect(RGBAColor(red8: 0x1B, green8: 0x4F, blue8: 0x8A).hex == "#1B4F8A")
        #expect(RGBAColor(red8: 0x1B, green8: 0x4F, blue8: 0x8A, alpha: 0.5).hex == "#1B4F8A80")
        #expect(RGBAColor(red8: 0x1B, green8: 0x4F, blue8: 0x8A, alpha: 0.5).opaqueHex == "#1B4F8A")
    }

    @Test func cssFunctionInsideAShadow() {
        #expect(only("box-shadow: 0 2px 8px rgba(0,0,0,.05);")?.text == "rgba(0,0,0,.05)")
    }

    @Test(arguments: [
        ("210 100% 50%", "210 100% 50%", "#0080FF"), ("--primary: 210 100% 50%;", "210 100% 50%", "#0080FF"),
        ("  `0 0% 100%`  ", "0 0% 100%", "#FFFFFF"), ("--ring: 210deg 100% 50% / 0.5;", "210deg 100% 50% / 0.5", "#0080FF80"),
        ("\"primary\": \"210 100% 50%\",", "210 100% 50%", "#0080FF"), ("--a: 0 0% 0%; --b: 0 0% 100%", "0 0% 0%", "#000000"),
        ("--muted: 210 40% 96.1% / 50%", "210 40% 96.1% / 50%", "#F1F5F980"), ("**Primary:** 210 100% 50%", "210 100% 50%", "#0080FF"),
    ])
    func bareHSLTriples(text: String, literal: String, hex: String) {
        let match = ColorValueScanner.first(in: text)
        #expect(match?.text == literal)
        #expect(match.flatMap { try? $0.color.get() }?.hex == hex)
    }

    @Test(arguments: [
        "grows 10 20% 30%", "Primary: 210 100% 50% (brand blue)", "400 100% 50%", "10 120% 30%", "10 20% 30",
        "10 20%30%", "--x: 10 20% 30% / 2", "10 20% 30% 40%",
    ])
    func notBareHSLTriples(text: String) {
        #expect(ColorValueScanner.matches(in: text).isEmpty)
    }

    @Test func twoTriplesAfterTwoColons() {
        #expect(ColorValueScanner.matches(in: "--a: 0 0% 0%; --b: 0 0% 100%").map(\.text) == ["0 0% 0%", "0 0% 100%"])
    }

    @Test(arguments: [
        ("Color(0xFFFFD122)", "0xFFFFD122", "#FFD122"), ("const Color(0x80FF0000),", "0x80FF0000", "#FF000080"),
        ("val Purple = Color(0xff6200ee)", "0xff6200ee", "#6200EE"), ("0xFFD84D", "0xFFD84D", "#FFD84D"),
    ])
    func zeroXIntegers(text: String, literal: String, hex: String) {
        #expect(only(text)?.text == literal)
        #expect(only(text)?.hex == hex)
    }

    @Test(arguments: ["0x1F", "mask 0xFFFF", "abc0xFFFFFF", "0xFFFFFFFFF", "0xFFFFFFFZ", "10x10"])
    func zeroXNumbersThatAreNotColours(text: String) {
        #expect(ColorValueScanner.matches(in: text).isEmpty)
    }

    @Test(arguments: [
        ("Color(red: 0.2, green: 0.4, blue: 0.6)", "#336699"),
        ("Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)", "#33669980"),
        ("UIColor(red: 51/255, green: 102/255, blue: 1, alpha: 1)", "#3366FF"),
        ("UIColor(red: 51.0 / 255.0, green: 0, blue: 0, alpha: 0.5)", "#33000080"),
        ("UIColor(red: 51, green: 102, blue: 153, alpha: 1)", "#336699"),
        ("UIColor(red: 1, green: 1, blue: 1, alpha: 1)", "#FFFFFF"),
        ("NSColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)", "#336699"),
        ("NSColor(calibratedRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)", "#336699"),
        ("Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)", "#336699"),
        ("Color(.displayP3, red: 1, green: 0, blue: 0)", "#FF0000"),
        ("Color(white: 0.5)", "#808080"), ("UIColor(white: 0, alpha: 0.5)", "#00000080"),
        ("Color(hex: \"FFD84D\")", "#FFD84D"), ("Color(hex: \"#FFD84D\", alpha: 0.5)", "#FFD84D80"),
        ("UIColor(hex: \"#FFD84D\")", "#FFD84D"), ("Color(hex: 0xFFD84D)", "#FFD84D"),
        ("#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", "#336699"),
        ("Color.fromARGB(255, 66, 165, 245)", "#42A5F5"), ("Color.fromRGBO(66, 165, 245, 0.5)", "#42A5F580"),
        ("Color.from(alpha: 1, red: 0.2, green: 0.4, blue: 0.6)", "#336699"),
    ])
    func platformInitialisers(text: String, hex: String) {
        #expect(only(text)?.text == text)
        #expect(only(text)?.hex == hex)
    }

    @Test func platformCallsInsideCode() {
        let line = "static let ink = Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5) // usage"
        #expect(only(line)?.text == "Color(red: 0.2, green: 0.4, blue: 0.6)")
        #expect(only("let c = SwiftUI.Color(white: 1)")?.hex == "#FFFFFF")
        #expect(only("Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))")?.text == "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)")
    }

    @Test(arguments: [
        "Color(red: r, green: g, blue: b)", "Color(\"AccentColor\")", "Color(red: 0.2, green: 0.4)", "Color(hue: 0.5, saturation: 1, brightness: 1)",
        "MyColor(red: 0.2, green: 0.4, blue: 0.6)", "Color(red: 0.2 green: 0.4, blue: 0.6)", "Color(.accentColor)",
    ])
    func platformCallsThatAreNotColours(text: String) {
        #expect(ColorValueScanner.matches(in: text).isEmpty)
    }

    @Test func androidColorElementsAreAlphaFirst() {
        #expect(only("<color name=\"primary\">#FF6200EE</color>")?.hex == "#6200EE")
        #expect(only("<color name=\"scrim\">#8F00</color>")?.hex == "#FF000088")
        #expect(only("<item name=\"colorPrimary\"> #806200EE </item>")?.hex == "#6200EE80")
        #expect(only("<color name=\"primary\">#6200EE</color>")?.hex == "#6200EE")
        // Outside such an element, and after it closes, 8-digit hex is CSS's #RRGGBBAA.
        #expect(only("#FF6200EE")?.hex == "#FF6200EE")
        #expect(ColorValueScanner.matches(in: "<color>#FF6200EE</color> #FF6200EE").compactMap { try? $0.color.get().hex } == ["#6200EE", "#FF6200EE"])
        #expect(only("<span>#FF6200EE</span>")?.hex == "#FF6200EE")
        #expect(only("#FF6200EE", alphaFirstHex: true)?.hex == "#6200EE")
        #expect(only("#FF6200", alphaFirstHex: true)?.hex == "#FF6200")
    }

    @Test(arguments: [
        "#GGG", "#12345", "#primary", "rgb(300, 0, 0)", "rgb(a, b, c)", "rgb()", "hsl(210, 100, 50)", "oklch(bad)",
        "Color(red: 300, green: 0, blue: 0)", "Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 2)",
        "Color(hex: \"GGG\")", "Color(hex: 0xFFFF)", "Color.fromARGB(255, 300, 0, 0)", "Color.fromRGBO(0, 0, 0, 2)",
    ])
    func malformedCandidatesAreFailures(text: String) throws {
        let match = try #require(ColorValueScanner.first(in: text))
        #expect(match.text == text)
        guard case .failure(let error) = match.color else {
            Issue.record("\(text) parsed as a colour")
            return
        }
        #expect(error.text == text)
    }

    @Test(arguments: [
        "rule #1", "see #12", "&#123;", "C#7", "issue#abc", "é#FFF", "#if DEBUG", "#Preview(\"Card\")", "#selector(tap)",
        "navy and white", "color: red", "hsl(var(--primary))", "rgb(", "rgb(1, 2, 3", "color($primary)", "Colors.blue",
        "", "#", "##", "0x", "(", "Color(", "Color.fromARGB(1, 2, 3)",
    ])
    func notColours(text: String) {
        #expect(ColorValueScanner.matches(in: text).isEmpty)
    }

    @Test(arguments: [
        ("`rgb(8, 18, 26)` / `#08121a`", ["rgb(8, 18, 26)", "#08121a"]),
        ("Color(0xFFFFD122) then rgb(0 0 0) and #fff; #GGG", ["0xFFFFD122", "rgb(0 0 0)", "#fff", "#GGG"]),
        ("linear-gradient(180deg, #FFF 0%, hsl(0, 0%, 0%) 100%)", ["#FFF", "hsl(0, 0%, 0%)"]),
        ("#abc#def", ["#abc"]),
        ("Ink — #1A1A1A · Paper — #F2EEE6 (über 90%)", ["#1A1A1A", "#F2EEE6"]),
    ])
    func severalInOrder(text: String, literals: [String]) {
        #expect(ColorValueScanner.matches(in: text).map(\.text) == literals)
    }

    @Test(arguments: [
        "`rgb(8, 18, 26)` / `#08121a`", "Ink 🖋️ — #1A1A1A · 情報 #FFE566 · é Color(white: 1)",
        "--primary: 210 100% 50%;", "<color name=\"a\">#FF6200EE</color> 0xFF000000 ü", "#FFF\u{301} and #000",
    ])
    func rangesLocateTheLiterals(text: String) {
        let matches = ColorValueScanner.matches(in: text)
        #expect(!matches.isEmpty)
        for match in matches { #expect(String(text[match.range]) == match.text) }
        #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
    }

    @Test func firstIsTheEarliest() {
        #expect(ColorValueScanner.first(in: "Text #111 on #FFF")?.text == "#111")
        #expect(ColorValueScanner.first(in: "no colour here") == nil)
    }

    /// About 200 KB of what makes backtracking scanners quadratic (`prefix` then `unit` repeated):
    /// it must come back at once, where a quadratic scan would take minutes, with sensible results.
    @Test(arguments: [
        ("", "1", 200_000, 0), ("", "#", 200_000, 0), ("", "rgb(", 50_000, 0), ("", "#a", 100_000, 0),
        ("", "Color(red: ", 20_000, 0), ("", "0x", 100_000, 0), ("", "12 ", 70_000, 0), ("", ":", 200_000, 0),
        ("#", "F", 200_000, 1), ("0x", "F", 200_000, 0), ("", "<color>", 30_000, 0), ("", "hsl(1 ", 35_000, 0),
        ("", "#FFF ", 40_000, 40_000), ("", "rgb(1,2,3)", 20_000, 20_000), ("", "Color(white: 1)", 13_000, 13_000),
        ("", "Color(red: 1, green: 1, blue: 1, ", 6_000, 0), ("", "é#", 70_000, 0), ("Color(hex: \"", "F", 200_000, 0),
    ])
    func adversarialInputScansInLinearTime(prefix: String, unit: String, repetitions: Int, expected: Int) {
        let text = prefix + String(repeating: unit, count: repetitions)
        #expect(ColorValueScanner.matches(in: text).count == expected)
    }
}
