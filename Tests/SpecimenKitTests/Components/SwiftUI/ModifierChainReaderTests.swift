import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A view and its modifiers, however the chain is laid out.
    @Suite struct ModifierChainReaderTests {
        /// The chains of a body written in `lines` (the first line is the `var body` line).
        private func chains(_ body: String) -> [ModifierChain] {
            var offset = 0
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
                defer { offset += text.utf8.count + 1 }
                return SwiftCodeLine(String(text), line: index + 1, offset: offset)
            }
            return ModifierChainReader(SwiftSourceScanner(body)).chains(in: lines, limit: body.utf8.count)
        }

        @Test func aChainOnOneLine() throws {
            let read = ModifierChainReader.read("Text(\"Hi\").padding(8).background(.blue)")
            #expect(read.base == "Text(\"Hi\")")
            #expect(read.modifiers.map(\.name) == ["padding", "background"])
            #expect(read.modifiers.map(\.arguments) == ["8", ".blue"])

            let found = chains("var body: some View {\n    Text(\"Hi\").padding(8).background(.blue)\n}")
            let chain = try #require(found.first)
            #expect(found.count == 1)
            #expect(chain.opener == "Text(\"Hi\").padding(8).background(.blue)")
            #expect(chain.modifiers.map(\.name) == ["padding", "background"])
            #expect(chain.modifiers.map(\.line) == [2, 2])
            #expect(chain.indent == 4)
        }

        @Test func aChainOverLines() throws {
            let body = """
            var body: some View {
                // Title
                Text(title)
                    .font(.headline)

                    .overlay(
                        RoundedRectangle(cornerRadius: 8)   
                            .stroke(Color.black, lineWidth: 2)
                    )
                    .padding(.horizontal, 12)
            }
            """
            let chain = try #require(chains(body).first)
            #expect(chains(body).count == 1)
            #expect(chain.opener == "Text(title)")
            #expect(chain.comment == "Title")
            #expect(chain.indent == 8)
            #expect(chain.modifiers.map(\.name) == ["font", "overlay", "padding"])
            #expect(chain.modifiers.map(\.line) == [4, 6, 10])
            // Lines are trimmed where they meet, as the chain states them.
            #expect(chain.modifiers[1].arguments == "\nRoundedRectangle(cornerRadius: 8)\n.stroke(Color.black, lineWidth: 2)\n")
        }

        @Test func aChainStartedOnOneLineGoesOnOverLines() throws {
            let chain = try #require(chains("var body: some View {\n    Text(\"Hi\").bold()\n        .padding(8)\n}").first)
            #expect(chain.modifiers.map(\.name) == ["bold", "padding"])
            #expect(chain.indent == 8)
        }

        @Test func stringsAndCommentsInArgumentsDoNotEndTheChain() throws {
            let body = """
            var body: some View {
                Text("a ) b")
                    .accessibilityLabel("close ) \\" }") // a ) comment
                    .padding(4) /* ( */
                    .background(Color("brand"))
            }
            """
            let chain = try #require(chains(body).first)
            #expect(chain.modifiers.map(\.name) == ["accessibilityLabel", "padding", "background"])
            #expect(chain.modifiers[0].arguments == "\"close ) \\\" }\"")
        }

        @Test func aTrailingClosureEndsTheChainAndItsContentIsReadToo() {
            let body = """
            var body: some View {
                content
                    .padding(8)
                    .overlay(alignment: .bottom) {
                        Rectangle()
                            .frame(height: 1)
                    }
            }
            """
            let found = chains(body)
            #expect(found.map { $0.modifiers.map(\.name) } == [["padding", "overlay"], ["frame"]])
            #expect(found.map(\.opener) == ["content", "Rectangle()"])
            #expect(found[0].modifiers[1].arguments == "alignment: .bottom")
        }

        @Test func aValueWithAMethodIsOneView() {
            #expect(ModifierChainReader.read("Color.black.opacity(0.3)").modifiers.isEmpty)
            let label = ModifierChainReader.read("configuration.label.padding(8)")
            #expect(label.base == "configuration.label")
            #expect(label.modifiers.map(\.name) == ["padding"])
            // Not chains: a call with a closure, a condition, a plain value.
            #expect(chains("var body: some View {\n    ForEach(items) { item in\n    }\n    if isOn.wrappedValue {\n    }\n}").isEmpty)
        }

        @Test func aLineInAMultiLineStringIsNoModifier() {
            let body = "var body: some View {\n    Text(\"\"\"\n    .padding(8)\n    \"\"\")\n}"
            #expect(chains(body).isEmpty)
        }
    }
}
