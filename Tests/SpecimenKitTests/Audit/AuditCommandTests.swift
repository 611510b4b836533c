import Foundation
import Testing
@testable import SpecimenKit

extension AuditTests {
    /// Runs the built `specimen` binary (`swift build --build-tests` puts it next to the test bundle).
    @Suite("specimen audit exit codes") struct AuditCommandTests {
        static var binary: String? {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("specimen").path,
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("specimen").path,
                TestSupport.repositoryRoot + "/.build/debug/specimen",
            ]
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        func specimen(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let binary = try #require(Self.binary, "build the executable first: swift build --build-tests")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
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
