import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Paths and shared builds for the tests.
enum TestSupport {
    /// The package root, found from this file's path so tests run from any working directory.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static let contentFolder = repositoryRoot + "/Content"
    static let templatesFolder = repositoryRoot + "/Templates"
    static let fixturesFolder = repositoryRoot + "/Tests/SpecimenKitTests/Fixtures"
    static let seedSlugs = ["joho", "mabel", "paper-ide", "ticker", "zottie"]

    static func seedText(_ slug: String) throws -> String {
        try String(contentsOfFile: "\(contentFolder)/\(slug)/DESIGN.md", encoding: .utf8)
    }

    static func seedDocument(_ slug: String) throws -> MarkdownDocument {
        MarkdownParser().parse(try seedText(slug), file: "\(slug)/DESIGN.md")
    }

    static func fixture(_ relative: String) throws -> String {
        try String(contentsOfFile: "\(fixturesFolder)/\(relative)", encoding: .utf8)
    }

    /// A new empty folder inside this run's scratch folder, which is removed when the test
    /// process exits (a run makes about 150, and left behind they fill the disk).
    static func temporaryFolder(_ name: String = #function) -> String {
        let folder = scratchRoot + "/" + UUID().uuidString.prefix(8)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static let scratchRoot: String = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-tests-\(ProcessInfo.processInfo.processIdentifier)").path
        atexit { try? FileManager.default.removeItem(atPath: TestSupport.scratchRoot) }
        return root
    }()

    /// The shipped seeds built once with the real file system, shared by the end-to-end tests.
    static let seedSite: Result<BuiltSite, Error> = Result {
        let output = temporaryFolder() + "/Public"
        let options = BuildOptions(content: contentFolder, templates: templatesFolder, output: output)
        let state = try SiteBuilder(fileIO: .local).build(options)
        return BuiltSite(output: output, state: state)
    }

    /// An in-memory content folder with the real templates, for tests that build small inputs.
    static func memorySite(documents: [String: String], templates: String = templatesFolder) throws -> InMemoryFileSystem {
        let memory = InMemoryFileSystem()
        for (path, text) in documents { memory.add("/Content/" + path, Data(text.utf8)) }
        for file in try TemplateFiles.read(templates, fileIO: .local).files {
            memory.add("/Templates/" + file.path, file.data)
        }
        return memory
    }

    static let memoryOptions = BuildOptions(content: "/Content", templates: "/Templates", output: "/Public")

    /// One document read in memory, as a build reads it: its system, tokens and components.
    static func analysedSystem(_ document: String, folder: String = "doc") throws -> AnalyzedSystem {
        let memory = try memorySite(documents: ["\(folder)/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(memoryOptions)
        return try #require(state.systems.first)
    }

    /// The variant `name` of `component` (its first when nil), failing with the names there are.
    static func variant(_ component: String, _ name: String? = nil, in components: [ResolvedComponent],
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> ResolvedVariant {
        let found = try #require(components.first { $0.name == component }, "\(components.map(\.name))", sourceLocation: sourceLocation)
        return try #require(name.map { found.variant(named: $0) } ?? found.variants.first, "\(found.variants.map(\.name))", sourceLocation: sourceLocation)
    }
}

struct BuiltSite: Sendable {
    var output: String
    var state: BuildState

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: output + "/" + path, encoding: .utf8)
    }
}
