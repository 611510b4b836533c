import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Parent of every diff suite, so `swift test --filter Diff` selects exactly the diff tests.
@Suite("Diff") enum DiffTests {}

/// Content folders made from the fixture systems in `Fixtures/diff/` (Harbor, written as a
/// DESIGN.md with front matter, and Meadow, in Markdown tables and bullets), each with edits.
enum DiffFixture {
    static let folder = TestSupport.fixturesFolder + "/diff"
    static let systems = ["harbor", "meadow"]

    /// One replacement in one system's document; the test fails if `old` is not in it, so an
    /// edit can never silently do nothing.
    struct Edit {
        var system: String
        var old: String
        var new: String
    }

    /// The harbour blue turned pale: white button text on it fails AA.
    static let paleHarbourBlue = Edit(system: "harbor", old: "primary: \"#0B4F6C\"", new: "primary: \"#7FB3C8\"")
    static let petalRenamed = Edit(system: "meadow", old: "| Petal |", new: "| Blossom |")
    static let chipRemoved = Edit(
        system: "harbor",
        old: "  chip-alert: { backgroundColor: \"{colors.buoy}\", textColor: \"{colors.on-primary}\", rounded: \"{rounded.sm}\" }\n",
        new: "")
    /// Loam lightened: still AA on Straw, no longer the AAA the document claims.
    static let loamLightened = Edit(system: "meadow", old: "| Loam | #3B2F2F |", new: "| Loam | #7A6A6A |")
    static let brokenReference = Edit(system: "harbor", old: "textColor: \"{colors.on-primary}\", rounded: \"{rounded.sm}\", padding", new: "textColor: \"{colors.missing}\", rounded: \"{rounded.sm}\", padding")
    static let buttonRenamed = Edit(system: "harbor", old: "  button-primary:", new: "  button-main:")

    /// A fresh content folder with the fixture systems, `edits` applied, and `extra` lone documents
    /// (file name → fixture file) added.
    static func content(_ edits: [Edit] = [], extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let root = TestSupport.temporaryFolder() + "/Content"
        try write(into: root, edits: edits, extra: extra, sourceLocation: sourceLocation)
        return root
    }

    /// Writes the fixture systems into `root` (replacing what is there).
    static func write(into root: String, edits: [Edit] = [], extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: root)
        for system in systems {
            try manager.createDirectory(atPath: "\(root)/\(system)", withIntermediateDirectories: true)
            var text = try String(contentsOfFile: "\(folder)/\(system)/DESIGN.md", encoding: .utf8)
            for edit in edits where edit.system == system {
                #expect(text.contains(edit.old), "the edit must find \(edit.old) in \(system)", sourceLocation: sourceLocation)
                text = text.replacingOccurrences(of: edit.old, with: edit.new)
            }
            try text.write(toFile: "\(root)/\(system)/DESIGN.md", atomically: true, encoding: .utf8)
        }
        for (name, fixture) in extra {
            try manager.copyItem(atPath: "\(folder)/\(fixture)", toPath: "\(root)/\(name)")
        }
    }

    static func compare(_ before: String, _ after: String, level: WCAGLevel = .aa) throws -> ContentDiff {
        let reader = DiffSideReader()
        return ContentComparer(level: level).compare(try reader.read(.folder(before)), try reader.read(.folder(after)))
    }

    static func system(_ slug: String, in diff: ContentDiff, sourceLocation: SourceLocation = #_sourceLocation) throws -> SystemDiff {
        try #require(diff.systems.first { $0.system == slug }, "\(slug) should be reported", sourceLocation: sourceLocation)
    }
}
