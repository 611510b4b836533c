import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Atomic output")
struct SiteWriterTests {
    let files = [OutputFile(path: "index.html", text: "new"), OutputFile(path: "a/index.html", text: "page")]

    func oldSite() -> InMemoryFileSystem {
        InMemoryFileSystem(files: [
            "/Content/x.md": "# X",
            "/Public/index.html": "old",
            "/Public/\(SiteWriter.markerName)": "",
        ])
    }

    @Test("Writes into a fresh folder and marks it")
    func fresh() throws {
        let memory = InMemoryFileSystem(files: ["/Content/x.md": "# X"])
        let result = try SiteWriter(fileIO: memory.fileIO).write(files, to: "/Public", content: "/Content")
        #expect(result == SiteWriter.Result(written: 2, unchanged: 0))
        #expect(memory.text("/Public/index.html") == "new")
        #expect(memory.contents("/Public/\(SiteWriter.markerName)") != nil)
        #expect(memory.allFiles(under: "/").allSatisfy { !$0.contains("specimen-staging") && !$0.contains("specimen-old") })
    }

    @Test("Replaces its own site, dropping files that are gone, keeping unchanged bytes")
    func replace() throws {
        let memory = oldSite()
        memory.add("/Public/stale.html", Data("gone".utf8))
        memory.add("/Public/a/index.html", Data("page".utf8))
        let result = try SiteWriter(fileIO: memory.fileIO).write(files, to: "/Public", content: "/Content")
        #expect(result == SiteWriter.Result(written: 1, unchanged: 1))
        #expect(memory.text("/Public/index.html") == "new")
        #expect(memory.contents("/Public/stale.html") == nil)
    }

    @Test("Refuses to replace a folder it did not create")
    func foreignFolder() throws {
        let memory = InMemoryFileSystem(files: ["/Content/x.md": "# X", "/Public/thesis.docx": "precious"])
        #expect {
            try SiteWriter(fileIO: memory.fileIO).write(files, to: "/Public", content: "/Content")
        } throws: { error in
            (error as? SpecimenError)?.reason.contains("did not create") == true
        }
        #expect(memory.text("/Public/thesis.docx") == "precious")
    }

    @Test("An empty folder, or one holding only .gitkeep, may be used and the placeholder survives")
    func placeholder() throws {
        let memory = InMemoryFileSystem(files: ["/Content/x.md": "# X", "/Public/.gitkeep": ""])
        _ = try SiteWriter(fileIO: memory.fileIO).write(files, to: "/Public", content: "/Content")
        #expect(memory.contents("/Public/.gitkeep") != nil)
        #expect(memory.text("/Public/index.html") == "new")
    }

    @Test("A write failure half-way leaves the old site intact and no staging debris")
    func diskFull() throws {
        let memory = oldSite()
        let writes = Atomic(0)
        memory.failWrites = { _ in
            if writes.add(1, ordering: .relaxed).newValue == 2 {
                throw SpecimenError("cannot write file: no space left on device")
            }
        }
        #expect(throws: SpecimenError.self) {
            try SiteWriter(fileIO: memory.fileIO).write(files, to: "/Public", content: "/Content")
        }
        #expect(memory.text("/Public/index.html") == "old")
        #expect(memory.allFiles(under: "/").allSatisfy { !$0.contains("specimen-staging") })
        // What a failing write left is not kept for the next build.
        #expect(!memory.fileIO.exists("/Public.specimen-spare"))
    }

    @Test("Cancellation (Ctrl-C) leaves the old site intact and no staging debris")
    func interrupted() throws {
        let memory = oldSite()
        #expect(throws: SpecimenError.self) {
            try SiteWriter(fileIO: memory.fileIO, isCancelled: { true }).write(files, to: "/Public", content: "/Content")
        }
        #expect(memory.text("/Public/index.html") == "old")
        #expect(memory.allFiles(under: "/").allSatisfy { !$0.contains("specimen-staging") })
        // The staging folder is put away as the next build's spare.
        #expect(memory.fileIO.isDirectory("/Public.specimen-spare"))
    }

    @Test("Output that is a file, the content folder or inside it is refused", arguments: [
        "/Public", "/Content", "/Content/site",
    ])
    func badOutput(_ output: String) throws {
        let memory = InMemoryFileSystem(files: ["/Content/x.md": "# X", "/Public": "i am a file"])
        #expect(throws: SpecimenError.self) {
            try SiteWriter(fileIO: memory.fileIO).write(files, to: output, content: "/Content")
        }
        #expect(memory.text("/Content/x.md") == "# X")
    }
}
