import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// After parsing, the document's tree is walked once, by the Extract stage
/// (docs/ARCHITECTURE.md, "One walk"). What other readers need from anywhere in the tree (the
/// code blocks, list items and bold paragraphs) the parser lists as it copies the tree.
@Suite("One walk of the document")
struct OneWalkTests {
    /// Each seed read by Ingest, then through Extract, Resolve, Components and Audit with a
    /// document that counts how often its tree is read from the top: once, by the walk. A stage
    /// that walked the document again (a finder of samples, a look-ahead for captions, a search
    /// for YAML blocks) would read it a second time.
    @Test func extractComponentsAndAuditReadTheTreeOnce() throws {
        let analysis = Analysis()
        let sources = try analysis.scan(content: TestSupport.contentFolder).sources
        #expect(sources.count >= 5)
        for read in try analysis.read(sources) {
            let ingested = read.system
            let (document, reads) = ingested.document.countingTreeReads()
            let counted = IngestedSystem(
                source: ingested.source, sidecar: ingested.sidecar, document: document, outline: ingested.outline,
                frontMatter: ingested.frontMatter, yamlSources: ingested.yamlSources, inputDigests: ingested.inputDigests,
                inputStamps: ingested.inputStamps, unreadFrontMatter: ingested.unreadFrontMatter)
            let resolved = try analysis.resolve(analysis.extract([counted]), content: TestSupport.contentFolder)
            let designed = analysis.components(resolved.systems)
            let audited = analysis.audit(designed.systems.map { AnalyzedSystem($0) })
            #expect(audited.systems.first?.audit != nil)
            #expect(reads.count == 1, "\(ingested.slug): the tree was read from the top \(reads.count) times")
        }
    }

    /// The lists the parser makes as it copies the tree are what a walk of the tree finds, in
    /// the walk's order: in lists, quotes, and items nested in items.
    @Test func theParsersIndexIsWhatAWalkFinds() throws {
        var documents = [MarkdownParser().parse("""
            # Title

            **Outline (Kelp)**

            - **Card (Ink)** — the first
              - nested item with `code`

                ```yaml
                colors: {}
                ```
            > - quoted item
            >
            >   ```
            >   │ box │ Label
            >   ```
            > **Quoted (Note)**

            1. ordered
               > ```swift
               > let x = 1
               > ```
            """, file: "nested.md")]
        for source in try Analysis().scan(content: TestSupport.contentFolder).sources {
            documents.append(MarkdownParser().parse(try String(contentsOfFile: source.documentPath, encoding: .utf8), file: source.displayPath))
        }
        for document in documents {
            let walked = MarkdownDocument.NodeIndex(indexing: document.root)
            #expect(document.index.codeBlocks == walked.codeBlocks, "\(document.file)")
            #expect(document.index.items == walked.items, "\(document.file)")
            #expect(document.index.boldParagraphs == walked.boldParagraphs, "\(document.file)")
        }
        let nested = documents[0].index
        #expect(nested.codeBlocks.count == 3)
        #expect(nested.items.count == 4)
        #expect(nested.items.first?.startLine == 5)
        #expect(nested.boldParagraphs.count == 3)
    }
}
