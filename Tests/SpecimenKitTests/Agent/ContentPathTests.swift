import Foundation
import Testing
@testable import SpecimenAgent
@testable import SpecimenModel

@Suite("Agent: paths confined to the content folder") struct ContentPathTests {
    static func content() throws -> (folder: String, root: String) {
        let folder = try AgentTestSupport.folder(["acme/DESIGN.md": "# Acme\n\n- Ink: #222222\n", "notes.md": "# Notes\n"])
        let outside = folder.deletingLastPathComponent + "/secret.md"
        try "# Secret\n".write(toFile: outside, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/leak.md", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: folder + "/same.md", withDestinationPath: folder + "/notes.md")
        return (folder, try #require(FileIO.local.resolve(folder)))
    }

    @Test func insideIsAccepted() throws {
        let (folder, root) = try Self.content()
        for text in ["acme/DESIGN.md", "acme", "./acme/", folder + "/acme/DESIGN.md", "same.md", "."] {
            let path = try ContentPath(text, root: root, fileIO: .local, argument: "path")
            #expect(path.resolved.hasPrefix(root), "\(text)")
        }
        #expect(try ContentPath(".", root: root, fileIO: .local, argument: "path").relative == "")
        #expect(try ContentPath("acme/DESIGN.md", root: root, fileIO: .local, argument: "path").relative == "acme/DESIGN.md")
    }

    @Test func outsideIsRefused() throws {
        let (folder, root) = try Self.content()
        let cases: [(String, String)] = [
            ("../secret.md", "'..' segment"),
            ("acme/../../secret.md", "'..' segment"),
            (folder + "/../secret.md", "'..' segment"),
            (folder.deletingLastPathComponent + "/secret.md", "outside the content folder"),
            ("/etc/passwd", "outside the content folder"),
            ("leak.md", "leads through a symlink"),
            ("", "must not be empty"),
            ("acme/\0", "NUL"),
            ("missing.md", "does not exist"),
        ]
        for (text, words) in cases {
            #expect(throws: AgentError.self, "\(text)") { try ContentPath(text, root: root, fileIO: .local, argument: "path") }
            do {
                _ = try ContentPath(text, root: root, fileIO: .local, argument: "path")
            } catch let error as AgentError {
                #expect(error.argument == "path")
                #expect(error.message.contains(words), "\(text): \(error.message)")
            }
        }
    }
}
