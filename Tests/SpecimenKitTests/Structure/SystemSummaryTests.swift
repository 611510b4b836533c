import Testing
@testable import SpecimenReading

/// The site home introduces each system by a line of its own document. A caption that
/// introduces a list (`**Button states:**`, `Our palette:`) says nothing of the system, so the
/// first sentence after it is the summary. A bold tagline is no caption.
@Suite("The system's one-line summary")
struct SystemSummaryTests {
    static func summary(_ text: String) -> String? {
        SystemSummary.find(in: SectionSplitter().split(MarkdownParser().parse(text, file: "x/DESIGN.md")))
    }

    @Test("A bold caption or a line ending in a colon is passed over")
    func captionsAreNoSummary() {
        #expect(Self.summary("""
            # Tern

            ## Colours

            **Button colour states:**
            - Hover: #0B5CAD

            Tern keeps its colours few and calm. Buttons carry the one accent.
            """) == "Tern keeps its colours few and calm.")
        #expect(Self.summary("""
            # Tern

            The colours we use for every product screen:

            - Ink: #111111

            Tern is a quiet system for field tools.
            """) == "Tern is a quiet system for field tools.")
    }

    @Test("A first sentence, or a bold tagline, is still the summary")
    func aSentenceIsTheSummary() {
        #expect(Self.summary("""
            # Tern

            ## Why

            **"Calm tools for busy crews."**

            Tern balances:
            """) == "\"Calm tools for busy crews.\"")
        #expect(Self.summary("""
            # Tern

            **Tern** is a quiet system for field tools. It has few colours.
            """) == "Tern is a quiet system for field tools.")
    }
}
