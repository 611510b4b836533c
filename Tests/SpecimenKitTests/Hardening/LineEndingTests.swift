import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A document saved on Windows (CRLF), by classic Mac tools (CR) or with a byte-order mark is
/// ordinary input: every shipped document must build into exactly the same site as its LF copy.
@Suite("Line endings")
struct LineEndingTests {
    enum Variant: String, CaseIterable {
        case crlf, cr, bom, bomCRLF

        func apply(_ text: String) -> String {
            switch self {
            case .crlf: text.replacingOccurrences(of: "\n", with: "\r\n")
            case .cr: text.replacingOccurrences(of: "\n", with: "\r")
            case .bom: "\u{FEFF}" + text
            case .bomCRLF: "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
            }
        }
    }

    /// Every file of the shipped content, with documents and sidecars rewritten by `transform`.
    func content(_ transform: (String) -> String) throws -> [String: String] {
        var documents: [String: String] = [:]
        for slug in try FileManager.default.contentsOfDirectory(atPath: TestSupport.contentFolder).sorted() {
            for name in ["DESIGN.md", "specimen.yml"] {
                let path = "\(TestSupport.contentFolder)/\(slug)/\(name)"
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                documents["\(slug)/\(name)"] = transform(text)
            }
        }
        return documents
    }

    func site(_ documents: [String: String]) throws -> [String: Data] {
        let memory = try TestSupport.memorySite(documents: documents)
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return Dictionary(uniqueKeysWithValues: memory.allFiles(under: "/Public").map { ($0, memory.contents($0) ?? Data()) })
    }

    @Test func normalisingKeepsLineCounts() {
        #expect("a\r\nb\rc\n".normalizedForReading == "a\nb\nc\n")
        #expect("\u{FEFF}a\r\n".normalizedForReading == "a\n")
        #expect("\r\r\n\n".normalizedForReading == "\n\n\n")
        #expect("plain\n".normalizedForReading == "plain\n")
    }

    @Test(arguments: Variant.allCases)
    func everyShippedDocumentBuildsTheSameSite(_ variant: Variant) throws {
        let reference = try site(try content { $0 })
        let variantSite = try site(try content(variant.apply))
        #expect(reference.keys.sorted() == variantSite.keys.sorted())
        let differing = reference.keys.sorted().filter { reference[$0] != variantSite[$0] }
        #expect(differing.isEmpty, "\(variant.rawValue): \(differing.prefix(5))")
    }

    @Test(arguments: Variant.allCases)
    func tokensPairsAndLinesMatchLF(_ variant: Variant) throws {
        func analysed(_ documents: [String: String]) throws -> [AnalyzedSystem] {
            let memory = try TestSupport.memorySite(documents: documents)
            return try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions).systems
        }
        let reference = try analysed(try content { $0 })
        let other = try analysed(try content(variant.apply))
        #expect(reference.map(\.slug) == other.map(\.slug))
        for (lf, changed) in zip(reference, other) {
            #expect(lf.tokens.tokens == changed.tokens.tokens, "\(variant.rawValue) \(lf.slug): tokens differ")
            #expect(lf.audit?.pairs == changed.audit?.pairs, "\(variant.rawValue) \(lf.slug): pairs differ")
            #expect(lf.document.lines.count == changed.document.lines.count, "\(variant.rawValue) \(lf.slug): line counts differ")
        }
    }
}
