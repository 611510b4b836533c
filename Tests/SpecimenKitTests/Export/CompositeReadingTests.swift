import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Which components a document has and how its groups and parts are read (fixture
/// `components/composites-and-groups.md`):
/// - a component's own table (`| Variant | Fill | Text | Radius |` under Buttons) gives its
///   variants their corners and no radius tokens named "Primary" and "Quiet";
/// - a heading of alternatives (`Badges / Tags`) names no variant, so each caption below it is a
///   variant drawn with its keys, not one component "described only in words";
/// - a `Form Elements` group takes the kind its first caption names (`**Text Fields:**`);
/// - a bar's `Links:` line that states its own text colour takes no fill from a token named like
///   it (`Link Blue`), and stays on the bar's white;
/// - a footer's parts (column labels, link rows) are drawn in their own colour, size and case.
@Suite("Reading composite components and groups")
struct CompositeReadingTests {
    static func document() throws -> String { try TestSupport.fixture("components/composites-and-groups.md") }

    @Test func componentsAsFrontMatter() throws {
        #expect(try ReadingAsFrontMatterTests.extracted(Self.document()) == """
            ---
            version: alpha
            name: "Lantern"
            colors:
              lantern-teal: "#0F6B6B"  # line 5
              chalk: "#FFFFFF"  # line 6
              ink: "#1A1A1A"  # line 7
              slate: "#5B6470"  # line 8
              link-blue: "#2255CC"  # line 9
            components:
              buttons-primary:  # line 13
                backgroundColor: "{colors.lantern-teal}"  # line 17
                textColor: "#FFFFFF"  # line 17
                rounded: 6px  # line 17
              buttons-quiet:  # line 13
                backgroundColor: "#00000000"  # line 18
                textColor: "{colors.ink}"  # line 18
                rounded: 4px  # line 18
              badges-tags-calm-tag:  # line 20
                backgroundColor: "#E8F4F4"  # line 23
                textColor: "#0F6B6B"  # line 24
                rounded: 999px  # line 25
              badges-tags-alert:  # line 20
                backgroundColor: "#FDECEC"  # line 28
                textColor: "#A61B1B"  # line 29
                rounded: 4px  # line 30
              form-elements:  # line 32
                backgroundColor: "#FFFFFF"  # line 35
                rounded: 6px  # line 37
                borderWidth: 1px  # line 36
                borderColor: "{colors.slate}"  # line 36
              top-bar-links:  # line 39
                backgroundColor: "#FFFFFF"  # line 40
                textColor: "#1A1A1A"  # line 41
                borderWidth: 0px  # line 41
              top-bar-cta:  # line 39
                backgroundColor: "{colors.lantern-teal}"  # line 42
                textColor: "#FFFFFF"  # line 42
                rounded: 9999px
              footer:  # line 44
                backgroundColor: "{colors.ink}"  # line 45
            #
            # Not understood (the document's words, with their lines):
            #   line 46: footer part "Column labels": textColor "{colors.slate}", typography { fontSize: 12px, textTransform: uppercase } (the format has no parts; drawn from the prose)
            #   line 47: footer part "Link rows": textColor "#FFFFFF", typography { fontSize: 14px } (the format has no parts; drawn from the prose)
            ---

            """)
    }

    /// Two captions that are a kind's words alone (`Input Fields`, `Select Dropdowns`) would be
    /// one variant if the group took their kind: the group stays as it is, with two variants.
    @Test func captionsOfKindWordsAloneStayTwoVariants() throws {
        let document = """
            # Pier

            ## Components

            ### Form Elements

            **Input Fields:**
            - Background: `#111111`

            **Select Dropdowns:**
            - Background: `#222222`
            """
        let text = try ReadingAsFrontMatterTests.extracted(document)
        #expect(text.contains("form-elements-input-fields:  # line 5\n    backgroundColor: \"#111111\"  # line 8"))
        #expect(text.contains("form-elements-select-dropdowns:  # line 5\n    backgroundColor: \"#222222\"  # line 11"))
    }

    @Test func groupKindsAndPartsInTheGallery() throws {
        let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": try Self.document()])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let system = try #require(state.systems.first)
        #expect(system.components.first { $0.name == "Form Elements" }?.kind == .textInput)
        #expect(system.components.first { $0.name == "Badges / Tags" }?.variants.map(\.name) == ["Calm Tag", "Alert"])
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        #expect(html.contains("data-part=\"Column labels\" style=\"--c-text: #5B6470; --c-size: 12px; --c-case: uppercase\""))
        #expect(html.contains(">Link rows</p>"))
    }
}
