import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The per-line tests the readers ask of every code line, pinned on the cases that decide them,
/// in ASCII and in other scripts (the byte passes must leave those to the character rules).
@Suite struct LineHelperTests {
    @Test(arguments: [
        ("Primary", true), ("Page BG", true), ("Brand blue 500", true), ("one two three four five", true),
        ("one two three four five six", false), ("", false), ("   ", false), ("Ends with a stop.", false),
        ("v1.2 tokens", true), ("Wait. Then", false), ("Hello, world", false), ("背景", true), ("背景。", false),
        ("\"Read More\" link", true), ("\"open quote", false), ("“Curly” one", true), ("“Curly one", false),
        (String(repeating: "x", count: 61), false), (String(repeating: "情", count: 30), true),
    ])
    func isName(_ text: String, expected: Bool) {
        #expect(LabelledText.isName(text) == expected, "\(text)")
        // The byte pass on ASCII answers as the Character pass does.
        #expect(LabelledText.isCharacterName(text, maxWords: 5) == expected, "\(text)")
    }

    /// A name wholly in code before the colon is the label (`` `moss-50`: `#EEF3EE` ``); a colon
    /// inside the code is still code's.
    @Test func aLabelInCodeBeforeTheColon() {
        let read = LabelledText.read(strong: nil, rest: "`moss-50`: `#EEF3EE` — quiet grounds")
        #expect(read.label == "moss-50")
        #expect(read.value.hasPrefix("`#EEF3EE`"))
        #expect(LabelledText.read(strong: nil, rest: "`font-feature-settings: \"tnum\"` on figures").label.isEmpty)
    }

    @Test("The byte pass and the Character pass agree on ASCII labels", arguments: [
        "a;b", "ok!", "why?", "a\tb", "x\u{0B}y", "tab\t", "end .", "\"q\" \"r\"", "one.two", "a. b", "A & B / C",
        "AB 12", "(paren) name", "x y z w", "x y z w v", "a,", "", ".",
    ])
    func bytePassAgrees(_ text: String) {
        for words in [1, 2, 4, 6] {
            #expect(LabelledText.isName(text, maxWords: words) == LabelledText.isCharacterName(text, maxWords: words), "\(text) \(words)")
        }
    }

    @Test(arguments: [
        ("bg-indigo-600 text-white", true), ("hover:bg-[#163F5B] px-4", true), ("`bg-gray-50` rounded-md", true),
        ("rounded", false), ("color: #FFF", false), ("Primary button", false), ("bg-[Ünïcode] px-2", true),
        ("bg-white texté-x", true), ("px-4 Py-2", false), ("` `", false), ("", false),
    ])
    func isClassList(_ text: String, expected: Bool) {
        #expect(UtilityClassReader.isClassList(text) == expected, "\(text)")
    }

    @Test func bracketsAndAssignments() {
        #expect(CodeStatementReader.bracketBalance("LinearGradient(colors: [") == 2)
        #expect(CodeStatementReader.bracketBalance("call(\"(\", ')') ]") == -1)
        #expect(CodeStatementReader.bracketBalance("f(a, g(b", of: "()") == 2)
        #expect(CodeStatementReader.bracketBalance("情報(デザイン") == 1)
        let assignment = "static let ink: Color = Color(red: 0.1)"
        #expect(CodeStatementReader.topLevelEquals(in: assignment).map { assignment[..<$0] } == "static let ink: Color ")
        for text in ["a == b", "x => y", "a <= b", "a != b", "f(a = 1)", "\"a = b\"", "no equals"] {
            #expect(CodeStatementReader.topLevelEquals(in: text) == nil, "\(text)")
        }
        #expect(CodeStatementReader.topLevelEquals(in: "色 = #FFF").map { "色 = #FFF"[$0...] } == "= #FFF")
    }

    @Test func treesAndFrames() {
        #expect(CodeStatementReader.untreed("  ├─ Hero Time: 72pt").text == "Hero Time: 72pt")
        #expect(CodeStatementReader.untreed("  ├─ Hero Time: 72pt").indent == 5)
        #expect(CodeStatementReader.untreed("    plain: 1").indent == 4)
        #expect(CodeStatementReader.untreed("→ not a tree").text == "→ not a tree")
        #expect(PlainLineHeading.containsBoxCharacter("│ No Saved Items │ 28pt"))
        #expect(!PlainLineHeading.containsBoxCharacter("→ arrows — and dashes"))
    }

    /// The tree lead is read as scalars; it must give what the Character walk gives, marks
    /// that run on from a glyph or a space included.
    @Test func treeLeadsAgreeWithTheCharacterWalk() {
        func reference(_ line: String) -> (String, Int) {
            let spaces = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            guard line.utf8.dropFirst(spaces).first == 0xE2, let first = line.dropFirst(spaces).first,
                  CodeStatementReader.treeGlyphs.contains(first) else { return (line, spaces) }
            let lead = line.prefix { $0 == " " || $0 == "\t" || CodeStatementReader.treeGlyphs.contains($0) }
            return (String(line.dropFirst(lead.count)), lead.count)
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "\t", "├", "└", "│", "─", "┬", "┃", "┌", "\u{301}", "a", "情", "→", "─\u{301}", " \u{20DD}"]
        for _ in 0..<3_000 {
            let line = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let read = CodeStatementReader.untreed(line)
            #expect(read.text == reference(line).0 && read.indent == reference(line).1, "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
