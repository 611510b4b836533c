import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Streaming pages to the staging folder")
struct StreamedBuildTests {
    let site: BuiltSite

    init() throws {
        site = try TestSupport.seedSite.get()
    }

    /// The build streams each page into the staging folder as it is rendered; the same systems
    /// rendered into memory and written at once (the way builds worked before) must give the
    /// same site, byte for byte.
    @Test("A streamed build and an in-memory build write the same bytes")
    func streamedMatchesInMemory() throws {
        let templates = try TemplateLibrary(loadingFrom: TestSupport.templatesFolder, fileIO: .local)
        let fonts = FontPackager(catalog: .installed, converter: .woff2, fileIO: .local)
        let renderer = SiteRenderer(templates: templates, baseURL: nil, fileIO: .local, fonts: fonts)
        let inMemory = try renderer.render(site.state.systems)
        let output = TestSupport.temporaryFolder() + "/Public"
        _ = try SiteWriter(fileIO: .local).write(inMemory.files, to: output, content: TestSupport.contentFolder)

        let streamed = SiteInspector(root: site.output)
        let written = SiteInspector(root: output)
        #expect(streamed.files.sorted() == written.files.sorted())
        #expect(site.state.paths == inMemory.files.map(\.path))
        for file in streamed.files {
            let a = FileManager.default.contents(atPath: site.output + "/" + file)
            let b = FileManager.default.contents(atPath: output + "/" + file)
            #expect(a == b, "\(file) differs")
        }
    }

    @Test("A build that fails after rendering leaves the previous site and no staging folder")
    func failureAfterRenderLeavesTheOutput() throws {
        let output = TestSupport.temporaryFolder() + "/Public"
        var options = BuildOptions(content: TestSupport.contentFolder, templates: TestSupport.templatesFolder, output: output)
        let builder = SiteBuilder(fileIO: .local)
        _ = try builder.build(options)
        let before = SiteInspector(root: output).files.sorted()
        // The seeds draw warnings, which --strict turns into a failure in Write, after Render
        // has filled the staging folder.
        options.strict = true
        #expect(throws: SpecimenError.self) { try builder.build(options) }
        #expect(SiteInspector(root: output).files.sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: output.siblingPath(".specimen-staging")))
    }
}
