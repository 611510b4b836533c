import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The vocabulary file is data the binary carries: it must load, and readers must use it.
@Suite struct VocabularyTests {
    @Test func theShippedVocabularyLoads() {
        let vocabulary = Vocabulary.standard
        #expect(vocabulary.kinds.count > 40)
        #expect(vocabulary.kinds.first { $0.phrase == ["floating", "action", "button"] }?.kind == .floatingActionButton)
        #expect(vocabulary.stateWords["pressed"] == .pressed)
        #expect(vocabulary.activeMeansSelected.contains(.tabBar))
    }

    @Test func kindsAndStatesComeFromIt() {
        #expect(ComponentKind.classify("Toggle row") == .listRow)
        #expect(ComponentKind.classifyHead("Status Badges") == .statusBadge)
        #expect(ComponentKind.classify("Hero") == nil)
        #expect(ComponentKind.classifyComponentName("hero-band") == .container)
        // A strip of logos is a band that holds them, not a wordmark.
        #expect(ComponentKind.classifyComponentName("logo-strip") == .container)
        #expect(ComponentKind.classifyComponentName("logo") == .wordmark)
        #expect(ComponentState.from(label: "Active", kind: .tabBar) == .selected)
        #expect(ComponentState.from(label: "Active", kind: .button) == .pressed)
        #expect(ComponentState.from(label: "Focused", kind: nil) == .focus)
        // A word that names a kind beside another kind's word names the component, not a state.
        #expect(ComponentState.from(label: "Select dropdown", kind: .textInput) == nil)
        #expect(ComponentState.from(label: "Selected tab", kind: .tabBar) == .selected)
        #expect(ComponentState.from(label: "Selected calendar day", kind: .calendarDayCell) == .selected)
        #expect(ComponentKind.words(of: "Selected calendar day") == ["selected", "calendar", "day"])
    }

    @Test func aNewWordIsAnEditToTheData() throws {
        let yaml = "kinds:\n  - stepper: toggle\ncomponentNameKinds: []\nstates:\n  hover: [survol]\nactiveMeansSelected: []\n"
        let vocabulary = try Vocabulary(yaml: yaml)
        #expect(vocabulary.kinds.map(\.kind) == [.toggle])
        #expect(vocabulary.stateWords["survol"] == .hover)
    }

    @Test func aBrokenVocabularyNamesItsLine() {
        #expect(throws: SpecimenError.self) {
            _ = try Vocabulary(yaml: "kinds:\n  - widget: nonsense\ncomponentNameKinds: []\nstates: {}\nactiveMeansSelected: []\n")
        }
    }
}
