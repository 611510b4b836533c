import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A component given as the SwiftUI snippet that builds it, with no struct around it: a view
    /// and its modifier chain under the component's heading.
    @Suite struct SwiftUISnippetTests {
        static let document = """
        # Harbour Kit

        ## Components

        ### Save Button

        ```swift
        Button(action: save) {
            Text("Keep changes")
                .fontWeight(.semibold)
                .frame(maxWidth: .infinity)
                .padding(14)
                .background(Color.orange)
                .foregroundColor(.white)
                .clipShape(RoundedRectangle(cornerRadius: 10))
        }
        ```

        ### Notice Card

        ```swift
        VStack(alignment: .leading, spacing: 8) {
            Text("Tide warning")
                .font(.headline)
        }
        .padding(20)
        .background(.thickMaterial)
        .overlay(RoundedRectangle(cornerRadius: 14).stroke(Color.gray, lineWidth: 1))
        .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 2)
        ```

        ### Pier Tag

        - Text: white

        ```swift
        .padding(.horizontal, 10)
        .background(Color(hex: "#2E6B4F"))
        .cornerRadius(6)
        ```

        ### Kotlin Chip

        ```kotlin
        Modifier
            .padding(8.dp)
            .background(Color.Blue)
        ```
        """

        let seed = ComponentSeed(document: MarkdownParser().parse(Self.document, file: "harbour.md"))

        @Test func aButtonSnippetIsTheButton() throws {
            let button = try #require(seed.spec("Save Button"), "\(seed.inventory)")
            let look = button.base[.default]
            #expect(button.kind == .button)
            #expect(look.fill?.value?.hex == "#FF9500")
            #expect(look.textColor?.value?.hex == "#FFFFFF")
            #expect(look.radius?.value == Length(10))
            #expect(look.fullWidth?.value == true)
            #expect(look.paddingHorizontal?.value == Length(14))
            #expect(look.font?.value?.weight == "semibold")
            #expect(button.samples.map(\.value) == ["Keep changes"])
            #expect(look.fill?.provenance.line == 13)
        }

        @Test func aContainerChainIsTheCardAndItsTextAPart() throws {
            let card = try #require(seed.spec("Notice Card"), "\(seed.inventory)")
            let look = card.base[.default]
            #expect(card.kind == .card)
            #expect(look.paddingVertical?.value == Length(20))
            #expect(look.borderWidth?.value == Length(1))
            #expect(look.borderColor?.value?.hex == "#8E8E93")
            #expect(look.radius?.value == Length(14))
            #expect(look.shadow?.value?.blur == Length(6))
            #expect(card.parts.map(\.name) == ["Tide warning"])
        }

        /// A material is no colour the document states: it stays the document's word, unresolved
        /// and listed, never a fill Specimen invents.
        @Test func aMaterialFillStaysTheDocumentsWord() throws {
            let card = try #require(seed.spec("Notice Card"))
            let fill = try #require(card.base[.default].fill)
            #expect(fill.value == nil)
            #expect(fill.raw == ".thickMaterial")
            let resolved = try #require(seed.component("Notice Card"))
            #expect(resolved.variants.first?.states[.default]?.fill == nil)
        }

        @Test func aChainAloneStylesTheHeadingsComponentAndTheProseWins() throws {
            let tag = try #require(seed.spec("Pier Tag"), "\(seed.inventory)")
            let look = tag.base[.default]
            #expect(look.fill?.value?.hex == "#2E6B4F")
            #expect(look.radius?.value == Length(6))
            #expect(look.paddingHorizontal?.value == Length(10))
            #expect(look.textColor?.value?.hex == "#FFFFFF")
        }

        @Test func anotherLanguagesChainIsNoSwiftUISnippet() {
            #expect(seed.spec("Kotlin Chip")?.base[.default].fill == nil)
        }
    }
}
