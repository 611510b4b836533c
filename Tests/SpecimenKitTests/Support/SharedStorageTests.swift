import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `Statement`, `MarkdownNode` and `DesignToken` keep their fields in one shared box
/// (`SharedFields`), so a copy costs one retain. They must still behave as values: a change to a copy never shows in the original,
/// and equality and hashing look at the fields, not at the box.
@Suite("Values with shared storage")
struct SharedStorageTests {
    private func statement(_ label: String = "Background") -> Statement {
        Statement(subject: ["Colors", "Surface"], headingCount: 1, label: label, value: "#FFFFFF", line: 12, syntax: .bullet)
    }

    @Test("A statement changed after a copy leaves the copy as it was, field by field")
    func statementCopiesAreIndependent() {
        let original = statement()
        var copy = original
        copy.label = "Foreground"
        copy.subject.append("Hover")
        copy.path = ["color", "surface"]
        copy.isDeclaration = true
        copy.mode = .dark
        #expect(original.label == "Background")
        #expect(original.subject == ["Colors", "Surface"])
        #expect(original.path == nil)
        #expect(original.isDeclaration == false)
        #expect(original.mode == nil)
        #expect(copy.subject == ["Colors", "Surface", "Hover"])
        #expect(copy.label == "Foreground")
        #expect(copy != original)

        // The original changed in turn leaves the copy alone too.
        var first = original
        let second = first
        first.value = "#000000"
        #expect(second.value == "#FFFFFF")
    }

    @Test("Statements built apart with the same fields are equal, hash alike and meet in a set")
    func statementEqualityIsByFields() {
        #expect(statement() == statement())
        #expect(statement().hashValue == statement().hashValue)
        #expect(Set([statement(), statement(), statement("Border")]).count == 2)
        var changedBack = statement()
        changedBack.label = "Border"
        changedBack.label = "Background"
        #expect(changedBack == statement())
        #expect(statement() != statement("Border"))
    }

    @Test("A node changed after a copy leaves the copy and its children as they were")
    func nodeCopiesAreIndependent() {
        let leaf = MarkdownNode(kind: .text, literal: "Primary", startLine: 3, endLine: 3)
        let original = MarkdownNode(kind: .paragraph, children: [leaf], startLine: 3, endLine: 4, html: "<p>Primary</p>\n")
        var copy = original
        copy.children[0].literal = "Secondary"
        copy.children.append(leaf)
        copy.html = nil
        copy.endLine = 9
        #expect(original.children.count == 1)
        #expect(original.children[0].literal == "Primary")
        #expect(original.html == "<p>Primary</p>\n")
        #expect(original.endLine == 4)
        #expect(leaf.literal == "Primary")
        #expect(copy.children.map(\.literal) == ["Secondary", "Primary"])
    }

    @Test("Nodes built apart with the same fields are equal and hash alike")
    func nodeEqualityIsByFields() {
        func node(_ text: String) -> MarkdownNode {
            MarkdownNode(kind: .heading(level: 2), children: [MarkdownNode(kind: .text, literal: text, startLine: 1, endLine: 1)],
                         startLine: 1, endLine: 1, inlineHTML: text)
        }
        #expect(node("Colour") == node("Colour"))
        #expect(node("Colour").hashValue == node("Colour").hashValue)
        #expect(node("Colour") != node("Type"))
        #expect(Set([node("Colour"), node("Colour"), node("Type")]).count == 2)
    }

    private func token() -> DesignToken {
        DesignToken(name: "Harbor Blue", value: .color(RGBAColor(red8: 18, green8: 52, blue8: 86)), group: "Primary",
                    provenance: Provenance(file: "DESIGN.md", line: 7, excerpt: "- Harbor Blue: #123456"))
    }

    @Test("A token changed after a copy leaves the copy as it was")
    func tokenCopiesAreIndependent() {
        let original = token()
        var copy = original
        copy.role = "Background"
        copy.restatedAt.append(Provenance(file: "DESIGN.md", line: 40, excerpt: "Harbor Blue #123456"))
        copy.provenance.line = 8
        #expect(original.role == nil)
        #expect(original.restatedAt.isEmpty)
        #expect(original.provenance.line == 7)
        #expect(copy != original)
        #expect(token() == token())
        #expect(token().hashValue == token().hashValue)
    }

    @Test("A token is coded as its fields, as the build cache has always stored it, and reads back equal")
    func tokenCodesAsItsFields() throws {
        var stated = token()
        stated.usage = "Links and focus rings"
        let data = try JSONEncoder().encode(stated)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["name", "slug", "value", "group", "usage", "provenance", "restatedAt"])
        #expect(object["slug"] as? String == "harbor-blue")
        #expect(try JSONDecoder().decode(DesignToken.self, from: data) == stated)
    }

    @Test("Printed, each shows its fields, as a test's failure message needs")
    func printedWithTheirFields() {
        let printed = [String(describing: statement()), String(describing: token()),
                       String(describing: MarkdownNode(kind: .text, literal: "Primary", startLine: 3, endLine: 3))]
        #expect(printed[0].contains("Background") && printed[0].contains("#FFFFFF") && printed[0].contains("line: 12"))
        #expect(printed[1].contains("Harbor Blue") && printed[1].contains("harbor-blue"))
        #expect(printed[2].contains("Primary") && printed[2].contains("startLine: 3"))
        #expect(!printed.contains { $0.contains("Box") })
    }
}
