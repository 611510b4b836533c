import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Rows of the bad-input table that need a real file system: symlinks, locks, paths.
@Suite("Bad input on disk")
struct FileSystemTests {
    let root = TestSupport.temporaryFolder()
    var content: String { root + "/Content" }
    var output: String { root + "/Public" }

    init() throws {
        try FileManager.default.createDirectory(atPath: content + "/good", withIntermediateDirectories: true)
        try BadInputTests.good.write(toFile: content + "/good/DESIGN.md", atomically: true, encoding: .utf8)
    }

    func build(strict: Bool = false) throws -> BuildState {
        try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []), lock: .local).build(
            BuildOptions(content: content, templates: TestSupport.templatesFolder, output: output, strict: strict))
    }

    func expectError(_ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try build()
        } throws: { error in
            (error as? SpecimenError)?.reason.contains(reason) == true
        }
    }

    @Test("An output path with a trailing slash builds beside it, not inside it, and rebuilds")
    func trailingSlash() throws {
        for _ in 0..<2 {
            _ = try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []), lock: .local).build(
                BuildOptions(content: content, templates: TestSupport.templatesFolder, output: output + "/"))
        }
        #expect(FileManager.default.fileExists(atPath: output + "/good/index.html"))
        #expect(FileManager.default.fileExists(atPath: output + ".specimen-cache"))
        let inside = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(!inside.contains { $0.hasPrefix(".specimen-") && $0 != SiteWriter.markerName })
    }

    @Test("A symlink loop is an error that names the link")
    func symlinkLoop() throws {
        try FileManager.default.createSymbolicLink(atPath: content + "/loop", withDestinationPath: content + "/loop")
        expectError("cannot be resolved")
    }

    @Test("A symlink out of the content folder is refused, never followed")
    func symlinkOut() throws {
        let outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "# Secret\n\n## Keys\n\nsecret\n".write(toFile: outside + "/DESIGN.md", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: content + "/escape", withDestinationPath: outside)
        expectError("points outside the content folder")
        #expect(!FileManager.default.fileExists(atPath: output + "/escape"))
    }

    @Test("A symlink to a document inside the content folder is followed")
    func symlinkInside() throws {
        try FileManager.default.createSymbolicLink(atPath: content + "/alias.md", withDestinationPath: content + "/good/DESIGN.md")
        let state = try build()
        #expect(state.systems.map(\.slug).sorted() == ["alias", "good"])
    }

    @Test("Sidecar font paths may not leave the content folder", arguments: [
        "../../outside/font.ttf", "/etc/passwd", "fonts/escape.ttf",
    ])
    func fontTraversal(_ path: String) throws {
        let outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: outside + "/font.ttf"))
        try FileManager.default.createDirectory(atPath: content + "/good/fonts", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: content + "/good/fonts/escape.ttf", withDestinationPath: outside + "/font.ttf")
        try "fonts:\n  Acme Sans:\n    files: [\"\(path)\"]\n".write(toFile: content + "/good/specimen.yml", atomically: true, encoding: .utf8)
        #expect {
            try build()
        } throws: { error in
            let error = error as? SpecimenError
            return error?.file == "good/specimen.yml" && error?.line == 3
                && (error?.reason.contains("outside the content folder") == true || error?.reason.contains("absolute") == true)
        }
    }

    @Test("Sidecar font files inside the folder ship with their licence")
    func ownFonts() throws {
        try FileManager.default.createDirectory(atPath: content + "/good/fonts", withIntermediateDirectories: true)
        try Data("font bytes".utf8).write(to: URL(fileURLWithPath: content + "/good/fonts/AcmeSans-Bold.ttf"))
        try "Open Font License".write(toFile: content + "/good/fonts/OFL.txt", atomically: true, encoding: .utf8)
        try "fonts:\n  Acme Sans:\n    files: [fonts/AcmeSans-Bold.ttf]\n    license: fonts/OFL.txt\n".write(toFile: content + "/good/specimen.yml", atomically: true, encoding: .utf8)
        _ = try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(
            BuildOptions(content: content, templates: TestSupport.templatesFolder, output: output))
        let css = try String(contentsOfFile: output + "/assets/fonts.css", encoding: .utf8)
        #expect(css.contains("font-family: \"Acme Sans\""))
        #expect(css.contains("font-weight: 700"))
        #expect(FileManager.default.fileExists(atPath: output + "/assets/fonts/acme-sans/AcmeSans-Bold.ttf"))
        #expect(try String(contentsOfFile: output + "/assets/fonts/acme-sans/LICENSE.txt", encoding: .utf8) == "Open Font License")
    }

    @Test("Two builds of the same output at once: the second waits, and the result is whole")
    func concurrentBuilds() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask { [self] in try build().paths.count }
            }
            let counts = try await group.reduce(into: []) { $0.append($1) }
            #expect(counts.count == 2 && counts[0] == counts[1])
        }
        let inspector = SiteInspector(root: output)
        #expect(inspector.files.contains("good/index.html"))
        #expect(inspector.brokenLinks().isEmpty)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!siblings.contains { $0.contains("specimen-staging") || $0.contains("specimen-old") })
    }

    @Test("The local writer replaces a file's contents whole, writes empty files, and names why it failed")
    func localWrite() throws {
        let path = root + "/written.bin"
        let long = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileIO.local.write(path, long)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == long)
        try FileIO.local.write(path, Data("short".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("short".utf8))
        try FileIO.local.write(path, Data())
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
        #expect {
            try FileIO.local.write(root + "/no-such-folder/file.html", Data("x".utf8))
        } throws: { error in
            let error = error as? SpecimenError
            return error?.reason == "cannot write file: No such file or directory" && error?.file?.hasSuffix("no-such-folder/file.html") == true
        }
    }

    @Test("The local reader returns a file's bytes whole, of any size, and names why it failed")
    func localRead() throws {
        // Empty, one byte, around the first read's size and the buffer's growth, and large.
        for size in [0, 1, 16 * 1024 - 1, 16 * 1024, 16 * 1024 + 1, 1_000_003] {
            let path = root + "/read-\(size).bin"
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ size) })
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(try FileIO.local.read(path) == bytes, "\(size) bytes")
        }
        // A file whose size stat does not know is read to its end.
        #expect(try FileIO.local.read("/proc/self/status").count > 100)
        // A named pipe nobody writes to is refused at once instead of waiting in `open`.
        let pipe = root + "/pipe.md"
        #expect(mkfifo(pipe, 0o644) == 0)
        let failures = [
            (root + "/missing.md", "cannot read file: no such file or folder"),
            (root, "cannot read file: Is a directory"),
            (pipe, "cannot read file: not a regular file"),
        ]
        for (path, reason) in failures {
            #expect {
                try FileIO.local.read(path)
            } throws: { error in
                (error as? SpecimenError)?.reason == reason && (error as? SpecimenError)?.file == path
            }
        }
    }

    @Test("The local folder listing gives every entry with what it is, as list and lstat do, and names why it failed")
    func localEntries() throws {
        let folder = root + "/listing"
        try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        try Data().write(to: URL(fileURLWithPath: folder + "/é 404.html"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: folder + "/pages")
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        let entries = try FileIO.local.entries(folder).sorted { $0.name < $1.name }
        #expect(entries == [
            FileIO.Entry(name: "index.html", kind: .file),
            FileIO.Entry(name: "linked", kind: .symlink),
            FileIO.Entry(name: "pages", kind: .directory),
            FileIO.Entry(name: "pipe", kind: .other),
            FileIO.Entry(name: "é 404.html", kind: .file),
        ])
        // The same as listing the names and asking each one's kind.
        let named = try FileIO.local.list(folder).sorted().map { FileIO.Entry(name: $0, kind: FileIO.local.kind(folder + "/" + $0)) }
        #expect(entries == named)
        #expect(try FileIO.local.entries(folder + "/pages").isEmpty)
        for (path, reason) in [(folder + "/missing", "cannot list folder: no such file or folder"),
                               (folder + "/index.html", "cannot list folder: Not a directory")] {
            #expect {
                try FileIO.local.entries(path)
            } throws: { error in
                (error as? SpecimenError)?.reason == reason && (error as? SpecimenError)?.file == path
            }
        }
    }
}
