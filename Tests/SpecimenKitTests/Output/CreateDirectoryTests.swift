import Foundation
import Testing
@testable import SpecimenKit

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
