import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    /// Runs the built `specimen` binary (`swift build --build-tests` puts it next to the test bundle).
    @Suite("specimen audit exit codes") struct AuditCommandTests {
        func specimen(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try SpecimenBinary.run(arguments)
        }

        @Test func passingContentExitsZero() throws {
            let folder = TestSupport.temporaryFolder()
            try FileManager.default.createDirectory(atPath: folder + "/tiny", withIntermediateDirectories: true)
            try """
                # Tiny

                ## Colours

                | Token | Hex | Usage |
                |---|---|---|
                | Ink | #111111 | Body copy |
                | Paper | #FFFFFF | App background |

                Ink on Paper everywhere. All text meets WCAG AAA.
                """.write(toFile: folder + "/tiny/DESIGN.md", atomically: true, encoding: .utf8)
            let result = try specimen(["audit", "--content", folder, "--level", "AAA"])
            #expect(result.status == 0, "\(result.output)")
            let report = folder + "/report.json"
            let written = try specimen(["audit", "--content", folder, "--format", "json", "--output", report])
            #expect(written.status == 0)
            let run = try JSONDecoder().decode(AuditRun.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
            #expect(run.passed && run.systems.first?.claims.first?.holds == true)
        }

        @Test func theSeedsFailAtAAA() throws {
            let result = try specimen(["audit", "--content", TestSupport.contentFolder, "--level", "AAA", "--format", "markdown"])
            #expect(result.status == 1)
            #expect(result.output.contains("failed"))
        }

        @Test(arguments: [["--level", "AB"], ["--format", "html"], ["--system", "nope"]])
        func usageErrorsExitTwo(_ arguments: [String]) throws {
            let result = try specimen(["audit", "--content", TestSupport.contentFolder] + arguments)
            #expect(result.status == 2, "\(result.output)")
        }
    }
}
