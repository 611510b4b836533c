import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The letter case a type table's Use column, or a part's clause, gives text in capitals.
@Suite struct LetterCaseTests {
    @Test(arguments: [
        ("uppercase", true), ("All-caps topic tags", true), ("Kicker, ALL CAPS", true), ("set in all caps", true),
        ("text-transform: uppercase", true), ("英字大文字", true),
        ("Small caps, badges", false), ("never all-caps", false), ("no uppercase transform", false),
        ("大文字にしない", false), ("Key caps", false), ("Uppercased", true),
    ])
    func aPhraseSaysCapitals(_ text: String, _ expected: Bool) {
        #expect(LetterCase.saysUppercase(text) == expected)
    }

    /// Lines in two scripts: an ASCII term is found by its bytes before Foundation is asked, in
    /// any case, and a term in Japanese as before.
    @Test(arguments: [
        ("Étiquettes en ALL-CAPS", true), ("見出しは UPPERCASE で表示", true), ("見出しは大文字で表示", true),
        ("Légende en minuscules", false), ("見出しは小文字で表示", false), ("Ｃａｐｓ は全角", false),
    ])
    func aLineInAnotherScriptMayNameTheCase(_ text: String, _ expected: Bool) {
        #expect(LetterCase.mayName(text) == expected)
        #expect(LetterCase.mayName(text) == LetterCase.lastWords.contains { text.lowercased().containsText($0) })
    }

    @Test(arguments: [
        (["Labels of solid buttons (uppercase)"], true), (["All-caps topic tags"], true), (["Kicker over a title, ALL CAPS"], true),
        (["0.5px (uppercase)", "Section labels"], true), (["Tracked labels — uppercase, mono"], true),
        (["Story titles in mixed case (no uppercase transform)"], false), (["Tiny labels, often uppercase"], false),
        (["Body text, mixed case and uppercase variants"], false), (["Small caps, badges"], false),
    ])
    func aTypeRowsNotesGiveTheCase(_ cells: [String], _ expected: Bool) {
        #expect(LetterCase.notesSayUppercase(cells) == expected)
    }

    func analysed() throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["quarry/DESIGN.md": try TestSupport.fixture("frontmatter/type-role-case.md")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    @Test func componentsSetInAStyleTheTableCapitaliseAreInCapitals() throws {
        let system = try analysed()
        func font(_ name: String, _ state: ComponentState = ComponentState.default) -> ResolvedFont? {
            system.components.first { $0.spec.name == name }?.variants.first?.states[state]?.font
        }
        #expect(font("button-solid")?.uppercase == true)
        #expect(font("button-solid", .hover)?.uppercase == true)
        #expect(font("chip-topic")?.uppercase == true)
        #expect(font("card-story")?.uppercase == false)
        #expect(font("badge-small")?.uppercase == false)
    }

    @Test func aSentenceSetsItsKindAndItsStyleInCapitalsUnlessItHedges() throws {
        let system = try analysed()
        func font(_ name: String) -> ResolvedFont? {
            system.components.first { $0.spec.name == name }?.variants.first?.states[ComponentState.default]?.font
        }
        #expect(font("button-ghost")?.uppercase == true)
        #expect(font("chip-overline")?.uppercase == true)
        #expect(font("pill-soft")?.uppercase == false)
        // Said under a heading of things not to do.
        #expect(font("badge-small")?.uppercase == false)
        #expect(font("card-story")?.uppercase == false)
    }

    @Test(arguments: [
        ("All button labels and eyebrows are uppercase with 0.2px tracking", [["button", "label"], ["eyebrow"]]),
        ("Tabs are always set in all-caps", [["tab"]]),
        ("Buttons and eyebrows almost always run in uppercase", nil),
        ("Buttons are never uppercase", nil),
        ("Uppercase eyebrow and button caps give the brand its cadence", nil),
    ] as [(String, [[String]]?)])
    func aRuleSentenceNamesItsSubjects(_ sentence: String, _ expected: [[String]]?) {
        #expect(TypeStyleCases.subjects(ofRule: sentence) == expected)
    }

    @Test func aPartsCapitalsStayOnThePart() throws {
        let system = try analysed()
        let footer = try #require(system.componentSpecs.first { $0.name == "footer" })
        #expect(footer.base[.default].font?.value?.uppercase != true)
        let heads = footer.parts.first { $0.name.lowercased().contains("column") }
        #expect(heads?.properties.font?.value?.uppercase == true)
        #expect(heads?.provenance.line == 101)
        // A second style in the clause is another thing's, and so is its case.
        let band = try #require(system.componentSpecs.first { $0.name == "band-intro" })
        let title = band.parts.first { $0.name == "Lead title" }
        #expect(title?.properties.font?.value?.styleReference == "typography.title-plain")
        #expect(title?.properties.font?.value?.uppercase == false)
        #expect(band.base[.default].font?.value?.uppercase != true)
    }

    @Test func aDescriptionsCapitalsGoToThePartItNames() throws {
        let system = try analysed()
        let row = try #require(system.componentSpecs.first { $0.name == "ledger-row" })
        #expect(row.parts.first { $0.name == "header" }?.properties.font?.value?.uppercase == true)
        #expect(row.parts.first { $0.name == "body" }?.properties.font?.value?.uppercase == false)
    }
}
