import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Brackets, commas and `? :` count only in code: strings and comments hold any text.
    @Suite struct SwiftSourceScannerTests {
        /// The offset of the bracket that closes the first `open` in `source`, as text after it.
        private func closingText(_ source: String, open: Character = "{") -> String? {
            let scanner = SwiftSourceScanner(source)
            let bytes = Array(source.utf8)
            guard let start = bytes.firstIndex(of: UInt8(ascii: open.unicodeScalars.first!)),
                  let close = scanner.closing(start) else { return nil }
            return scanner.text(close..<bytes.count)
        }

        @Test func aBraceInsideAStringDoesNotCloseTheBlock() {
            let source = "var body: some View {\n    Text(\"}\")\n    Text(\"{\")\n} // end"
            #expect(closingText(source) == "} // end")
        }

        @Test func escapedQuotesStayInsideTheString() {
            let source = "HStack {\n    Text(\"say \\\"}\\\" twice\")\n}X"
            #expect(closingText(source) == "}X")
            #expect(SwiftSourceScanner.arguments("\"a \\\", b\", c") == ["\"a \\\", b\"", "c"])
        }

        @Test func multiLineStringsHideTheirBraces() {
            let source = "VStack {\n    Text(\"\"\"\n    } ) \" ,\n    \"\"\")\n}END"
            #expect(closingText(source) == "}END")
        }

        @Test func rawStringsAndInterpolations() {
            #expect(closingText("f(#\"a \") b\"#, \"\\(x ? \"(\" : \")\")\")Z", open: "(") == ")Z")
            #expect(closingText("g(\"\\(h(1))\")!", open: "(") == ")!")
        }

        @Test func commentsWithBracesAreSkipped() {
            let source = "ZStack { // }\n    /* } /* nested } */ still } */\n    Color.red\n}!"
            #expect(closingText(source) == "}!")
        }

        @Test func anUnterminatedStringEndsWithItsLine() {
            #expect(closingText("Card {\n    Text(\"oops)\n}.") == "}.")
        }

        @Test func argumentsSplitAtTopLevelCommas() {
            #expect(SwiftSourceScanner.arguments("size: 17, weight: f(a, b), [1, 2], \"x, y\"") == ["size: 17", "weight: f(a, b)", "[1, 2]", "\"x, y\""])
            #expect(SwiftSourceScanner.arguments("") == [])
            let labelled = SwiftSourceScanner.labelled("Color.red, lineWidth: 2, .leading")
            #expect(labelled.map(\.label) == ["", "lineWidth", ""])
            #expect(labelled.map(\.value) == ["Color.red", "2", ".leading"])
        }

        @Test func ternariesSplitAtTheTopLevelOnly() throws {
            let split = try #require(SwiftSourceScanner.ternary("isPressed ? Color(\"a:b\") : f(c ? 1 : 2)"))
            #expect(split.condition == "isPressed")
            #expect(split.then == "Color(\"a:b\")")
            #expect(split.otherwise == "f(c ? 1 : 2)")
            #expect(SwiftSourceScanner.ternary("value?.name") == nil)
        }

        @Test func parenthesisedTextSkipsStrings() {
            #expect(SwiftSourceScanner.parenthesised("Button(title: \")(\", x: 1) { }") == "title: \")(\", x: 1")
            #expect(SwiftSourceScanner.parenthesised("Button(title: \"x\"") == nil)
        }
    }
}
