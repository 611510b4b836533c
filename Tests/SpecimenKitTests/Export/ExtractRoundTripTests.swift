import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `specimen extract --format designmd` is the seam between reading and everything after it:
/// the document with its extracted front matter put in front of its prose (in place of any front
/// matter it had) must draw the same component values as the document alone. Compared per
/// drawn state, by its understood values (names may differ: the format writes one entry per
/// variant and state).
@Suite("Extract round trip")
struct ExtractRoundTripTests {
    /// Each drawn state as a sorted list of its understood property values, counted.
    static func drawn(_ system: DesignSystem) throws -> [String: Int] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DesignMDWriter(system).json().utf8)) as? [String: Any])
        var counts: [String: Int] = [:]
        for component in json["components"] as? [[String: Any]] ?? [] {
            for variant in component["variants"] as? [[String: Any]] ?? [] {
                for (state, properties) in variant["states"] as? [String: [String: [String: Any]]] ?? [:] {
                    let values = properties.filter { $0.key != "label" && $0.value["understood"] as? Bool == true }
                        .map { "\($0.key)=\($0.value["value"] ?? "")" }.sorted()
                    counts[state + " " + values.joined(separator: ", "), default: 0] += 1
                }
            }
        }
        return counts
    }

    static func analysed(_ text: String, sidecar: String?) throws -> DesignSystem {
        let memory = InMemoryFileSystem()
        memory.add("/Content/s/DESIGN.md", Data(text.utf8))
        if let sidecar { memory.add("/Content/s/specimen.yml", Data(sidecar.utf8)) }
        return try #require(try Analysis(fileIO: memory.fileIO).analyze(content: "/Content", auditing: false).systems.first).system
    }

    /// The document's prose, without any front matter it opens with.
    static func body(_ text: String) -> String {
        guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else { return text }
        return String(text[end.upperBound...])
    }

    static func check(_ text: String, sidecar: String?, name: String) throws {
        let read = try analysed(text, sidecar: sidecar)
        let extracted = DesignMDWriter(read).write()
        let again = try analysed(extracted + body(text), sidecar: sidecar)
        let before = try drawn(read), after = try drawn(again)
        let lost = before.filter { after[$0.key, default: 0] < $0.value }.keys.sorted()
        let gained = after.filter { before[$0.key, default: 0] < $0.value }.keys.sorted()
        #expect(lost.isEmpty && gained.isEmpty, "\(name): lost \(lost.prefix(3)), gained \(gained.prefix(3))")
        #expect(!read.components.isEmpty ? !before.isEmpty : true)
    }

    @Test("The shipped documents", arguments: ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"])
    func seeds(slug: String) throws {
        let folder = TestSupport.contentFolder + "/" + slug
        let sidecar = try? String(contentsOfFile: folder + "/specimen.yml", encoding: .utf8)
        try Self.check(try String(contentsOfFile: folder + "/DESIGN.md", encoding: .utf8), sidecar: sidecar, name: slug)
    }

    @Test("The component fixtures")
    func fixtures() throws {
        let folder = TestSupport.fixturesFolder + "/components"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".md") && name != "README.md" {
            try Self.check(try String(contentsOfFile: folder + "/" + name, encoding: .utf8), sidecar: nil, name: name)
        }
    }

    @Test("What is kept only as words is a comment with its line, never a value")
    func unreadAsComments() throws {
        let document = """
            # Acme

            ## Buttons

            ### Primary button
            - Fill: a soft glow
            - Text: #FFFFFF
            - Radius: 8px
            """
        let system = try Self.analysed(document, sidecar: nil)
        let extracted = DesignMDWriter(system).write()
        #expect(extracted.contains("#   line 6: components."))
        #expect(extracted.contains("\"a soft glow\""))
        // Only as a comment: no line that is not a comment holds the words.
        #expect(!extracted.split(separator: "\n").contains { !$0.hasPrefix("#") && $0.contains("soft glow") })
        #expect(extracted.contains("textColor: \"#FFFFFF\"  # line 7"))
        #expect(extracted.contains("rounded: 8px  # line 8"))
    }
}
