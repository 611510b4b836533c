import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The executable under hostile conditions (issue 49): signals mid-read, report paths that are
/// not regular files, a full stdout, escape sequences in a document, a one-letter output path.
@Suite("Command hardening", .serialized)
struct CommandHardeningTests {
    /// A content folder with one small system and the path of its document.
    func content(_ text: String = "# Acme\n\n## Colours\n\n- Ink: #222222\n") throws -> (root: String, document: String) {
        let root = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/c/acme", withIntermediateDirectories: true)
        try text.write(toFile: root + "/c/acme/DESIGN.md", atomically: true, encoding: .utf8)
        return (root, root + "/c/acme/DESIGN.md")
    }

    @Test("SIGTERM while a long document is read ends the build; the previous site stays", arguments: [SIGTERM, SIGINT])
    func interruptedWhileReading(signal number: Int32) throws {
        let binary = try #require(SpecimenBinary.path)
        let (root, document) = try content()
        let build = ["build", "--quiet", "--content", root + "/c", "--templates", TestSupport.templatesFolder, "--output", root + "/o"]
        #expect(try SpecimenBinary.run(build).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: root + "/o/acme/index.html"))
        // Thousands of sections: many seconds of work in a debug build, none of it checking
        // for an interrupt on its own.
        try ("# Big\n\n" + (0..<4_000).map { "## Section \($0)\n\nSome text here.\n\n" }.joined()).write(toFile: document, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = build
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, number)
        // Generous: the bound under test is that it ends at all, then what it leaves.
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate(); return }
        #expect(process.terminationStatus == 128 + number)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/o/acme/index.html")) == before)
        #expect(!FileManager.default.fileExists(atPath: root + "/o.specimen-staging"))
    }

    @Test("A report is written only to a regular file or a new path")
    func reportTargets() throws {
        let (root, _) = try content()
        try "KEEP\n".write(toFile: root + "/target", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "target")
        #expect(mkfifo(root + "/fifo", 0o644) == 0)
        for (path, kind) in [("link", "a symbolic link"), ("fifo", "a FIFO"), ("", "a folder")] {
            let target = path.isEmpty ? root : root + "/" + path
            for arguments in [
                ["audit", "--content", root + "/c", "--output", target],
                ["audit", "--content", root + "/c", "--write-baseline", target],
                ["diff", root + "/c", root + "/c", "--output", target],
            ] {
                let (status, output) = try SpecimenBinary.run(arguments)
                #expect(status == 1, "\(arguments): \(output)")
                #expect(output.contains("the report path is \(kind)"), "\(arguments): \(output)")
            }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link") == "target")
        #expect(try String(contentsOfFile: root + "/target", encoding: .utf8) == "KEEP\n")
        var info = stat()
        #expect(lstat(root + "/fifo", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // A new path and an existing regular file are written.
        #expect(try SpecimenBinary.run(["audit", "--content", root + "/c", "--output", root + "/new.txt"]).status == 0)
        #expect(try SpecimenBinary.run(["audit", "--content", root + "/c", "--output", root + "/target"]).status == 0)
        #expect(try String(contentsOfFile: root + "/target", encoding: .utf8) != "KEEP\n")
    }

    @Test("A report that cannot be written to stdout is an error with status 1", arguments: [
        "tokens --system acme --format css", "audit", "audit --format json", "lint --format json", "tokens",
    ])
    func fullStdout(command: String) throws {
        let binary = try #require(SpecimenBinary.path)
        let (root, _) = try content()
        let (status, output) = try TestProcess.run("/bin/sh", ["-c", "\"$0\" \(command) --content \"$1\" > /dev/full", binary, root + "/c"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("cannot write to standard output: No space left on device"), "\(output)")
        #expect(!output.contains("Fatal error"))
    }

    @Test("Escape sequences in a document reach the terminal escaped")
    func escapeSequences() throws {
        let (root, _) = try content("---\ncolors:\n  primary: \"#123456\"\n  \"x\\e]0;PWNED\\a\\e[2J\": \"#GGG\"\n---\n# E\n")
        let (_, output) = try SpecimenBinary.run(["build", "--content", root + "/c", "--templates", TestSupport.templatesFolder, "--output", root + "/o"])
        #expect(output.contains("PWNED"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(output.contains("\\u{1B}]0;PWNED\\u{7}"))
    }

    @Test("A one-letter output folder beside the content builds")
    func oneLetterOutput() throws {
        let (root, _) = try content()
        let (status, output) = try SpecimenBinary.run(
            ["build", "--quiet", "--content", "c", "--templates", TestSupport.templatesFolder, "--output", "o"], in: root)
        #expect(status == 0, "\(output)")
        #expect(FileManager.default.fileExists(atPath: root + "/o/acme/index.html"))
    }
}
