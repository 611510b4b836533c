import Foundation
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A throwaway project (two small seeds and a copy of the real templates) and a server for it.
struct ServeFixture {
    let root: String
    let server: SiteServer

    var content: String { root + "/Content" }
    var templates: String { root + "/Templates" }
    var output: String { root + "/Public" }

    init(systems: [String] = ["mabel", "zottie"], port: Int = 0) throws {
        root = TestSupport.temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Content", withIntermediateDirectories: true)
        for slug in systems {
            try manager.copyItem(atPath: TestSupport.contentFolder + "/" + slug, toPath: root + "/Content/" + slug)
        }
        try manager.copyItem(atPath: TestSupport.templatesFolder, toPath: root + "/Templates")
        let options = BuildOptions(content: root + "/Content", templates: root + "/Templates", output: root + "/Public")
        server = SiteServer(options: options, port: port, pollInterval: .milliseconds(50))
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }

    func append(_ relative: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: root + "/" + relative))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// Polls `condition` until it holds or `timeout` passes; tests stay bounded instead of hanging.
func eventually(timeout: Duration = .seconds(60), _ condition: @Sendable () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}
