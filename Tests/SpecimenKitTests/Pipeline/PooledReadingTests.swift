import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Extract and Components read a batch's code blocks and component sections in one pool, on
/// every core (`StatementReader.Draft`, `ComponentExtractor.Draft`). Each system must come out
/// exactly as it does read alone, whatever else shares its batch.
@Suite("Pooled reading")
struct PooledReadingTests {
    /// One document per style the fixtures cover, so that the pool mixes code listings, style
    /// sheets, SwiftUI, tables, front matter and prose.
    static let styles = [
        "styles/swift-uikit.md", "styles/flutter-compose.md", "styles/css-variables.md", "styles/scss-less.md",
        "styles/light-dark-table.md", "styles/tailwind-config.md", "styles/japanese.md", "styles/app-notes.md",
        "components/acme-tables.md", "components/plain-listings.md", "frontmatter/complete.md", "tokens/harbor.md",
    ]

    @Test("Each system's tokens and components are those it gets read alone")
    func pooledEqualsAlone() throws {
        var documents: [String: String] = [:]
        for (index, fixture) in Self.styles.enumerated() {
            documents["kit-\(index)/DESIGN.md"] = try TestSupport.fixture(fixture)
        }
        let memory = try TestSupport.memorySite(documents: documents)
        let builder = SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough)
        let state = try builder.analyze(TestSupport.memoryOptions)
        #expect(state.systems.count == Self.styles.count)
        var components = 0
        for system in state.systems {
            let statements = StatementReader().statements(of: system.document)
            let extracted = TokenExtractor().extract(from: system.document, frontMatter: system.frontMatter)
            let tokens = try TokenResolver().resolve(extracted, sidecar: system.sidecar)
            #expect(tokens.tokens == system.tokens.tokens, "\(system.slug): tokens differ from reading it alone")
            let alone = ComponentExtractor().extract(from: system.document, frontMatter: system.frontMatter, tokens: tokens, statements: statements)
            #expect(alone.specs == system.componentSpecs, "\(system.slug): components differ from reading it alone")
            components += alone.specs.count
        }
        #expect(components > 10, "the fixtures describe components, so the comparison compares something")
    }

    /// A long document's values are read in parts, each a job of the pool: the parts put
    /// together are the reading of the whole, whatever the number of parts.
    @Test("Values read in parts are the values read whole")
    func valuesInParts() throws {
        var compared = 0
        // The styles, two documents of scales, and the seeds (one of them a long book).
        let texts = try (Self.styles + ["tokens/bullet-scales.md", "tokens/measures.md"]).map { ($0, try TestSupport.fixture($0)) }
            + TestSupport.seedSlugs.map { ($0, try String(contentsOfFile: "\(TestSupport.contentFolder)/\($0)/DESIGN.md", encoding: .utf8)) }
        for (fixture, text) in texts {
            let document = MarkdownParser().parse(text, file: "kit.md")
            let statements = StatementReader().statements(of: document)
            let interpreter = ValueStatementInterpreter(document: document)
            let whole = interpreter.tokens(from: statements)
            for chunks in 2...5 {
                let parts = (0..<chunks).map { interpreter.tokens(from: statements, chunk: $0, of: chunks) }
                #expect(parts.flatMap(\.findings.tokens) == whole.findings.tokens, "\(fixture) in \(chunks) parts")
                #expect(parts.flatMap(\.findings.diagnostics) == whole.findings.diagnostics, "\(fixture) in \(chunks) parts")
                #expect(parts.reduce(into: Set<Int>()) { $0.formUnion($1.claimed) } == whole.claimed, "\(fixture) in \(chunks) parts")
            }
            compared += whole.findings.tokens.count
        }
        #expect(compared > 20, "the fixtures state values, so the comparison compares something")
        // Every part of a document's reading is a job; a long document's values are several.
        #expect(TokenExtractor.Reading.parts(statements: 10) == [.values(chunk: 0, of: 1), .colors])
        #expect(TokenExtractor.Reading.parts(statements: 3 * TokenExtractor.Reading.statementsPerPart).count == 4)
    }

    @Test("Parts read in one pool come back grouped by their element, in order")
    func partsRegrouped() {
        let elements = ["abc", "", "d", "efgh", ""]
        let read = elements.concurrentMapParts(\.count) { text, part in
            "\(text.count):\(Array(text)[part])"
        }
        #expect(read == [["3:a", "3:b", "3:c"], [], ["1:d"], ["4:e", "4:f", "4:g", "4:h"], []])
    }

    @Test("A code block's statements take the mode its heading names, wherever the pool read them")
    func modeOfSetAsideCode() {
        let text = "# Kit\n\n## Dark mode\n\n```css\n--surface: #101010;\n```\n\n## Light\n\n```css\n--surface: #FAFAFA;\n```\n"
        let document = MarkdownParser().parse(text, file: "kit.md")
        let draft = StatementReader().draft(of: document)
        #expect(draft.code.count == 2)
        // Read in reverse order, as a pool may finish them.
        let read = draft.code.reversed().map { $0.read() }.reversed()
        let statements = draft.assembled(Array(read))
        #expect(statements == StatementReader().statements(of: document))
        let surfaces = statements.filter { $0.label.contains("surface") }
        #expect(surfaces.map(\.value) == ["#101010", "#FAFAFA"])
        #expect(surfaces.first?.mode == .dark)
        #expect(surfaces.last?.mode != .dark)
    }
}
