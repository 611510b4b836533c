import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    /// Every file of the repository's Templates/ (hidden ones aside), by path.
    static func repositoryTemplates() throws -> [String: Data] {
        let root = URL(fileURLWithPath: TestSupport.templatesFolder)
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("The built-in set is the repository's Templates/, file for file and byte for byte")
    func builtInSetIsTheTemplatesFolder() throws {
        let folder = try Self.repositoryTemplates()
        let builtIn = Dictionary(BuiltInTemplates.files.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
        #expect(BuiltInTemplates.files.count == builtIn.count, "a path is built in twice")
        #expect(Set(builtIn.keys) == Set(folder.keys))
        for (path, data) in folder {
            #expect(builtIn[path] == data, "\(path) differs from its built-in copy")
        }
        #expect(BuiltInTemplates.files.allSatisfy { $0.origin == .builtIn })
        #expect(BuiltInTemplates.files.map(\.path) == BuiltInTemplates.files.map(\.path).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    @Test("Without a templates folder a build uses the built-in set, and gives the site the folder gives")
    func missingFolderMeansBuiltIn() throws {
        let documents = ["acme/DESIGN.md": "# Acme\n\nA small system.\n\n## Colours\n\n- Ink: #222222\n- Paper: #FAFAFA\n\n## Buttons\n\n### Primary button\n\n- Background: Ink\n- Text: Paper\n"]
        let withFolder = try TestSupport.memorySite(documents: documents)
        _ = try SiteBuilder(fileIO: withFolder.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(TestSupport.memoryOptions)

        let bare = InMemoryFileSystem()
        for (path, text) in documents { bare.add("/Content/" + path, Data(text.utf8)) }
        _ = try SiteBuilder(fileIO: bare.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(TestSupport.memoryOptions)

        let site = withFolder.allFiles(under: "/Public")
        #expect(!site.isEmpty)
        #expect(bare.allFiles(under: "/Public") == site)
        for path in site { #expect(bare.contents(path) == withFolder.contents(path), "\(path) differs") }
    }

    @Test("One overriding template changes its pages; every other file stays built in")
    func oneFileOverrides() throws {
        let documents = ["acme/DESIGN.md": "# Acme\n\nA small system.\n\n## Colours\n\n- Ink: #222222\n"]
        let plain = InMemoryFileSystem()
        for (path, text) in documents { plain.add("/Content/" + path, Data(text.utf8)) }
        _ = try SiteBuilder(fileIO: plain.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(TestSupport.memoryOptions)

        let custom = InMemoryFileSystem()
        for (path, text) in documents { custom.add("/Content/" + path, Data(text.utf8)) }
        let home = try #require(BuiltInTemplates.files.first { $0.path == "pages/home.mustache" })
        let edited = String(decoding: home.data, as: UTF8.self).replacingOccurrences(of: "{{$body}}", with: "{{$body}}<p class=\"our-banner\">Acme internal</p>")
        #expect(edited != String(decoding: home.data, as: UTF8.self))
        custom.add("/Templates/pages/home.mustache", Data(edited.utf8))
        custom.add("/Templates/assets/extra.css", Data(".our-banner { color: red }\n".utf8))
        let files = try TemplateFiles.read("/Templates", fileIO: custom.fileIO)
        #expect(files.overrides.map(\.path) == ["assets/extra.css", "pages/home.mustache"])
        #expect(files.files.count == BuiltInTemplates.files.count + 1)
        _ = try SiteBuilder(fileIO: custom.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(TestSupport.memoryOptions)

        #expect(custom.text("/Public/index.html")?.contains("<p class=\"our-banner\">Acme internal</p>") == true)
        #expect(plain.text("/Public/index.html")?.contains("our-banner") == false)
        #expect(custom.text("/Public/assets/extra.css") == ".our-banner { color: red }\n")
        // Every other page and asset is the built-in one's.
        for path in plain.allFiles(under: "/Public") where path != "/Public/index.html" {
            #expect(custom.contents(path) == plain.contents(path), "\(path) differs")
        }
    }

    @Test("An error in an overriding template names the project's file; a missing partial names the file that asks for it")
    func overrideErrorsNameTheFile() throws {
        let memory = InMemoryFileSystem()
        memory.add("/Content/acme/DESIGN.md", Data("# Acme\n\n## Colours\n\n- Ink: #222222\n".utf8))
        memory.add("/Templates/partials/pager.mustache", Data("<nav>\n{{#prev}}\n</nav>\n".utf8))
        let error = try #require(throws: SpecimenError.self) {
            try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough).build(TestSupport.memoryOptions)
        }
        #expect(error.file == "/Templates/partials/pager.mustache")
        #expect(error.reason.contains("template syntax error"))
    }

    @Test("A templates path that is a file is an error")
    func templatesPathIsAFile() {
        let memory = InMemoryFileSystem()
        memory.add("/Templates", Data("not a folder".utf8))
        #expect(throws: SpecimenError.self) { try TemplateFiles.read("/Templates", fileIO: memory.fileIO) }
    }

    @Test("Ejecting writes every built-in file and keeps the folder's own unless told to replace them")
    func eject() throws {
        let memory = InMemoryFileSystem()
        memory.add("/Mine/pages/home.mustache", Data("mine".utf8))
        let first = try TemplateEjector(fileIO: memory.fileIO).eject(into: "/Mine")
        #expect(first.kept == ["pages/home.mustache"])
        #expect(first.written.count == BuiltInTemplates.files.count - 1)
        #expect(memory.text("/Mine/pages/home.mustache") == "mine")
        for file in BuiltInTemplates.files where file.path != "pages/home.mustache" {
            #expect(memory.contents("/Mine/" + file.path) == file.data)
        }
        let second = try TemplateEjector(fileIO: memory.fileIO).eject(into: "/Mine", replacing: true)
        #expect(second.kept.isEmpty)
        // An ejected folder overrides nothing it does not change.
        let files = try TemplateFiles.read("/Mine", fileIO: memory.fileIO)
        #expect(files.files.map(\.data) == BuiltInTemplates.files.map(\.data))
    }
}
