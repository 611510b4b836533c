import Foundation
import Testing

/// Runs the built `specimen` binary (`swift build --build-tests` puts it next to the test bundle).
enum SpecimenBinary {
    static var path: String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("specimen").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("specimen").path,
            TestSupport.repositoryRoot + "/.build/debug/specimen",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The exit status and stdout followed by stderr. `directory`: the working directory (a git
    /// repository, say). `stdoutOnly` keeps stderr out, for output that must parse.
    static func run(
        _ arguments: [String], in directory: String? = nil, stdoutOnly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (status: Int32, output: String) {
        let binary = try #require(path, "build the executable first: swift build --build-tests", sourceLocation: sourceLocation)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try TestProcess.run(binary, arguments, in: directory, environment: environment, stderr: !stdoutOnly)
    }
}

/// Validates SARIF against the official 2.1.0 schema in Fixtures/sarif (python3 with jsonschema,
/// which scripts/setup installs).
enum SARIFValidator {
    static func validate(_ sarif: String) throws -> (valid: Bool, output: String) {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/report.sarif"
        try sarif.write(toFile: file, atomically: true, encoding: .utf8)
        let schema = TestSupport.fixturesFolder + "/sarif/sarif-schema-2.1.0.json"
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')"
        let (status, output) = try TestProcess.run("python3", ["-c", script, file, schema])
        return (status == 0, output)
    }
}
