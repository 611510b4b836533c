import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// `FileIO.local.createDirectory` is `mkdir -p` on POSIX calls, used for every page folder a
/// build stages.
@Suite("Creating folders")
struct CreateDirectoryTests {
    @Test func createsEveryMissingLevelAndAcceptsAnExistingFolder() throws {
        let root = TestSupport.temporaryFolder()
        let deep = root + "/a/b/c"
        try FileIO.local.createDirectory(deep)
        #expect(FileIO.local.kind(deep) == .directory)
        try FileIO.local.createDirectory(deep)
        try FileIO.local.createDirectory(root + "/a")
        #expect(FileIO.local.kind(root + "/a/b") == .directory)
    }

    /// Render adds files to the staging folder from every core: files added at once into new
    /// folders (and new parents of those) all land.
    @Test func filesAddedAtOnceIntoNewFoldersAllLand() throws {
        let root = TestSupport.temporaryFolder()
        let content = root + "/Content", output = root + "/Public"
        try FileIO.local.createDirectory(content)
        for round in 0..<5 {
            let staging = try SiteWriter(fileIO: .local).begin(output, content: content)
            let files = (0..<240).map { OutputFile(path: "s\($0 % 4)/p\($0 % 12)/x\($0 % 3)/f\($0)-\(round).html", text: "\($0)") }
            let failures = files.concurrentMap { file in (try? staging.add(file)) == nil ? 1 : 0 }
            #expect(failures.reduce(0, +) == 0)
            _ = try staging.commit()
            #expect(files.allSatisfy { FileIO.local.kind(output + "/" + $0.path) == .file })
        }
    }

    @Test func aFileInTheWayIsAnErrorNamingThePath() throws {
        let root = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/page"))
        for path in [root + "/page", root + "/page/inner"] {
            do {
                try FileIO.local.createDirectory(path)
                Issue.record("\(path) was created through a file")
            } catch let error as SpecimenError {
                #expect(error.description.contains("cannot create folder"))
                #expect(error.description.contains(path))
            }
        }
    }
}
