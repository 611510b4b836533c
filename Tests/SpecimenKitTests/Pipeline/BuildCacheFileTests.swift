import Foundation
import Testing
@testable import SpecimenKit

@Suite("The build cache file")
struct BuildCacheFileTests {
    @Test("The cache is a header and one JSON line per system; a damaged one is ignored, not trusted")
    func oneLinePerSystem() throws {
        let memory = try BatchedBuildTests().content(count: 10)
        let builder = BatchedBuildTests().builder(memory, batchSize: 8)
        _ = try builder.build(TestSupport.memoryOptions)
        let text = try #require(memory.text("/Public.specimen-cache"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 11)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any])
        }
        #expect(lines.dropFirst().map { $0.hasPrefix(#"{"entry":"#) } == Array(repeating: true, count: 10))
        // Cut off half-way through a system's line, as a full disk would leave it.
        memory.add("/Public.specimen-cache", Data(text.utf8.prefix(text.utf8.count - 40)))
        let rebuilt = try builder.build(TestSupport.memoryOptions)
        #expect(rebuilt.reused.isEmpty)
        #expect(rebuilt.rendered.count == 10)
    }
}
