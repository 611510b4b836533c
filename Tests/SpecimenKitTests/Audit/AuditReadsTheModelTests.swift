import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

extension AuditTests {
    /// After the reading stages, the audit looks at the model alone: the sentences, tables and
    /// lines the Extract stage's one walk of the document read (`DesignSystem.prose`), the
    /// tokens and the components. It never walks the Markdown again.
    @Suite("Reads the model, not the Markdown") struct ReadsTheModelTests {
        /// Each seed's system with its parsed document taken away (no blocks, no lines) audits
        /// exactly as the system does: were any audit code to read the document's tree or its
        /// lines rather than the model, its claims, pairings or cues would vanish here.
        @Test func aSystemWithoutItsMarkdownAuditsTheSame() throws {
            let state = try #require(AuditSeeds.state)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            var claims = 0
            var cues = 0
            for analyzed in state.systems {
                let system = analyzed.system
                let report = ContrastAuditor().audit(system)
                let blank = Self.withoutMarkdown(system)
                #expect(blank.document.blocks.isEmpty && blank.document.lines.isEmpty)
                #expect(try encoder.encode(ContrastAuditor().audit(blank)) == encoder.encode(report), "\(system.slug)")
                claims += report.claims.count
                cues += report.colorVision.filter { $0.nonColorCue != nil }.count
            }
            // The seeds make claims and state cues, so the comparison has something to lose.
            #expect(claims > 0)
            #expect(cues > 0)
        }

        /// The rules a build reads from the walk's paragraphs are those of the document read
        /// on its own.
        @Test func theWalksProseGivesTheDocumentsRules() throws {
            let document = MarkdownParser().parse("""
                # Ledger

                ## Rules

                - Corners never exceed 6px.
                - Never use pure black for body text.

                > Avoid pure white as the page colour.
                """, file: "ledger.md")
            let draft = StatementReader().draft(of: document)
            let rules = DesignRuleExtractor().extract(from: draft.prose)
            #expect(rules.map(\.kind) == DesignRuleExtractor().extract(from: document).map(\.kind))
            #expect(rules.count == 3)
            #expect(draft.sections.map(\.title) == SectionCollector.sections(of: document).map(\.title))
        }

        static func withoutMarkdown(_ system: DesignSystem) -> DesignSystem {
            let ingested = system.ingested
            let empty = MarkdownDocument(
                file: system.document.file, root: MarkdownNode(kind: .document, startLine: 1, endLine: 1), lines: [])
            let blank = IngestedSystem(
                source: ingested.source, sidecar: ingested.sidecar, document: empty, outline: ingested.outline,
                frontMatter: ingested.frontMatter, yamlSources: ingested.yamlSources, inputDigests: ingested.inputDigests,
                inputStamps: ingested.inputStamps, unreadFrontMatter: ingested.unreadFrontMatter)
            let resolved = ResolvedSystem(blank, statements: [], tokens: system.tokens, fonts: system.fonts, prose: system.prose, sections: [])
            return DesignSystem(resolved, reading: system.reading)
        }
    }
}
